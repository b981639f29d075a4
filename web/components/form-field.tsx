import type { ReactNode } from 'react';
import { fieldErrorClass, hintClass, labelClass } from './field-styles';
import { ListLoadAlert } from './list-load-alert';

type FormFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** A list that failed to load, with a retry button. */
  loadError?: string | null;
  onRetry?: () => void;
  children: ReactNode;
  className?: string;
};

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** aria-* of an input inside <FormField>, so the hint and the error are read with it. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint && hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(' ') || undefined,
  } as const;
}

/** Label, hint, the control, and the field's error right under it. */
export function FormField({
  id,
  label,
  hint,
  error,
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
      {children}
      {error && (
        <p id={errorIdOf(id)} className={fieldErrorClass}>
          {error}
        </p>
      )}
      {loadError && <ListLoadAlert className="mt-2" message={loadError} onRetry={onRetry} />}
    </div>
  );
}
