import { LoaderCircle, Save } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { STORE_KINDS, STORE_LIMITS } from '../../../../domain/stores/store';
import { storeInputSchema } from '../../../../domain/stores/store-schemas';
import { buttonClass } from '../../../components/button-styles';
import { inputClass } from '../../../components/field-styles';
import { FormAlert, FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { issueErrors, useFormErrors } from '../../../lib/form-errors';
import { CHECK_FIELDS_MESSAGE, formFailure } from '../admin-errors';
import { ContactPhoneFields } from '../contact-phone-fields';
import { PLACE_MESSAGES, PlaceFields } from '../place-fields';
import type { StoreValues } from '../api/store-body';
import { STORE_FIELDS } from './store-values';
import type { StoreField, StoreFormValues } from './store-values';

const DESCRIPTION_HINT = 'Qué vende, horarios, formas de pago…';

type StoreFormProps = {
  initial: StoreFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Saves; resolves with the values as the server stored them (phones normalised…). */
  onSave: (values: StoreValues) => Promise<StoreFormValues | void>;
  failedMessage: string;
};

/** Name, kind, description, address, place and contacts of a store (create and edit). */
export function StoreForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
  failedMessage,
}: StoreFormProps) {
  const formId = useId();
  const idOf = (field: StoreField) => `${formId}-${field}`;

  const [values, setValues] = useState<StoreFormValues>(initial);
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    STORE_FIELDS,
    idOf,
  );

  const change = (field: StoreField, value: string) => {
    setValues((current) =>
      field === 'department_id'
        ? { ...current, department_id: value, municipality_id: '' }
        : { ...current, [field]: value },
    );
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'department_id' ? { municipality_id: undefined } : {}),
    }));
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;

    const parsed = storeInputSchema.safeParse(values);
    const next = parsed.success ? {} : issueErrors(parsed.error.issues, STORE_FIELDS);
    if (values.department_id && !values.municipality_id && !next.municipality_id) {
      next.municipality_id = PLACE_MESSAGES.municipalityMissing;
    }
    if (!parsed.success || Object.keys(next).length > 0) {
      fail(next, CHECK_FIELDS_MESSAGE);
      return;
    }

    clear();
    onSave(parsed.data).then(
      (saved) => {
        if (saved) setValues(saved);
      },
      (error: unknown) => {
        const failure = formFailure(error, STORE_FIELDS, failedMessage);
        fail(failure.errors, failure.message);
      },
    );
  };

  const text = (field: StoreField) => ({
    name: field,
    value: values[field],
    disabled: pending,
    className: inputClass,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form noValidate onSubmit={submit} className="@container flex flex-col gap-5">
      <FormAlert message={formError} />

      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField id={idOf('name')} label="Nombre de la tienda" error={errors.name}>
          {(control) => (
            <input
              {...text('name')}
              type="text"
              autoComplete="off"
              maxLength={STORE_LIMITS.nameMax}
              placeholder="Ej.: Agroinsumos El Surco"
              {...control}
            />
          )}
        </FormField>

        <FormField id={idOf('kind')} label="Tipo de tienda" error={errors.kind}>
          {(control) => (
            <NativeSelect
              {...control}
              name="kind"
              value={values.kind}
              disabled={pending}
              onChange={(event) => change('kind', event.target.value)}
            >
              <option value="">Elige el tipo</option>
              {STORE_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <FormField
        id={idOf('description')}
        label="Descripción (opcional)"
        hint={DESCRIPTION_HINT}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...text('description')}
            rows={4}
            maxLength={STORE_LIMITS.descriptionMax}
            {...control}
          />
        )}
      </FormField>

      <FormField id={idOf('address')} label="Dirección (opcional)" error={errors.address}>
        {(control) => (
          <input
            {...text('address')}
            type="text"
            autoComplete="off"
            maxLength={STORE_LIMITS.addressMax}
            placeholder="Ej.: Calle 5 # 8-20, frente a la plaza"
            {...control}
          />
        )}
      </FormField>

      <PlaceFields
        idOf={idOf}
        optional
        departmentId={values.department_id}
        municipalityId={values.municipality_id}
        onDepartment={(value) => change('department_id', value)}
        onMunicipality={(value) => change('municipality_id', value)}
        departmentError={errors.department_id}
        municipalityError={errors.municipality_id}
        disabled={pending}
      />

      <ContactPhoneFields
        idOf={idOf}
        values={values}
        errors={errors}
        onChange={change}
        disabled={pending}
        optional
      />

      <button
        type="submit"
        className={buttonClass('primary', 'w-full sm:w-auto sm:self-start')}
        disabled={pending}
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
