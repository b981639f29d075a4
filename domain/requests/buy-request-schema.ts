import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { requiredId } from '../form-values';
import { UNIT_WEIGHT_KG } from '../prices/comparable-unit';
import { LISTING_MESSAGES } from '../listings/listing';
import {
  CLOSE_REASONS,
  DELIVERY_OPTIONS,
  FREQUENCIES,
  MAX_GROWN_PRODUCTS,
  REQUEST_MESSAGES,
  REQUESTS,
  type CloseReason,
  type Delivery,
  type Frequency,
} from './buy-request';

// The forms of Pedidos: posting a request, answering one, closing it, what a seller grows.

const m = REQUEST_MESSAGES;
const blank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/** A whole number above zero, given as a number or digits. */
export const positiveQuantity = (messages: { required: string; tooHigh: string }) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z.coerce
      .number({ error: messages.required })
      .int(m.quantityPositive)
      .positive(m.quantityPositive)
      .max(REQUESTS.maxQuantity, messages.tooHigh),
  );

/** An optional amount in pesos; '' and null mean none. */
export const optionalPesos = (messages: { invalid: string; tooHigh: string }) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z.coerce
      .number({ error: messages.invalid })
      .int(messages.invalid)
      .positive(messages.invalid)
      .max(REQUESTS.maxPrice, messages.tooHigh)
      .optional(),
  );

/** A calendar day, YYYY-MM-DD (not in the past: the service checks against Bogotá's today). */
export const calendarDay = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isCalendarDate, messages.invalid);

export const unitWeightKg = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.coerce
    .number({ error: LISTING_MESSAGES.unitWeightRange })
    .min(UNIT_WEIGHT_KG.min, LISTING_MESSAGES.unitWeightRange)
    .max(UNIT_WEIGHT_KG.max, LISTING_MESSAGES.unitWeightRange)
    .optional(),
);

export const shortNote = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z.string().max(max, tooLong).optional(),
  );

const values = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]];

/** POST /buy-requests. */
export const buyRequestInputSchema = z.object({
  product_id: requiredId(m.productRequired),
  quantity: positiveQuantity({ required: m.quantityRequired, tooHigh: m.quantityTooHigh }),
  size_id: requiredId(m.sizeRequired),
  unit_weight_kg: unitWeightKg,
  municipality_id: requiredId(m.municipalityRequired),
  delivery: z.enum(values<Delivery>(DELIVERY_OPTIONS), { error: m.deliveryRequired }),
  needed_by: calendarDay({ required: m.neededByRequired, invalid: m.neededByInvalid }),
  frequency: z.enum(values<Frequency>(FREQUENCIES), { error: m.frequencyRequired }),
  max_price: optionalPesos({ invalid: m.maxPriceInvalid, tooHigh: m.maxPriceTooHigh }),
  note: shortNote(REQUESTS.noteMax, m.noteTooLong),
});
export type BuyRequestInput = z.output<typeof buyRequestInputSchema>;

/** POST /buy-requests/{id}/close. */
export const closeRequestSchema = z.object({
  reason: z.enum(values<CloseReason>(CLOSE_REASONS), { error: m.closeReasonRequired }),
});

/**
 * PUT /buy-requests/{id}/answers/mine: one of the seller's listings, or a short offer (price,
 * quantity, date). Saying it again replaces the seller's answer.
 */
export const requestAnswerInputSchema = z.object({
  listing_id: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    requiredId(m.answerListingNotYours).optional(),
  ),
  price: optionalPesos({ invalid: m.maxPriceInvalid, tooHigh: m.maxPriceTooHigh }),
  quantity: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    positiveQuantity({ required: m.quantityRequired, tooHigh: m.quantityTooHigh }).optional(),
  ),
  available_on: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    calendarDay({ required: m.neededByRequired, invalid: m.neededByInvalid }).optional(),
  ),
});
export type RequestAnswerInput = z.output<typeof requestAnswerInputSchema>;

/** PUT /me/grown-products: the whole list, replaced. */
export const grownProductsInputSchema = z.object({
  product_ids: z
    .array(requiredId(m.unknownProduct), { error: m.unknownProduct })
    .max(MAX_GROWN_PRODUCTS, m.grownTooMany),
});
