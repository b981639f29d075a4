import { Camera, LoaderCircle, Save, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { StoreDetail, StoreProduct } from '../../../../domain/api/stores';
import { PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { formatCop, parsePriceDigits } from '../../../../domain/money';
import { STORE_LIMITS } from '../../../../domain/stores/store';
import { storeProductInputSchema } from '../../../../domain/stores/store-schemas';
import { buttonClass } from '../../../components/button-styles';
import { hintClass, inputClass } from '../../../components/field-styles';
import { errorIdOf, fieldAria, FormAlert, FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { UnitSelect } from '../../../components/unit-select';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { issueErrors, useFormErrors } from '../../../lib/form-errors';
import { checkPhotos, compressForUpload, PHOTO_ACCEPT } from '../../../lib/photo-compression';
import { CHECK_FIELDS_MESSAGE, formFailure } from '../admin-errors';
import { useSizes } from '../api/get-sizes';
import type { ProductSave } from '../api/save-store-product';

type Values = {
  name: string;
  description: string;
  price: string;
  tag_id: string;
  size_id: string;
};
const FIELDS = ['name', 'description', 'price', 'tag_id', 'size_id', 'image'] as const;
type Field = (typeof FIELDS)[number];

/** Longest price the server takes has 12 digits. */
const PRICE_DIGITS = 12;

const valuesOf = (product: StoreProduct | undefined): Values => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product ? String(product.price) : '',
  tag_id: product?.tag_id ? String(product.tag_id) : '',
  size_id: product?.size_id ? String(product.size_id) : '',
});

type Photo = { file: File; previewUrl: string | null };

type StoreProductFormProps = {
  store: StoreDetail;
  /** Absent for a new product. */
  product?: StoreProduct;
  pending: boolean;
  onSave: (save: ProductSave) => Promise<void>;
  onCancel: () => void;
};

/** Add or edit one product of a store: name, description, price, category, unit and a photo. */
export function StoreProductForm({
  store,
  product,
  pending,
  onSave,
  onCancel,
}: StoreProductFormProps) {
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;
  const sizes = useSizes();
  const photoInput = useRef<HTMLInputElement>(null);

  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [preparing, setPreparing] = useState(false);
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(FIELDS, idOf);

  // The preview's object URL is released when the photo changes or the form closes.
  useEffect(() => {
    const url = photo?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo]);

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const pickPhoto = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const { accepted, problems } = checkPhotos([file]);
    setErrors((current) => ({ ...current, image: problems[0] }));
    if (!accepted[0]) return;
    setPreparing(true);
    try {
      const [ready] = await compressForUpload(accepted);
      if (!ready) return;
      const previewUrl =
        typeof URL.createObjectURL === 'function' ? URL.createObjectURL(ready) : null;
      setPhoto({ file: ready, previewUrl });
    } catch {
      setErrors((current) => ({ ...current, image: PHOTO_MESSAGES.processingFailed }));
    } finally {
      setPreparing(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || preparing) return;
    const parsed = storeProductInputSchema.safeParse(values);
    if (!parsed.success) {
      fail(issueErrors(parsed.error.issues, FIELDS), CHECK_FIELDS_MESSAGE);
      return;
    }
    clear();
    onSave({ productId: product?.id, values: parsed.data, image: photo?.file ?? null }).catch(
      (error: unknown) => {
        const failure = formFailure(error, FIELDS, 'No se pudo guardar el producto.');
        fail(failure.errors, failure.message);
      },
    );
  };

  const price = parsePriceDigits(values.price);
  const priceHint =
    price === null ? 'Solo números, sin puntos.' : `Se verá así: ${formatCop(price)}`;
  const currentPhoto = photo?.previewUrl ?? (photo ? null : product?.url);
  const title = product ? `Editar ${product.name}` : 'Nuevo producto';
  const tagHint =
    store.tags.length === 0 ? 'Agrega categorías a la tienda para usarlas aquí.' : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="@container flex flex-col gap-5 rounded-2xl border-2 border-campo-200 bg-campo-50/40 p-4 sm:p-5"
    >
      <h3 className="text-lg font-bold text-campo-900">{title}</h3>
      <FormAlert message={formError} />

      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField id={idOf('name')} label="Nombre del producto" error={errors.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={values.name}
              maxLength={STORE_LIMITS.productNameMax}
              className={inputClass}
              disabled={pending}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={idOf('price')} label="Precio (COP)" hint={priceHint} error={errors.price}>
          {(control) => (
            <WholeNumberInput
              {...control}
              value={values.price}
              maxDigits={PRICE_DIGITS}
              placeholder="Ej.: 45000"
              disabled={pending}
              onChange={(digits) => change('price', digits)}
            />
          )}
        </FormField>
      </div>

      <FormField id={idOf('description')} label="Descripción (opcional)" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.description}
            maxLength={STORE_LIMITS.productDescriptionMax}
            className={inputClass}
            disabled={pending}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </FormField>

      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField
          id={idOf('tag_id')}
          label="Categoría (opcional)"
          hint={tagHint}
          error={errors.tag_id}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={values.tag_id}
              disabled={pending}
              onChange={(event) => change('tag_id', event.target.value)}
            >
              <option value="">Sin categoría</option>
              {store.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={idOf('size_id')}
          label="Unidad (opcional)"
          error={errors.size_id}
          loadError={sizes.isError ? 'No se pudieron cargar las unidades de medida' : null}
          onRetry={() => void sizes.refetch()}
        >
          {(control) => (
            <UnitSelect
              {...control}
              sizes={sizes.data}
              loading={sizes.isPending}
              emptyLabel="Sin unidad"
              value={values.size_id}
              disabled={pending}
              onChange={(event) => change('size_id', event.target.value)}
            />
          )}
        </FormField>
      </div>

      <div>
        <p className="font-semibold text-tierra-900">Foto (opcional)</p>
        <div className="mt-1.5 flex items-center gap-3">
          <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-tierra-100 text-tierra-500">
            {currentPhoto ? (
              <img src={currentPhoto} alt="Foto del producto" className="size-full object-cover" />
            ) : (
              <Camera aria-hidden="true" className="size-7" />
            )}
          </span>
          <div className="flex flex-col gap-1">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={pending || preparing}
              onClick={() => photoInput.current?.click()}
              {...fieldAria(idOf('image'), { error: errors.image })}
            >
              {preparing ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <Camera aria-hidden="true" className="size-5" />
              )}
              {preparing ? 'Preparando…' : currentPhoto || photo ? 'Cambiar foto' : 'Elegir foto'}
            </button>
            {photo && <span className={hintClass}>{photo.file.name}</span>}
          </div>
        </div>
        <input
          ref={photoInput}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-label="Elegir foto del producto"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void pickPhoto(files);
          }}
        />
        {errors.image && (
          <p id={errorIdOf(idOf('image'))} className="mt-1.5 text-sm font-semibold text-red-700">
            {errors.image}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={pending}
          onClick={onCancel}
        >
          <X aria-hidden="true" className="size-5" />
          Cancelar
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={pending || preparing}>
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {pending ? 'Guardando…' : product ? 'Guardar producto' : 'Agregar producto'}
        </button>
      </div>
    </form>
  );
}
