import { z } from 'zod';
import { positiveId } from '../form-values';

/** The canonical list answer of this API: `{ data: [...] }` (docs/product.md §7 lists it first). */
export const dataList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** A positive whole-number id in a path, e.g. /municipalities/{departmentId}. */
export const idParam = positiveId();

/** Where a paged list is (/products, /products/my, /products/my/favorites). */
export const pageMetaSchema = z.object({
  page: z.number().int(),
  pagination: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** The one error body of the API: a message for people, and per-field messages for forms. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
