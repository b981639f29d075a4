import { z } from 'zod';
import { QUICK_SEARCH_HINT } from '../catalogue/catalogue-messages';
import { CATALOGUE } from '../limits';
import { dataList } from './common';
import { apiPaths } from './paths';

export const sizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().describe('Icono propio de la app: pantry, machinery, animals, ...'),
});

/** One row of the quick-search catalogue (docs/product.md §3 "Catalogue search item"). */
export const catalogueSearchItemSchema = z.object({
  category_id: z.number().int(),
  category: z.string(),
  subcategory_id: z.number().int(),
  subcategory: z.string(),
  product_id: z.number().int(),
  product: z.string(),
});

export const catalogueSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(CATALOGUE.quickSearchMinChars, QUICK_SEARCH_HINT)
    .max(100, 'La búsqueda es demasiado larga.')
    .optional(),
});

export type Size = z.infer<typeof sizeSchema>;
export type Category = z.infer<typeof categorySchema>;
export type CatalogueSearchItem = z.infer<typeof catalogueSearchItemSchema>;

export const catalogueApi = {
  sizes: { path: apiPaths.catalogue.sizes, response: dataList(sizeSchema) },
  categories: { path: apiPaths.catalogue.categories, response: dataList(categorySchema) },
  search: {
    path: apiPaths.catalogue.search,
    querystring: catalogueSearchQuerySchema,
    response: dataList(catalogueSearchItemSchema),
  },
} as const;
