import { z } from 'zod';
import { optionalId, optionalPhone, optionalText, requiredText } from '../form-values';
import { priceSchema } from '../listings/listing-schemas';
import { STORE_FORM_MESSAGES, STORE_KIND_VALUES, STORE_LIMITS } from './store';

// What the admin store forms and calls accept (server-checked). Apart from store.ts so that
// the store screens buyers see do not load zod.

const m = STORE_FORM_MESSAGES;

export const storeInputSchema = z.object({
  name: requiredText(STORE_LIMITS.nameMax, { required: m.nameRequired, tooLong: m.nameTooLong }),
  kind: z.enum(STORE_KIND_VALUES, { error: m.kindRequired }),
  description: optionalText(STORE_LIMITS.descriptionMax, m.descriptionTooLong),
  address: optionalText(STORE_LIMITS.addressMax, m.addressTooLong),
  municipality_id: optionalId,
  phone: optionalPhone(m.phoneInvalid),
  whatsapp: optionalPhone(m.phoneInvalid),
});

export const storeTagInputSchema = z.object({
  name: requiredText(STORE_LIMITS.tagMax, { required: m.tagRequired, tooLong: m.tagTooLong }),
});

/** A store product (multipart with an optional `image`, or JSON). */
export const storeProductInputSchema = z.object({
  name: requiredText(STORE_LIMITS.productNameMax, {
    required: m.productNameRequired,
    tooLong: m.productNameTooLong,
  }),
  description: optionalText(STORE_LIMITS.productDescriptionMax, m.productDescriptionTooLong),
  price: priceSchema,
  tag_id: optionalId,
  size_id: optionalId,
});
