import { ChevronDown, CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

// Form controls of the registration and login screens: a visible label, an optional hint and
// the field's first error under it, tied to the input with aria-describedby.

export const inputClass =
  'block min-h-tap w-full rounded-xl border-2 border-tierra-200 bg-white px-4 py-2.5 text-lg ' +
  'text-tierra-900 placeholder:text-tierra-500 transition-colors hover:border-tierra-300 ' +
  'focus:border-campo-600 focus:outline-none disabled:cursor-not-allowed disabled:bg-tierra-50 ' +
  'disabled:text-tierra-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

/** A native select (the phone's own picker) with our chevron. */
export function SelectControl(props: ComponentProps<'select'>) {
  const { className = '', ...rest } = props;
  return (
    <div className="relative">
      <select {...rest} className={`${inputClass} appearance-none pr-11 ${className}`} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3.5 top-1/2 size-5 -translate-y-1/2 text-tierra-700"
      />
    </div>
  );
}

export const labelClass = 'block font-semibold text-tierra-900';

/** id, aria-invalid and aria-describedby for the input of a field. */
export function fieldAria(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 font-medium text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-tierra-600">
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
      <div className="mt-1.5">{children}</div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A message for the whole form, e.g. a failure that belongs to no field. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
