import { HandCoins, LoaderCircle, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { addressLabel } from '../../../../domain/addresses/address';
import type { ListingDetail } from '../../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { acceptsStatedWeight } from '../../../../domain/prices/comparable-unit';
import { paths } from '../../../lib/paths';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { formAlertClass } from '../../../components/field-styles';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useSaveListing } from '../api/update-listing';
import { useAddresses } from '../../../lib/addresses';
import { DescriptionField, LockedField, PriceField, StockField } from './edit-fields';
import { EditSuccessDialog } from './edit-success-dialog';
import { EditSummary } from './edit-summary';
import {
  changedFields,
  EDIT_FIELDS,
  EDIT_RENAME,
  editChanges,
  failureMessage,
  valuesFromDetail,
  valuesFromListing,
} from './edit-values';
import type { EditErrors, EditField, EditValues } from './edit-values';
import { HiddenNotice, isSoldListing } from '../my-products-badges';
import { ListingPhotosManager } from './listing-photos-manager';
import { priceHintInput } from '../price-hint-input';
import type { RenderPriceHint } from '../price-hint-input';
import { UnitWeightField } from '../../../components/unit-weight-field';
import { unitWeightError } from '../../../lib/unit-weight';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const mobileSaveBarClass =
  'fixed inset-x-0 bottom-0 z-30 border-t border-tierra-200 bg-white/95 px-4 py-3 ' +
  'shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none';

const cardClass = 'rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6';

function placeLine(address: ListingDetail['address']): string {
  return [address.vereda, address.municipality, address.department]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** /producto/{id}/editar once the listing has loaded: load → editing → saving → success. */
export function EditListingForm({
  listing,
  renderPriceHint,
}: {
  listing: ListingDetail;
  /** Under the price, e.g. how it compares in the Bolsa de precios (composed in web/app). */
  renderPriceHint?: RenderPriceHint;
}) {
  const formId = useId();
  const unitWeightId = useId();
  const infoId = useId();
  const galleryId = useId();
  const summaryId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);

  const [baseline, setBaseline] = useState<EditValues>(() => valuesFromDetail(listing));
  const [values, setValues] = useState<EditValues>(baseline);
  const [errors, setErrors] = useState<EditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);

  const save = useSaveListing(listing.id);
  const addresses = useAddresses();
  const sold = isSoldListing(listing);
  const saving = save.isPending;
  const locked = sold || saving;
  const changed = changedFields(baseline, values);

  // A message about the whole form may appear far above the save button (bottom bar on phones).
  useEffect(() => {
    if (formError) alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [formError]);

  const change = (field: EditField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const checkUnitWeight = () => {
    const error = unitWeightError(values.sizeId, values.unitWeightKg);
    if (error) setErrors((current) => ({ ...current, unitWeightKg: error }));
  };

  const hintInput = priceHintInput({
    productId: listing.product_id,
    sizeId: values.sizeId,
    unitWeight: values.unitWeightKg,
    price: values.price,
    addressId: values.addressId,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;

    const check = editChanges(baseline, values);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(check.message);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(check.changes, {
      onSuccess: (saved) => {
        const next = valuesFromListing(saved, check.changes.address_id ?? baseline.addressId);
        setBaseline(next);
        setValues(next);
        setSuccessOpen(true);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, EDIT_FIELDS, EDIT_RENAME));
        setFormError(failureMessage(error, LISTING_MESSAGES.saveFailed));
      },
    });
  };

  const saved = addresses.data?.find((address) => String(address.id) === values.addressId);
  const addressText = [
    saved ? addressLabel(saved) : listing.address.address,
    placeLine(listing.address),
  ]
    .filter(Boolean)
    .join('\n');

  return (
    <div
      className={`mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 md:pb-10 md:pt-8 ${sold ? 'pb-8' : 'pb-28'}`}
    >
      <BackButton fallback={paths.myProducts} label="Volver" />
      <header className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
            Editar producto
          </h1>
          <p className="mt-1 break-words text-tierra-700">{listing.name}</p>
        </div>
        {/* On phones the button rides in a bar at the bottom, except on a sold (read-only) listing. */}
        <div className={sold ? 'w-full md:w-auto' : mobileSaveBarClass}>
          <button
            type="submit"
            form={formId}
            disabled={locked}
            className={buttonClass('primary', 'min-h-13 w-full text-lg md:w-auto')}
          >
            {saving ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Save aria-hidden="true" className="size-5" />
            )}
            {saving ? 'Guardando...' : 'Guardar cambios'}
          </button>
        </div>
      </header>

      {(sold || listing.status === 'hidden') && (
        <div className="mt-4 flex flex-col gap-3">
          {sold && (
            <p
              role="status"
              className="flex items-start gap-3 rounded-xl border border-maiz-300 bg-maiz-50 px-4 py-3 font-semibold text-maiz-800"
            >
              <HandCoins aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {LISTING_MESSAGES.soldIsFinal}
            </p>
          )}
          {listing.status === 'hidden' && <HiddenNotice reason={listing.hidden_reason} />}
        </div>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby={infoId} className={cardClass}>
            <h2 id={infoId} className="text-lg font-bold text-campo-900">
              Información básica
            </h2>
            <form
              id={formId}
              noValidate
              onSubmit={submit}
              aria-busy={saving}
              className="mt-4 flex flex-col gap-5"
            >
              {formError && (
                <p ref={alertRef} role="alert" className={formAlertClass}>
                  {formError}
                </p>
              )}
              <PriceField
                value={values.price}
                onChange={change('price')}
                error={errors.price}
                disabled={locked}
                unit={listing.size}
                unitName={listing.unit_name}
                hint={hintInput && renderPriceHint?.(hintInput)}
              />
              <StockField
                value={values.stock}
                onChange={change('stock')}
                error={errors.stock}
                disabled={locked}
                unit={listing.size}
                unitName={listing.unit_name}
              />
              <LockedField label="Unidad" value={`${listing.unit_name} (${listing.size})`} />
              {acceptsStatedWeight(listing.size_id) && (
                <UnitWeightField
                  id={unitWeightId}
                  unitName={listing.unit_name}
                  value={values.unitWeightKg}
                  onChange={change('unitWeightKg')}
                  onBlur={checkUnitWeight}
                  error={errors.unitWeightKg}
                  disabled={locked}
                />
              )}
              <LockedField label="Dirección" value={addressText} multiline />
              <DescriptionField
                value={values.description}
                onChange={change('description')}
                error={errors.description}
                disabled={locked}
              />
            </form>
          </section>

          <section aria-labelledby={galleryId} className={cardClass}>
            <h2 id={galleryId} className="mb-4 text-lg font-bold text-campo-900">
              Galería de imágenes
            </h2>
            <ListingPhotosManager
              listingId={listing.id}
              productName={listing.name}
              readOnly={sold}
            />
          </section>
        </div>

        <aside aria-labelledby={summaryId} className={`${cardClass} lg:sticky lg:top-6`}>
          <EditSummary listing={listing} values={values} changed={changed} headingId={summaryId} />
        </aside>
      </div>

      <EditSuccessDialog open={successOpen} onOpenChange={setSuccessOpen} />
      <UnsavedChangesGuard when={changed.length > 0 && !saving} />
    </div>
  );
}
