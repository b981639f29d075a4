import { inputClass } from '../../components/field-styles';
import { FormField } from '../../components/form-field';
import type { FieldErrors } from '../../lib/form-errors';

type ContactField = 'phone' | 'whatsapp';

const PHONE_HINT = '10 dígitos, por ejemplo 3001234567.';

type ContactPhoneFieldsProps = {
  idOf: (field: ContactField) => string;
  values: Record<ContactField, string>;
  errors: FieldErrors<ContactField>;
  onChange: (field: ContactField, value: string) => void;
  disabled: boolean;
  /** Adds '(opcional)' to both labels. */
  optional?: boolean;
};

/** The Teléfono and WhatsApp inputs of a store or an organization, side by side when wide. */
export function ContactPhoneFields({
  idOf,
  values,
  errors,
  onChange,
  disabled,
  optional = false,
}: ContactPhoneFieldsProps) {
  const field = (name: ContactField, label: string) => (
    <FormField
      id={idOf(name)}
      label={optional ? `${label} (opcional)` : label}
      hint={PHONE_HINT}
      error={errors[name]}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          value={values[name]}
          disabled={disabled}
          className={inputClass}
          onChange={(event) => onChange(name, event.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid gap-5 @lg:grid-cols-2">
      {field('phone', 'Teléfono')}
      {field('whatsapp', 'WhatsApp')}
    </div>
  );
}
