import { ArrowLeft, ArrowRight, History, LoaderCircle, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/errors';
import { PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { formAlertClass } from '../../../components/field-styles';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, useFormErrors } from '../../../lib/form-errors';
import { AddressPicker } from '../../../components/address-picker';
import type { RenderAddressForm, SavedAddresses } from '../../../components/address-picker';
import { CreateListingProductStep } from './create-listing-product-step';
import { canFinishWithout, retryableFailures, usePublishListing } from './create-listing-publish';
import type { PublishPhase, UploadFailedPhase } from './create-listing-publish';
import { useCreateListingDraft } from './create-listing-draft';
import { CreateListingSuccessDialog } from './create-listing-success-dialog';
import {
  CREATE_LISTING_FIELDS,
  createPayload,
  EMPTY_VALUES,
  PRODUCT_STEP_FIELDS,
  SERVER_FIELDS,
  SERVER_RENAME,
  validateAddressStep,
  validateProductStep,
} from './create-listing-values';
import type { CreateListingField, CreateListingValues } from './create-listing-values';
import { pickedPhoto } from './photo-picker-prepare';
import type { PickedPhoto } from './photo-picker-prepare';
import { priceHintInput } from '../price-hint-input';
import type { RenderPriceHint } from '../price-hint-input';
import { unitWeightError } from '../../../lib/unit-weight';

const STEPS = { 1: 'Información del producto', 2: 'Ubicación y dirección' } as const;
type Step = keyof typeof STEPS;

const isProductStepField = (field: CreateListingField) =>
  (PRODUCT_STEP_FIELDS as readonly CreateListingField[]).includes(field);

type CreateListingPageProps = {
  addresses: SavedAddresses;
  renderAddressForm: RenderAddressForm;
  /** Beside the title, e.g. the tour's '¿Cómo publicar?' button (composed in web/app). */
  headerAction?: ReactNode;
  /** Under the price, e.g. how it compares in the Bolsa de precios (composed in web/app). */
  renderPriceHint?: RenderPriceHint;
};

/**
 * /crear-producto (docs/product.md §2, §4, §5): step 1 says what is sold, step 2 where from; publishing
 * creates the listing, uploads its photos, and tells the seller to activate it.
 */
export function CreateListingPage({
  addresses,
  renderAddressForm,
  headerAction,
  renderPriceHint,
}: CreateListingPageProps) {
  const id = useId();
  const fieldId = (field: CreateListingField) => `${id}-${field}`;
  const headingId = `${id}-step`;
  const navigate = useNavigate();
  const location = useLocation();

  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<CreateListingValues>(EMPTY_VALUES);
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    CREATE_LISTING_FIELDS,
    fieldId,
  );
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  /** The listing just published: the success dialog is open while there is one. */
  const [publishedId, setPublishedId] = useState<number | null>(null);
  const publishing = usePublishListing();
  const { phase } = publishing;
  const locked = phase.kind !== 'idle';
  const listingExists = phase.kind === 'uploading' || phase.kind === 'upload-failed';

  const photoFiles = useMemo(() => photos.map((photo) => photo.file), [photos]);
  const draft = useCreateListingDraft({
    snapshot: { values, step, photos: photoFiles },
    empty: photos.length === 0 && Object.values(values).every((value) => !value),
    keeping: !listingExists,
    onRestore: (kept) => {
      // A draft kept before a field existed lacks it: the empty value fills the gap.
      setValues({ ...EMPTY_VALUES, ...kept.values });
      setStep(kept.step);
      setPhotos(kept.photos.map(pickedPhoto));
    },
  });
  // Once the listing exists the draft is done: coming back must not publish it a second time.
  const { forget: forgetDraft } = draft;
  useEffect(() => {
    if (listingExists) void forgetDraft();
  }, [listingExists, forgetDraft]);

  // A new step's title takes the focus after the render that shows it (a field with a message
  // gets it from useFormErrors).
  const focusTitle = useRef(false);
  useEffect(() => {
    if (focusTitle.current) document.getElementById(headingId)?.focus();
    focusTitle.current = false;
  });

  // The previews are object URLs: freed when the screen goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(
    () => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)),
    [],
  );

  const clearError = (field: CreateListingField) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  };

  const change = (
    field: 'sizeId' | 'unitWeightKg' | 'price' | 'stock' | 'description',
    value: string,
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    // Another unit may not take a weight: its field hides, and so does its message.
    if (field === 'sizeId') clearError('unitWeightKg');
  };

  const checkUnitWeight = () => {
    const error = unitWeightError(values.sizeId, values.unitWeightKg);
    if (error) setErrors((current) => ({ ...current, unitWeightKg: error }));
  };

  const hintInput = priceHintInput({
    productId: values.product?.product_id ?? null,
    sizeId: values.sizeId,
    unitWeight: values.unitWeightKg,
    price: values.price,
    addressId: values.addressId,
  });

  const changeProductText = (text: string) => {
    setValues((current) => ({ ...current, productText: text, product: null }));
    clearError('product');
  };

  const pickProduct = (item: CatalogueSearchItem) => {
    setValues((current) => ({ ...current, productText: item.product, product: item }));
    clearError('product');
  };

  const addPhotos = (added: PickedPhoto[]) => {
    setPhotos((current) => [...current, ...added]);
    clearError('photos');
  };

  const removePhoto = (key: string) => {
    const gone = photos.find((photo) => photo.key === key);
    if (gone) URL.revokeObjectURL(gone.previewUrl);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  };

  const goTo = (next: Step) => {
    setStep(next);
    setFormError(null);
    focusTitle.current = true;
    window.scrollTo({ top: 0 });
  };

  const goBack = () => {
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };

  const reset = () => {
    photos.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
    setPhotos([]);
    setValues(EMPTY_VALUES);
    clear();
    setStep(1);
  };

  const discardDraft = () => {
    reset();
    void draft.forget();
    focusTitle.current = true;
  };

  const showCreateError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      fail({}, GENERIC_ERROR_MESSAGE);
      return;
    }
    const next = serverFieldErrors(error, SERVER_FIELDS, SERVER_RENAME);
    const onProductStep = Object.keys(next).some((field) =>
      isProductStepField(field as CreateListingField),
    );
    if (onProductStep) {
      setStep(1);
      window.scrollTo({ top: 0 });
    }
    fail(next, error.message);
  };

  const publish = async () => {
    const payload = createPayload(values);
    const result = await publishing.publish(
      payload,
      photos.map((photo) => photo.file),
    );
    if (result.outcome === 'published') {
      reset();
      setPublishedId(result.listingId);
    } else if (result.outcome === 'create-failed') {
      showCreateError(result.error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publishing.busy) return;
    const productErrors = validateProductStep(values, photos.length);
    if (Object.keys(productErrors).length > 0) {
      setStep(1);
      fail(productErrors, null);
      return;
    }
    if (step === 1) {
      clear();
      goTo(2);
      return;
    }
    const addressErrors = validateAddressStep(values);
    if (Object.keys(addressErrors).length > 0) {
      fail(addressErrors, null);
      return;
    }
    clear();
    void publish();
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
          Crear producto
        </h1>
        {headerAction}
      </div>
      <p className="mt-1 text-tierra-700">
        Cuéntanos qué vendes y desde dónde. Son solo dos pasos.
      </p>

      <StepProgress step={step} />

      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="mt-4 rounded-3xl border border-tierra-200 bg-white p-5 sm:p-7"
      >
        <h2
          id={headingId}
          tabIndex={-1}
          className="mb-6 text-xl font-bold text-campo-900 focus:outline-none sm:text-2xl"
        >
          {STEPS[step]}
        </h2>

        {draft.restored && <DraftNotice onDiscard={discardDraft} disabled={locked} />}

        {formError && (
          <p role="alert" className={`${formAlertClass} mb-6`}>
            {formError}
          </p>
        )}

        {step === 1 ? (
          <CreateListingProductStep
            fieldId={fieldId}
            values={values}
            errors={errors}
            onChange={change}
            onUnitWeightBlur={checkUnitWeight}
            priceHint={hintInput && renderPriceHint?.(hintInput)}
            onProductText={changeProductText}
            onPick={pickProduct}
            photos={photos}
            onAddPhotos={addPhotos}
            onRemovePhoto={removePhoto}
            disabled={locked}
          />
        ) : (
          <AddressPicker
            id={fieldId('addressId')}
            legend="¿Desde dónde vendes?"
            hint="Bajo cada dirección dice lo que verán los compradores con sesión. Las coordenadas de la ficha son las del centro del municipio, no las de tu finca."
            newAddressNote="Se guardará en tus direcciones y quedará elegida para este producto."
            addresses={addresses}
            renderAddressForm={renderAddressForm}
            selectedId={values.addressId}
            onSelect={(addressId) => {
              setValues((current) => ({ ...current, addressId }));
              clearError('addressId');
            }}
            error={errors.addressId}
            disabled={locked}
          />
        )}

        {phase.kind === 'upload-failed' ? (
          <UploadFailed phase={phase} onRetry={() => void publish()} />
        ) : (
          <>
            {publishing.busy && <PublishProgress phase={phase} />}
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-tierra-100 pt-6 sm:flex-row">
              {step === 1 ? (
                <button type="button" className={buttonClass('secondary')} onClick={goBack}>
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  Volver
                </button>
              ) : (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={() => goTo(1)}
                  disabled={publishing.busy}
                >
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  Atrás
                </button>
              )}
              <button
                type="submit"
                data-tour="publish"
                className={buttonClass('primary', 'sm:ml-auto sm:px-7')}
                disabled={publishing.busy}
              >
                {step === 1 ? (
                  <>
                    Continuar
                    <ArrowRight aria-hidden="true" className="size-5" />
                  </>
                ) : publishing.busy ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    Publicando...
                  </>
                ) : (
                  <>
                    <Send aria-hidden="true" className="size-5" />
                    Publicar producto
                  </>
                )}
              </button>
            </div>
          </>
        )}
      </form>

      <CreateListingSuccessDialog listingId={publishedId} onClose={() => setPublishedId(null)} />
    </div>
  );
}

/** Said once the kept draft is back on screen, with the way to start over. */
function DraftNotice({ onDiscard, disabled }: { onDiscard: () => void; disabled: boolean }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-campo-200 bg-campo-50 px-4 py-3 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-2 font-semibold text-campo-900">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Recuperamos el borrador que dejaste.
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'shrink-0')}
        onClick={onDiscard}
        disabled={disabled}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        Descartar borrador
      </button>
    </div>
  );
}

function StepProgress({ step }: { step: Step }) {
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-tierra-700">
        Paso {step} de 2<span className="sr-only">: {STEPS[step]}</span>
      </p>
      <div aria-hidden="true" className="mt-2 grid grid-cols-2 gap-2">
        {([1, 2] as const).map((n) => (
          <div key={n}>
            <div className={`h-1.5 rounded-full ${n <= step ? 'bg-campo-600' : 'bg-tierra-200'}`} />
            <p
              className={`mt-1.5 text-xs sm:text-sm ${
                n === step ? 'font-semibold text-campo-900' : 'text-tierra-600'
              }`}
            >
              {STEPS[n]}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}

function PublishProgress({ phase }: { phase: PublishPhase }) {
  const total = phase.kind === 'uploading' ? phase.total + 1 : 1;
  const done = phase.kind === 'uploading' ? phase.current : 0;
  const label =
    phase.kind === 'uploading'
      ? `Subiendo foto ${phase.current} de ${phase.total}…`
      : 'Guardando tu producto…';
  return (
    <div role="status" className="mt-6 rounded-2xl bg-campo-50 px-4 py-3">
      <p className="flex items-center gap-2 font-semibold text-campo-900">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {label}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-campo-100">
        <div
          className="h-full rounded-full bg-campo-600 transition-[width] duration-300"
          style={{ width: `${Math.round(((done + 0.5) / (total + 0.5)) * 100)}%` }}
        />
      </div>
    </div>
  );
}

function UploadFailed({ phase, onRetry }: { phase: UploadFailedPhase; onRetry: () => void }) {
  const saved =
    phase.uploaded === 0
      ? 'Tu producto ya quedó guardado, pero sin fotos.'
      : `Tu producto ya quedó guardado con ${phase.uploaded} de ${phase.total} fotos.`;
  const retryable = retryableFailures(phase).length > 0;
  const lastOne = phase.failures.length === 1;
  const retry = retryable
    ? 'Reintentar'
    : canFinishWithout(phase)
      ? lastOne
        ? 'Seguir sin esa foto'
        : 'Seguir sin esas fotos'
      : null;
  // Brought into view and read first: the person tapped "Publicar" and is waiting.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      role="alert"
      tabIndex={-1}
      className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-4 focus:outline-none sm:p-5"
    >
      <p className="font-bold text-red-800">{PHOTO_MESSAGES.uploadFailed}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {phase.failures.map((failure) => (
          <li key={failure.index} className="font-semibold text-red-800">
            {failure.reason}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-tierra-800">
        {saved}{' '}
        {retryable
          ? 'Intenta subir de nuevo las que faltan, o agrégalas después desde la edición del producto.'
          : 'Puedes cambiar las fotos desde la edición del producto.'}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {retry && (
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            {retry}
          </button>
        )}
        <Link
          to={paths.editProduct(phase.listingId)}
          className={buttonClass(retry ? 'secondary' : 'primary')}
        >
          Ir a editar el producto
        </Link>
      </div>
    </div>
  );
}
