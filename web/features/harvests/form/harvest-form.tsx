import { useEffect, useId } from 'react';
import type { FormEvent } from 'react';
import type { Harvest } from '../../../../domain/api/harvests';
import { bogotaIsoDate } from '../../../../domain/dates';
import { HARVESTS } from '../../../../domain/harvests/harvest';
import { SendFormActions } from '../../../components/send-form-actions';
import { AddressPicker } from '../../../components/address-picker';
import type { RenderAddressForm, SavedAddresses } from '../../../components/address-picker';
import { DateInput } from '../../../components/date-input';
import { fieldsOf, FormAlert } from '../../../components/form-field';
import { NoteField } from '../../../components/text-area';
import { PesosInput } from '../../../components/pesos-input';
import { QuantityUnitFields } from '../../../components/quantity-unit-fields';
import { CatalogueProductField } from '../../../components/quick-search/catalogue-product-field';
import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api-client';
import { serverFieldErrors, useFormErrors } from '../../../lib/form-errors';
import { useSizeChoices } from '../../../lib/sizes';
import { useCreateHarvest } from '../api/create-harvest';
import { useUpdateHarvest } from '../api/update-harvest';
import {
  checkHarvestDraft,
  HARVEST_FIELDS,
  PRICE_MAX_DIGITS,
  QUANTITY_MAX_DIGITS,
  type HarvestDraft,
  type HarvestField,
} from './harvest-form-values';

export const HARVEST_FORM_MESSAGES = {
  checkFields: 'Revisa los campos marcados.',
  saveFailed: 'No pudimos guardar la cosecha. Inténtalo de nuevo.',
} as const;

type HarvestFormProps = {
  /** The harvest being edited; none to announce a new one. */
  harvest?: Harvest;
  draft: HarvestDraft;
  onDraftChange: (draft: HarvestDraft) => void;
  addresses: SavedAddresses;
  renderAddressForm: RenderAddressForm;
  onSaved: (harvest: Harvest, message: string) => void;
  onCancel: () => void;
};

/**
 * Announce or edit a harvest: the product (from the catalogue), the estimated date, how much and
 * in what unit, the farm's address, an optional expected price and a note.
 */
export function HarvestForm({
  harvest,
  draft,
  onDraftChange,
  addresses,
  renderAddressForm,
  onSaved,
  onCancel,
}: HarvestFormProps) {
  const id = useId();
  const fieldId = (field: HarvestField) => `${id}-${field}`;
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    HARVEST_FIELDS,
    fieldId,
  );
  const units = useSizeChoices();
  const creation = useCreateHarvest();
  const update = useUpdateHarvest(harvest?.id ?? 0);
  const saving = creation.isPending || update.isPending;
  const today = bogotaIsoDate();
  const unit = units.sizes?.find((size) => String(size.id) === draft.size_id);

  // Editing: the harvest keeps its municipality, not its address; the first saved address in
  // that municipality comes chosen.
  const sameTown = harvest
    ? addresses.list?.find((address) => address.municipality_id === harvest.municipality.id)
    : undefined;
  useEffect(() => {
    if (sameTown && draft.address_id === '') {
      onDraftChange({ ...draft, address_id: String(sameTown.id) });
    }
  }, [sameTown, draft, onDraftChange]);

  const change = (field: Exclude<HarvestField, 'product_id'>, value: string) => {
    onDraftChange({ ...draft, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkHarvestDraft(draft, today);
    if (!checked.ok) {
      fail(checked.errors, HARVEST_FORM_MESSAGES.checkFields);
      return;
    }
    clear();
    const mutation = harvest ? update : creation;
    mutation.mutate(checked.input, {
      onSuccess: (answer) => onSaved(answer.data, answer.message),
      onError: (error) => {
        const fromServer = serverFieldErrors(error, HARVEST_FIELDS);
        const message = !(error instanceof ApiError)
          ? HARVEST_FORM_MESSAGES.saveFailed
          : error.status === 0
            ? OFFLINE_MESSAGE
            : Object.keys(fromServer).length > 0
              ? HARVEST_FORM_MESSAGES.checkFields
              : error.status < 500
                ? error.message
                : HARVEST_FORM_MESSAGES.saveFailed;
        fail(fromServer, message);
      },
    });
  };

  const box = fieldsOf(fieldId, errors);

  return (
    <form noValidate onSubmit={submit} aria-busy={saving} className="flex flex-col gap-6">
      <FormAlert message={formError} />

      <CatalogueProductField
        id={fieldId('product_id')}
        label="Producto"
        text={draft.productText}
        picked={draft.product}
        onTextChange={(text) => onDraftChange({ ...draft, productText: text, product: null })}
        onPick={(item) => {
          onDraftChange({ ...draft, product: item, productText: item.product });
          setErrors((current) => ({ ...current, product_id: undefined }));
        }}
        error={errors.product_id}
        disabled={saving}
      />

      {box(
        'expected_on',
        'Fecha estimada de cosecha',
        (control) => (
          <DateInput
            {...control}
            name="expected_on"
            min={today}
            value={draft.expected_on}
            disabled={saving}
            onChange={(isoDate) => change('expected_on', isoDate)}
          />
        ),
        'Más o menos cuándo la vas a recoger. Puedes cambiarla después.',
      )}

      <QuantityUnitFields
        fieldId={fieldId}
        values={draft}
        errors={errors}
        units={units}
        onChange={change}
        onUnitWeightChecked={(error) =>
          setErrors((current) => ({ ...current, unit_weight_kg: error }))
        }
        quantity={{
          label: 'Cantidad que esperas',
          hint: 'Un número entero.',
          placeholder: 'Ej.: 40',
          maxDigits: QUANTITY_MAX_DIGITS,
        }}
        unitHint="Bultos, kilos, cargas…"
        disabled={saving}
      />

      <AddressPicker
        id={fieldId('address_id')}
        legend="¿Dónde está la finca?"
        hint="Los compradores ven el municipio y la vereda, nunca la dirección."
        newAddressNote="Se guardará en tus direcciones y quedará elegida para esta cosecha."
        addresses={addresses}
        renderAddressForm={renderAddressForm}
        selectedId={draft.address_id}
        onSelect={(addressId) => change('address_id', addressId)}
        error={errors.address_id}
        disabled={saving}
      />

      {box(
        'expected_price',
        'Precio que esperas (opcional)',
        (control) => (
          <PesosInput
            {...control}
            name="expected_price"
            maxDigits={PRICE_MAX_DIGITS}
            value={draft.expected_price}
            disabled={saving}
            onChange={(digits) => change('expected_price', digits)}
          />
        ),
        `En pesos, por cada ${unit ? unit.abbreviation : 'unidad'}. Es una idea, no un compromiso.`,
      )}

      <NoteField
        id={fieldId('note')}
        hint="Variedad, calidad, cómo la entregas."
        error={errors.note}
        maxLength={HARVESTS.noteMax}
        placeholder="Ej.: Papa de primera, la entrego en la vereda."
        value={draft.note}
        disabled={saving}
        onChange={(text) => change('note', text)}
      />

      <SendFormActions
        busy={saving}
        label={harvest ? 'Guardar cambios' : 'Anunciar cosecha'}
        busyLabel={'Guardando…'}
        onCancel={onCancel}
      />
    </form>
  );
}
