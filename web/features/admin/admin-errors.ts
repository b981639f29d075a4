import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';

/** Shown above a form whose fields have problems (the fields say which). */
export const CHECK_FIELDS_MESSAGE = 'Revisa los campos marcados.';

/** The server refuses every admin call of a non-admin with 403. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

/** The server's Spanish message (already made safe by the API client), or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== GENERIC_ERROR_MESSAGE) {
    return error.message;
  }
  return fallback;
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
