import type { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors';
import { ApiError } from '../../lib/api-client';

/** Shown above a form whose fields have problems (the fields say which). */
export const CHECK_FIELDS_MESSAGE = 'Revisa los campos marcados.';

/** The server refuses every admin call of a non-admin with 403. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

/** Client errors are final: asking again gives the same answer. */
export const adminRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

/** The server's Spanish message (already made safe by the API client), or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== GENERIC_ERROR_MESSAGE) {
    return error.message;
  }
  return fallback;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a failed schema check, for the fields the form shows. */
export function issueErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = rename[key] ?? (fields.includes(key as F) ? (key as F) : undefined);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The per-field messages of a 422 answer, for the fields the form shows. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = rename[key] ?? (fields.includes(key as F) ? (key as F) : undefined);
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}

/** After a failed save: the form's alert, and focus on the first field with a problem. */
export function formFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  rename: Partial<Record<string, F>> = {},
): { errors: FieldErrors<F>; message: string } {
  const errors = serverFieldErrors(error, fields, rename);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const message =
    error instanceof ApiError && error.status === 422 && hasFieldErrors
      ? CHECK_FIELDS_MESSAGE
      : failureMessage(error, fallback);
  return { errors, message };
}

export function focusFirstError<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
  idOf: (field: F) => string,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
