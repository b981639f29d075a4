import { LoaderCircle, Save, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Organization } from '../../../../domain/api/organizations';
import {
  ORGANIZATION_KINDS,
  ORGANIZATION_LIMITS,
  ORGANIZATION_MESSAGES,
  organizationInputSchema,
} from '../../../../domain/organizations/organization';
import { buttonClass } from '../../../components/button-styles';
import { inputClass } from '../../../components/field-styles';
import { FormAlert, FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { issueErrors, useFormErrors, type FieldErrors } from '../../../lib/form-errors';
import { CHECK_FIELDS_MESSAGE, formFailure } from '../admin-errors';
import { ContactPhoneFields } from '../contact-phone-fields';
import { PlaceFields } from '../place-fields';
import type { OrganizationValues } from '../api/save-organization';

type Values = {
  name: string;
  kind: string;
  department_id: string;
  municipality_id: string;
  description: string;
  products: string;
  phone: string;
  whatsapp: string;
};
const FIELDS = [
  'name',
  'kind',
  'department_id',
  'municipality_id',
  'description',
  'products',
  'phone',
  'whatsapp',
] as const satisfies readonly (keyof Values)[];
type Field = (typeof FIELDS)[number];

const PRODUCTS_HINT = 'Lo que acopian o venden sus asociados, p. ej.: café, cacao, plátano.';

const valuesOf = (organization: Organization | undefined): Values => ({
  name: organization?.name ?? '',
  kind: organization?.kind ?? '',
  department_id: organization ? String(organization.department_id) : '',
  municipality_id: organization ? String(organization.municipality_id) : '',
  description: organization?.description ?? '',
  products: organization?.products ?? '',
  phone: organization?.phone ?? '',
  whatsapp: organization?.whatsapp ?? '',
});

type OrganizationFormProps = {
  organization?: Organization;
  pending: boolean;
  onSave: (values: OrganizationValues) => Promise<void>;
  onCancel: () => void;
};

/** Create or edit an organization of the directory. */
export function OrganizationForm({
  organization,
  pending,
  onSave,
  onCancel,
}: OrganizationFormProps) {
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;

  const [values, setValues] = useState<Values>(() => valuesOf(organization));
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(FIELDS, idOf);

  const change = (field: Field, value: string) => {
    setValues((current) =>
      field === 'department_id'
        ? { ...current, department_id: value, municipality_id: '' }
        : { ...current, [field]: value },
    );
    setErrors((current) => {
      const next: FieldErrors<Field> = { ...current, [field]: undefined };
      if (field === 'department_id') next.municipality_id = undefined;
      // One contact is enough: typing either clears the "at least one" message.
      if (field === 'whatsapp' && current.phone === ORGANIZATION_MESSAGES.contactRequired) {
        next.phone = undefined;
      }
      return next;
    });
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = organizationInputSchema.safeParse(values);
    if (!parsed.success) {
      const next = issueErrors(parsed.error.issues, FIELDS);
      // The schema only checks the contacts once every other field is right; say it now.
      if (!values.phone.trim() && !values.whatsapp.trim() && !next.phone) {
        next.phone = ORGANIZATION_MESSAGES.contactRequired;
      }
      fail(next, CHECK_FIELDS_MESSAGE);
      return;
    }
    clear();
    onSave(parsed.data).catch((error: unknown) => {
      const failure = formFailure(error, FIELDS, 'No se pudo guardar la organización.');
      fail(failure.errors, failure.message);
    });
  };

  const title = organization ? `Editar ${organization.name}` : 'Nueva organización';
  const text = (field: Field) => ({
    value: values[field],
    disabled: pending,
    className: inputClass,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="@container flex flex-col gap-5 rounded-3xl border-2 border-campo-200 bg-white p-5 sm:p-6"
    >
      <h2 className="text-lg font-bold text-campo-900">{title}</h2>
      <FormAlert message={formError} />

      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField id={idOf('name')} label="Nombre" error={errors.name}>
          {(control) => (
            <input
              {...text('name')}
              type="text"
              autoComplete="off"
              maxLength={ORGANIZATION_LIMITS.nameMax}
              placeholder="Ej.: Asociación de Cacaoteros de San Vicente"
              {...control}
            />
          )}
        </FormField>
        <FormField id={idOf('kind')} label="Tipo de organización" error={errors.kind}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.kind}
              disabled={pending}
              onChange={(event) => change('kind', event.target.value)}
            >
              <option value="">Elige el tipo</option>
              {ORGANIZATION_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <PlaceFields
        idOf={idOf}
        departmentId={values.department_id}
        municipalityId={values.municipality_id}
        onDepartment={(value) => change('department_id', value)}
        onMunicipality={(value) => change('municipality_id', value)}
        departmentError={errors.department_id}
        municipalityError={errors.municipality_id}
        disabled={pending}
      />

      <FormField id={idOf('description')} label="Descripción (opcional)" error={errors.description}>
        {(control) => (
          <textarea
            {...text('description')}
            rows={3}
            maxLength={ORGANIZATION_LIMITS.descriptionMax}
            {...control}
          />
        )}
      </FormField>

      <FormField
        id={idOf('products')}
        label="Productos (opcional)"
        hint={PRODUCTS_HINT}
        error={errors.products}
      >
        {(control) => (
          <input
            {...text('products')}
            type="text"
            autoComplete="off"
            maxLength={ORGANIZATION_LIMITS.productsMax}
            {...control}
          />
        )}
      </FormField>

      <ContactPhoneFields
        idOf={idOf}
        values={values}
        errors={errors}
        onChange={change}
        disabled={pending}
      />
      <p className="-mt-3 text-sm text-tierra-600">Escribe al menos uno de los dos.</p>

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
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {pending ? 'Guardando…' : organization ? 'Guardar cambios' : 'Crear organización'}
        </button>
      </div>
    </form>
  );
}
