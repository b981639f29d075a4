import { z } from 'zod';
import { RATING } from '../limits';
import { REVIEW_BODY_MAX, REVIEW_MESSAGES } from './review';

// What a review must be, checked in the browser and on the server. Apart from review.ts so that
// the product screen loads zod only when someone sends a review.

const m = REVIEW_MESSAGES;

/** POST /products/{id}/rating */
export const reviewInputSchema = z.object({
  voto: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: m.votoNumeric })
      .refine((v) => Number.isFinite(v), m.votoNumeric)
      .refine(
        (v) => v >= RATING.min && v <= RATING.max && Number.isInteger(v / RATING.step),
        m.votoRange,
      ),
  ),
  body: z
    .string({ error: m.bodyRequired })
    .trim()
    .min(1, { error: m.bodyRequired, abort: true })
    .max(REVIEW_BODY_MAX, m.bodyTooLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
