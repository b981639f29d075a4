import { z } from 'zod';

// Form fields arrive as strings (HTML forms, form-encoded and multipart bodies) or as JSON
// values. These preprocessors let one schema read both.

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The largest id a row can have: every id column is a PostgreSQL `integer` (serial). A bigger
 * number names no row, and the database would refuse it in a query (a 500 instead of a 404).
 */
export const MAX_ID = 2_147_483_647;

const INVALID_ID = 'El identificador no es válido.';

/**
 * The one schema for an id, in a path, a query or a body: a whole number from 1 to MAX_ID,
 * given as a number or as digits. One message for every way it can be wrong.
 */
export const positiveId = (message: string = INVALID_ID) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An optional positive id: '', null and undefined mean "not given". */
export const optionalId = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  positiveId().optional(),
);

/** A filter by id where '' and 0 (the "all" choice of a select) mean "no filter". */
export const optionalFilterId = z.preprocess(
  (value) => (isBlank(value) || value === '0' || value === 0 ? undefined : value),
  positiveId().optional(),
);

/** A required positive id with one Spanish message for missing or invalid. */
export const requiredId = (message: string) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), positiveId(message));

/** Optional free text: trimmed, and '' or null become undefined. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z.string().max(max, tooLong).optional(),
  );

/** A checkbox: true, 'true', '1', 'on' and 'yes' mean ticked. */
export const checkbox = z.preprocess(
  (value) => value === true || ['true', '1', 'on', 'yes'].includes(String(value)),
  z.boolean(),
);

/** An optional 10-digit phone; '+57 300 123 4567' and '300 123 4567' both read as 3001234567. */
export const optionalPhone = (message: string) =>
  z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      const digits = String(value).replace(/\D/g, '');
      return digits.length === 12 && digits.startsWith('57') ? digits.slice(2) : digits;
    },
    z
      .string()
      .regex(/^\d{10}$/, message)
      .optional(),
  );

/** Required free text, trimmed, with Spanish messages for missing and too long. */
export const requiredText = (max: number, messages: { required: string; tooLong: string }) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: messages.required })
      .min(1, { error: messages.required, abort: true })
      .max(max, messages.tooLong),
  );
