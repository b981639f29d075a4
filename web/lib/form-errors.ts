import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';

// The per-field messages of a form: from the shared zod schema before sending, from a 422
// answer after. Each form lists its fields in screen order; `rename` maps a name the schema or
// the server uses to the form's own (e.g. municipality_id → municipalite_id).

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Rename<F extends string> = Partial<Record<string, F>>;

const fieldOf = <F extends string>(key: string, fields: readonly F[], rename: Rename<F>) =>
  rename[key] ?? (fields.includes(key as F) ? (key as F) : undefined);

/** The first message per field of a failed schema check, for the fields the form shows. */
export function issueErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  rename: Rename<F> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''), fields, rename);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The per-field messages of a 422 answer, for the fields the form shows. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  rename: Rename<F> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fieldOf(key, fields, rename);
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}

/** Moves the focus to the first field, in screen order, that has a message. */
export function focusFirstError<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
  idOf: (field: F) => string,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/**
 * A form's per-field messages and its alert. `fail` shows both and moves the focus to the first
 * field with a message; `clear` hides them before sending again.
 */
export function useFormErrors<F extends string>(order: readonly F[], idOf: (field: F) => string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fail = (next: FieldErrors<F>, message: string) => {
    setErrors(next);
    setFormError(message);
    focusFirstError(next, order, idOf);
  };
  const clear = () => {
    setErrors({});
    setFormError(null);
  };
  return { errors, setErrors, formError, setFormError, fail, clear };
}
