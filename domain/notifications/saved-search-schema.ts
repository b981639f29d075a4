import { z } from 'zod';
import { positiveId } from '../form-values';
import { SEARCH } from '../limits';
import { MAX_PRICE } from '../listings/listing';
import { SAVED_SEARCH_MESSAGES as m } from './notification-messages';

// A saved search takes the catalogue's own parameters (GET /products: q, category,
// department_id, municipality_id, near, radius_km, max_price), so the web app saves the search
// on screen as it is in the URL.

const blankToUndefined = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === 0 ||
  value === '0' ||
  (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

const optionalPlace = (message: string) =>
  z.preprocess(blankToUndefined, positiveId(message).optional());

export const savedSearchInputSchema = z
  .object({
    q: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ error: m.wordsTooShort })
        .trim()
        .min(SEARCH.minLength, m.wordsTooShort)
        .max(SEARCH.maxLength, m.wordsTooLong)
        .optional(),
    ),
    category: optionalPlace(m.unknownCategory),
    department_id: optionalPlace(m.unknownDepartment),
    municipality_id: optionalPlace(m.unknownMunicipality),
    near: optionalPlace(m.unknownMunicipality),
    radius_km: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: m.radius })
        .refine((value) => (SEARCH.radiiKm as readonly number[]).includes(value), m.radius)
        .optional(),
    ),
    max_price: z.preprocess(
      (value) => {
        const blank = blankToUndefined(value);
        return typeof blank === 'string' && /^\d+$/.test(blank.trim()) ? Number(blank) : blank;
      },
      z
        .number({ error: m.maxPrice })
        .int(m.maxPrice)
        .positive(m.maxPrice)
        .max(MAX_PRICE, m.maxPrice)
        .optional(),
    ),
  })
  .superRefine((value, context) => {
    if (value.near !== undefined && value.radius_km === undefined) {
      context.addIssue({ code: 'custom', path: ['radius_km'], message: m.nearNeedsRadius });
    }
    if (value.radius_km !== undefined && value.near === undefined) {
      context.addIssue({ code: 'custom', path: ['near'], message: m.radiusNeedsNear });
    }
    const hasCriterion =
      value.q !== undefined ||
      value.category !== undefined ||
      value.department_id !== undefined ||
      value.municipality_id !== undefined ||
      value.near !== undefined;
    if (!hasCriterion) context.addIssue({ code: 'custom', path: ['q'], message: m.nothingToSave });
  });

export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchCriteria = z.output<typeof savedSearchInputSchema>;
