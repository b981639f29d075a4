import { useEffect, useRef, useState } from 'react';
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

// A field's id may name a group rather than a control (a fieldset of radios, the photo picker):
// the focus then goes to its chosen radio, or else its first control, or else the group itself.
const CONTROL = 'input, select, textarea, button';
const CONTROL_INSIDE =
  'input:not([readonly]):not([hidden]):not([type="hidden"]), select, textarea, button';

function focusTarget(element: HTMLElement): HTMLElement {
  if (element.matches(CONTROL)) return element;
  return (
    element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    element.querySelector<HTMLElement>(CONTROL_INSIDE) ??
    element
  );
}

/** Moves the focus to the first field, in screen order, that has a message and is on screen. */
export function focusFirstError<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
  idOf: (field: F) => string,
): void {
  for (const field of order) {
    const element = errors[field] ? document.getElementById(idOf(field)) : null;
    if (element) {
      focusTarget(element).focus();
      return;
    }
  }
}

/**
 * A form's per-field messages and its alert. `fail` shows both (a null message: the fields'
 * messages alone) and, once they are drawn, moves the focus to the first field with a message,
 * so a field that shows only then (another step, a company's fields) gets it too; `clear` hides
 * them before sending again.
 */
export function useFormErrors<F extends string>(order: readonly F[], idOf: (field: F) => string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusPending = useRef<FieldErrors<F> | null>(null);
  useEffect(() => {
    // Only the effect of the render that draws these messages: Preact (decision 027) may run an
    // earlier render's effects after `fail`, just before this render, when the fields are not
    // drawn yet (the answer came back within a frame).
    const pending = focusPending.current;
    if (!pending || pending !== errors) return;
    focusPending.current = null;
    focusFirstError(pending, order, idOf);
  });
  const fail = (next: FieldErrors<F>, message: string | null) => {
    setErrors(next);
    setFormError(message);
    focusPending.current = next;
  };
  const clear = () => {
    setErrors({});
    setFormError(null);
  };
  return { errors, setErrors, formError, setFormError, fail, clear };
}
