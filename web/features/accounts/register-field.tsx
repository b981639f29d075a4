import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  fieldErrorClass,
  formAlertClass,
  hintClass,
  labelClass,
} from '../../components/field-styles';
import { errorIdOf, hintIdOf } from '../../components/form-field';

// Form controls of the registration and login screens: a visible label, an optional hint and
// the field's first error under it, the hint below the control here. The control takes its id,
// aria-invalid and aria-describedby from `fieldAria` (components/form-field), which names the
// hint and the error the same way. The looks are the app's shared field styles.

/**
 * The shared input look without its padding, height, margin and text size, for the inputs
 * that set their own (the phone with its +57 prefix, the big code input).
 */
export const bareInputClass =
  'block w-full rounded-xl border-2 border-tierra-200 bg-white text-tierra-900 ' +
  'placeholder:text-tierra-500 focus:border-campo-600 focus:outline-none focus:ring-2 ' +
  'focus:ring-campo-200 aria-invalid:border-red-600 aria-invalid:focus:ring-red-200 ' +
  'disabled:cursor-not-allowed disabled:bg-tierra-50 disabled:text-tierra-500';

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className={`${fieldErrorClass} flex items-start gap-1.5`}>
      <CircleAlert aria-hidden="true" className="size-4.5 mt-px shrink-0" />
      <span>{error}</span>
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintIdOf(id)} className={`mt-1 ${hintClass}`}>
      {hint}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. '(opcional)'. */
  labelNote?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control; the shared input styles bring its top margin. */
  children: ReactNode;
};

/** Label, control, hint and error, in that order. */
export function Field({ id, label, labelNote, hint, error, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {labelNote && <span className="font-normal text-tierra-600"> {labelNote}</span>}
      </label>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A message for the whole form, e.g. a failure that belongs to no field. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={`${formAlertClass} flex items-start gap-2.5`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
