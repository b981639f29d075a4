import { useId } from 'react';
import type { FormEvent } from 'react';
import type { BuyRequest } from '../../../../domain/api/requests';
import { bogotaIsoDate } from '../../../../domain/dates';
import {
  DELIVERY_OPTIONS,
  FREQUENCIES,
  REQUEST_MESSAGES,
  REQUESTS,
} from '../../../../domain/requests/buy-request';
import { buyRequestInputSchema } from '../../../../domain/requests/buy-request-schema';
import { SendFormActions } from '../../../components/send-form-actions';
import { ChoiceCard } from '../../../components/choice-card';
import { fieldErrorClass } from '../../../components/field-styles';
import { DateInput } from '../../../components/date-input';
import { descriptionAria, errorIdOf, fieldsOf, FormAlert } from '../../../components/form-field';
import { NoteField } from '../../../components/text-area';
import { PesosInput } from '../../../components/pesos-input';
import { DepartmentSelect, MunicipalitySelect } from '../../../components/place-selects';
import { QuantityUnitFields } from '../../../components/quantity-unit-fields';
import { CatalogueProductField } from '../../../components/quick-search/catalogue-product-field';
import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api-client';
import { issueErrors, serverFieldErrors, useFormErrors } from '../../../lib/form-errors';
import { useDepartments, useMunicipalities } from '../../../lib/locations';
import { useSizeChoices } from '../../../lib/sizes';
import { useCreateRequest } from '../api/create-request';
import { REQUEST_FIELDS, requestInput } from './request-form-values';
import type { RequestField, RequestFormValues } from './request-form-values';

export const REQUEST_FORM_MESSAGES = {
  checkFields: 'Revisa los campos marcados.',
  publishFailed: 'No pudimos publicar el pedido. Inténtalo de nuevo.',
  weightHint: 'Así el vendedor sabe de qué tamaño los necesitas.',
} as const;

const QUANTITY_MAX_DIGITS = String(REQUESTS.maxQuantity).length;
const PRICE_MAX_DIGITS = String(REQUESTS.maxPrice).length;

type RequestFormProps = {
  values: RequestFormValues;
  onChange: (values: RequestFormValues) => void;
  onPublished: (request: BuyRequest) => void;
  onCancel: () => void;
};

/**
 * 'Busco': the catalogue product, how much (unit, and the weight of a bulto or carga), where,
 * delivered or picked up, by when, once or every week, the most the buyer pays and a note.
 */
// Fields stay enabled while sending (the buttons do not): a 422 moves the focus to its field,
// which a disabled control could not take.
export function RequestForm({ values, onChange, onPublished, onCancel }: RequestFormProps) {
  const id = useId();
  const fieldId = (field: RequestField) => `${id}-${field}`;
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    REQUEST_FIELDS,
    fieldId,
  );
  const units = useSizeChoices();
  const departments = useDepartments();
  const departmentId = values.department_id ? Number(values.department_id) : null;
  const municipalities = useMunicipalities(departmentId);
  const creation = useCreateRequest();
  const submitting = creation.isPending;
  const today = bogotaIsoDate();
  const unit = units.sizes?.find((size) => String(size.id) === values.size_id);

  const forget = (...fields: RequestField[]) => {
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(fields.map((field) => [field, undefined])),
    }));
    setFormError(null);
  };

  const set = <F extends keyof RequestFormValues>(
    field: F,
    value: RequestFormValues[F],
    ...clears: RequestField[]
  ) => {
    onChange(
      field === 'department_id'
        ? { ...values, department_id: value as string, municipality_id: '' }
        : { ...values, [field]: value },
    );
    forget(...clears);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = buyRequestInputSchema.safeParse(requestInput(values));
    const next = issueErrors(parsed.error?.issues ?? [], REQUEST_FIELDS);
    // The server checks this too, against the same Bogotá calendar day.
    if (!next.needed_by && values.needed_by && values.needed_by < today) {
      next.needed_by = REQUEST_MESSAGES.neededByInPast;
    }
    if (!next.municipality_id && !values.department_id) {
      next.department_id = REQUEST_MESSAGES.municipalityRequired;
    }
    if (!parsed.success || Object.keys(next).length > 0) {
      fail(next, REQUEST_FORM_MESSAGES.checkFields);
      return;
    }
    clear();
    creation.mutate(parsed.data, {
      onSuccess: (answer) => onPublished(answer.data),
      onError: (error) => {
        const fromServer = serverFieldErrors(error, REQUEST_FIELDS);
        const message = !(error instanceof ApiError)
          ? REQUEST_FORM_MESSAGES.publishFailed
          : error.status === 0
            ? OFFLINE_MESSAGE
            : error.status === 409
              ? error.message
              : Object.keys(fromServer).length > 0
                ? REQUEST_FORM_MESSAGES.checkFields
                : error.status === 422 || error.status === 400
                  ? error.message
                  : REQUEST_FORM_MESSAGES.publishFailed;
        fail(fromServer, message);
      },
    });
  };

  const field = fieldsOf(fieldId, errors);

  const choices = <V extends string>(
    name: 'delivery' | 'frequency',
    legend: string,
    options: readonly { value: V; label: string }[],
    value: V | '',
    onPick: (value: V) => void,
  ) => (
    <fieldset {...descriptionAria(fieldId(name), { error: errors[name] })} className="min-w-0">
      <legend className="font-semibold text-tierra-900">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <ChoiceCard
            key={option.value}
            // The first choice takes the field's id: a message moves the focus to it.
            id={index === 0 ? fieldId(name) : undefined}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onPick(option.value)}
            title={option.label}
          />
        ))}
      </div>
      {errors[name] && (
        <p id={errorIdOf(fieldId(name))} className={fieldErrorClass}>
          {errors[name]}
        </p>
      )}
    </fieldset>
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting} className="flex flex-col gap-6">
      <FormAlert message={formError} />

      <CatalogueProductField
        id={fieldId('product_id')}
        label="¿Qué producto buscas?"
        text={values.productText}
        picked={values.product}
        onTextChange={(text) => onChange({ ...values, productText: text, product: null })}
        onPick={(item) => {
          onChange({ ...values, product: item, productText: item.product });
          forget('product_id');
        }}
        error={errors.product_id}
      />

      <QuantityUnitFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        units={units}
        onChange={(name, value) =>
          // A new unit may not take a weight: the weight's message goes with the unit's.
          name === 'size_id' ? set(name, value, name, 'unit_weight_kg') : set(name, value, name)
        }
        onUnitWeightChecked={(error) =>
          setErrors((current) => ({ ...current, unit_weight_kg: error }))
        }
        quantity={{
          label: 'Cantidad',
          hint: 'Cuánto necesitas, en número.',
          placeholder: 'Ej.: 20',
          maxDigits: QUANTITY_MAX_DIGITS,
        }}
        unitHint="Por kilo, por bulto, por carga…"
        weightHint={REQUEST_FORM_MESSAGES.weightHint}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        {field('department_id', 'Departamento', (control) => (
          <DepartmentSelect
            {...control}
            name="department_id"
            departments={departments}
            value={values.department_id}
            emptyLabel="Elige un departamento"
            onChange={(event) =>
              set('department_id', event.target.value, 'department_id', 'municipality_id')
            }
          />
        ))}
        {field(
          'municipality_id',
          'Municipio',
          (control) => (
            <MunicipalitySelect
              {...control}
              name="municipality_id"
              departmentId={departmentId}
              municipalities={municipalities}
              value={values.municipality_id}
              emptyLabel="Elige un municipio"
              onChange={(event) => set('municipality_id', event.target.value, 'municipality_id')}
            />
          ),
          'Dónde lo necesitas.',
        )}
      </div>

      {choices('delivery', '¿Cómo lo recibes?', DELIVERY_OPTIONS, values.delivery, (value) =>
        set('delivery', value, 'delivery'),
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'needed_by',
          '¿Para cuándo?',
          (control) => (
            <DateInput
              {...control}
              name="needed_by"
              min={today}
              value={values.needed_by}
              onChange={(isoDate) => set('needed_by', isoDate, 'needed_by')}
            />
          ),
          values.frequency === 'weekly' ? 'La primera entrega.' : undefined,
        )}
        {field(
          'max_price',
          'Precio máximo (opcional)',
          (control) => (
            <PesosInput
              {...control}
              name="max_price"
              value={values.max_price}
              maxDigits={PRICE_MAX_DIGITS}
              onChange={(digits) => set('max_price', digits, 'max_price')}
            />
          ),
          unit ? `Lo más que pagas por ${unit.abbreviation}.` : 'Lo más que pagas por unidad.',
        )}
      </div>

      {choices('frequency', '¿Cada cuánto?', FREQUENCIES, values.frequency, (value) =>
        set('frequency', value, 'frequency'),
      )}

      <NoteField
        id={fieldId('note')}
        hint="Calidad, variedad o cómo pagas."
        error={errors.note}
        maxLength={REQUESTS.noteMax}
        counter
        placeholder="Ej.: Papa gruesa, lavada. Pago contra entrega."
        value={values.note}
        onChange={(text) => set('note', text, 'note')}
      />

      <SendFormActions
        busy={submitting}
        label={'Publicar pedido'}
        busyLabel={'Publicando…'}
        onCancel={onCancel}
      />
    </form>
  );
}
