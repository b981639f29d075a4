import { z } from 'zod';
import { SHARING, SHARING_MESSAGES } from './sharing';

/** Mi tienda's farm description: trimmed, may be empty (then the storefront shows none). */
export const storefrontDescriptionSchema = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().trim().max(SHARING.descriptionMax, SHARING_MESSAGES.descriptionTooLong),
);

export const storefrontInputSchema = z.object({ description: storefrontDescriptionSchema });
