import { z } from 'zod';
import { RATING } from '../limits';
import { REVIEW_MESSAGES, reviewBodyProblem } from './review';

// What a review must be, as the server checks it. Apart from review.ts so that the product
// screen does not load zod: its form checks the text with reviewBodyProblem, the rule used here.

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
    .superRefine((text, ctx) => {
      const problem = reviewBodyProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
