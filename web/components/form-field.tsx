import type { ReactNode } from 'react';
import { fieldErrorClass, formAlertClass, hintClass, labelClass } from './field-styles';
import { ListLoadAlert } from './list-load-alert';

// The one way a form control is tied to its texts: the hint is `<id>-hint`, the error
// `<id>-error`, and the control gets them through `fieldAria` (or the render prop of
// <FormField>, which calls it), so a screen reader reads both with the control and no form
// writes aria-describedby by hand (eslint keeps it so outside web/components).

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

type Descriptions = {
  /** Anything truthy: the control has a hint shown as `<id>-hint`. */
  hint?: unknown;
  /** The field's message, shown as `<id>-error`. */
  error?: string | null;
  /** Further texts, read after the hint and before the error, e.g. a character counter. */
  also?: readonly (string | false | null | undefined)[];
};

const descriptionIds = (id: string, { hint, error, also = [] }: Descriptions) =>
  [hint ? hintIdOf(id) : '', ...also, error ? errorIdOf(id) : ''].filter(Boolean).join(' ') ||
  undefined;

/** id, aria-invalid and aria-describedby of a form control (input, select, textarea). */
export function fieldAria(id: string, descriptions: Descriptions = {}) {
  return {
    id,
    'aria-invalid': descriptions.error ? true : undefined,
    'aria-describedby': descriptionIds(id, descriptions),
  } as const;
}

export type FieldAria = ReturnType<typeof fieldAria>;

/** aria-describedby alone, for what is not itself invalid: a fieldset, a role="group", a button. */
export function descriptionAria(id: string, descriptions: Descriptions) {
  return { 'aria-describedby': descriptionIds(id, descriptions) } as const;
}

type FormFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Ids of further texts that describe the control, read between the hint and the error. */
  also?: Descriptions['also'];
  /** A list that failed to load, with a retry button. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The control: a render prop gets its id, aria-invalid and aria-describedby. */
  children: ReactNode | ((control: FieldAria) => ReactNode);
  className?: string;
};

/** Label, hint, the control, and the field's error right under it. */
export function FormField({
  id,
  label,
  hint,
  error,
  also,
  loadError,
  onRetry,
  children,
  className,
}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className={hintClass}>
          {hint}
        </p>
      )}
      {typeof children === 'function' ? children(fieldAria(id, { hint, error, also })) : children}
      {error && (
        <p id={errorIdOf(id)} className={fieldErrorClass}>
          {error}
        </p>
      )}
      {loadError && <ListLoadAlert className="mt-2" message={loadError} onRetry={onRetry} />}
    </div>
  );
}

/**
 * A form's field maker: its ids and messages given once, then each field by name, label, control
 * and hint, in a grid cell that lets long words wrap (`min-w-0`).
 */
export function fieldsOf<F extends string>(
  fieldId: (field: F) => string,
  errors: Partial<Record<F, string>>,
) {
  return (name: F, label: string, control: (aria: FieldAria) => ReactNode, hint?: string) => (
    <FormField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={errors[name]}
      className="min-w-0"
    >
      {control}
    </FormField>
  );
}

/** What stopped the whole form ('Revisa los campos marcados.'), read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={formAlertClass}>
      {message}
    </p>
  ) : null;
}
