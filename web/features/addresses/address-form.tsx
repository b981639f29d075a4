import { LoaderCircle, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { ADDRESS_MESSAGES, addressInputSchema } from '../../../domain/addresses/address';
import type { Address } from '../../../domain/addresses/address';
import { buttonClass } from '../../components/button-styles';
import { hintClass, inputClass } from '../../components/field-styles';
import { fieldAria, FormAlert, FormField, hintIdOf } from '../../components/form-field';
import { DepartmentSelect, MunicipalitySelect } from '../../components/place-selects';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import { issueErrors, serverFieldErrors, useFormErrors } from '../../lib/form-errors';
import type { FieldErrors } from '../../lib/form-errors';
import { useCreateAddress } from './api/create-address';
import { useUpdateAddress } from './api/update-address';
import { useDepartments, useMunicipalities } from '../../lib/locations';

/** docs/product.md §4 "Address creation status". */
export type AddressFormStatus = 'idle' | 'loading' | 'submitting' | 'success' | 'error';

type Values = {
  department_id: string;
  municipalite_id: string;
  name: string;
  address: string;
  vereda: string;
};
type FieldName = keyof Values;

const EMPTY: Values = { department_id: '', municipalite_id: '', name: '', address: '', vereda: '' };
const FIELD_ORDER: readonly FieldName[] = [
  'department_id',
  'municipalite_id',
  'name',
  'address',
  'vereda',
];
const HINTS: Partial<Record<FieldName, string>> = {
  name: 'Un nombre para reconocerla, como el de tu finca.',
};
// Lengths the server accepts (addressInputSchema); the inputs stop there.
const MAX_LENGTH = { name: 80, address: 200, vereda: 120 } as const;

/** The server and the schema may name the municipality either way (docs/product.md §7). */
const RENAME = { municipality_id: 'municipalite_id' } as const;

type AddressFormProps = {
  /** Called with the saved address, e.g. to select it in the create-product screen. */
  onCreated?: (address: Address) => void;
  submitLabel?: string;
  /** An address to edit (PUT /address/{id}) instead of a new one. */
  editing?: Address;
};

const valuesOf = (address: Address): Values => ({
  department_id: String(address.department_id),
  municipalite_id: String(address.municipality_id),
  name: address.name,
  address: address.address,
  vereda: address.vereda ?? '',
});

/**
 * Creates a saved address: department → municipality (loaded for the department, reset when it
 * changes), name, full address and an optional vereda. Used on /cuenta/direcciones and, in a
 * dialog, from the create-product screen.
 */
export function AddressForm({
  onCreated,
  submitLabel = 'Guardar dirección',
  editing,
}: AddressFormProps) {
  const id = useId();
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const privateId = `${id}-address_private`;

  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  // 'Mostrar solo vereda y municipio' (decision 020): off, buyers see the address text too.
  const [addressPrivate, setAddressPrivate] = useState(editing?.address_private ?? false);
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    FIELD_ORDER,
    fieldId,
  );

  const departments = useDepartments();
  const departmentId = values.department_id ? Number(values.department_id) : null;
  const municipalities = useMunicipalities(departmentId);
  const created = useCreateAddress();
  const updated = useUpdateAddress();
  const creation = editing ? updated : created;

  const status: AddressFormStatus = creation.isPending
    ? 'submitting'
    : departments.isPending
      ? 'loading'
      : formError
        ? 'error'
        : creation.isSuccess
          ? 'success'
          : 'idle';
  const submitting = status === 'submitting';

  const change = (field: FieldName, value: string) => {
    setValues((current) =>
      field === 'department_id'
        ? { ...current, department_id: value, municipalite_id: '' }
        : { ...current, [field]: value },
    );
    setErrors((current) => {
      const next: FieldErrors<FieldName> = { ...current, [field]: undefined };
      if (field === 'department_id') next.municipalite_id = undefined;
      return next;
    });
    setFormError(null);
    if (creation.isSuccess || creation.isError) creation.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;

    const parsed = addressInputSchema.safeParse({ ...values, address_private: addressPrivate });
    if (!parsed.success) {
      fail(issueErrors(parsed.error.issues, FIELD_ORDER, RENAME), ADDRESS_MESSAGES.missingFields);
      return;
    }

    clear();
    const onSuccess = (address: Address) => {
      if (!editing) {
        setValues(EMPTY);
        setAddressPrivate(false);
      }
      toast.success(editing ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.created);
      onCreated?.(address);
    };
    const onError = (error: Error) => {
      const next = serverFieldErrors(error, FIELD_ORDER, RENAME);
      const message =
        error instanceof ApiError && error.status === 0
          ? OFFLINE_MESSAGE
          : error instanceof ApiError && error.status === 422 && Object.keys(next).length
            ? ADDRESS_MESSAGES.missingFields
            : editing
              ? ADDRESS_MESSAGES.updateFailed
              : ADDRESS_MESSAGES.createFailed;
      fail(next, message);
    };
    if (editing) {
      updated.mutate({ ...parsed.data, id: editing.id }, { onSuccess, onError });
      return;
    }
    created.mutate(parsed.data, {
      onSuccess,
      onError,
    });
  };

  const fieldProps = (field: FieldName) => ({
    name: field,
    value: values[field],
    disabled: submitting,
  });

  return (
    <form noValidate onSubmit={submit} data-status={status} className="flex flex-col gap-5">
      <FormAlert message={formError} />

      <FormField
        id={fieldId('department_id')}
        label="Departamento"
        error={errors.department_id}
        loadError={departments.isError ? ADDRESS_MESSAGES.departmentsFailed : null}
        onRetry={() => void departments.refetch()}
      >
        {(control) => (
          <DepartmentSelect
            {...control}
            {...fieldProps('department_id')}
            departments={departments}
            emptyLabel="Elige un departamento"
            onChange={(event) => change('department_id', event.target.value)}
          />
        )}
      </FormField>

      <FormField
        id={fieldId('municipalite_id')}
        label="Municipio"
        error={errors.municipalite_id}
        loadError={municipalities.isError ? ADDRESS_MESSAGES.municipalitiesFailed : null}
        onRetry={() => void municipalities.refetch()}
      >
        {(control) => (
          <MunicipalitySelect
            {...control}
            {...fieldProps('municipalite_id')}
            departmentId={departmentId}
            municipalities={municipalities}
            emptyLabel="Elige un municipio"
            onChange={(event) => change('municipalite_id', event.target.value)}
          />
        )}
      </FormField>

      <FormField
        id={fieldId('name')}
        label="Nombre de la dirección"
        hint={HINTS.name}
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            {...fieldProps('name')}
            type="text"
            autoComplete="off"
            maxLength={MAX_LENGTH.name}
            placeholder="Ej.: Finca La Esperanza"
            className={inputClass}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>

      <FormField id={fieldId('address')} label="Dirección completa" error={errors.address}>
        {(control) => (
          <input
            {...control}
            {...fieldProps('address')}
            type="text"
            autoComplete="street-address"
            maxLength={MAX_LENGTH.address}
            placeholder="Ej.: Km 4 vía Silvania"
            className={inputClass}
            onChange={(event) => change('address', event.target.value)}
          />
        )}
      </FormField>

      <FormField id={fieldId('vereda')} label="Vereda (opcional)" error={errors.vereda}>
        {(control) => (
          <input
            {...control}
            {...fieldProps('vereda')}
            type="text"
            autoComplete="off"
            maxLength={MAX_LENGTH.vereda}
            placeholder="Ej.: El Carmen"
            className={inputClass}
            onChange={(event) => change('vereda', event.target.value)}
          />
        )}
      </FormField>

      <div>
        <label
          htmlFor={privateId}
          className="flex min-h-tap cursor-pointer items-center gap-3 rounded-xl border-2 border-tierra-200 bg-white px-3.5 py-2.5 font-semibold text-tierra-900"
        >
          <input
            {...fieldAria(privateId, { hint: true })}
            name="address_private"
            type="checkbox"
            checked={addressPrivate}
            disabled={submitting}
            className="size-6 shrink-0 accent-campo-700"
            onChange={(event) => {
              setAddressPrivate(event.target.checked);
              if (creation.isSuccess || creation.isError) creation.reset();
            }}
          />
          Mostrar solo vereda y municipio
        </label>
        <p id={hintIdOf(privateId)} className={hintClass}>
          {addressPrivate
            ? 'Los compradores verán la vereda, el municipio y el departamento. La dirección completa solo la ves tú.'
            : 'Los compradores con sesión verán la dirección completa, la vereda, el municipio y el departamento.'}
        </p>
      </div>

      <button
        type="submit"
        className={buttonClass('primary', 'min-h-13 w-full text-lg')}
        disabled={submitting}
      >
        {submitting ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Plus aria-hidden="true" className="size-5" />
        )}
        {submitting ? 'Guardando…' : submitLabel}
      </button>
    </form>
  );
}
