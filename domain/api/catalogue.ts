import { z } from 'zod';
import { CATALOGUE } from '../limits';
import { dataList } from './common';

export const QUICK_SEARCH_HINT = 'Escribe al menos 2 caracteres para buscar.';

/** SPEC §8 "Categories". */
export const CATEGORY_MESSAGES = {
  loadFailed: 'No se pudo cargar categorías',
  empty: 'No hay categorías disponibles.',
} as const;

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

/** One row of the quick-search catalogue (SPEC §3 "Catalogue search item"). */
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
  sizes: { path: '/sizes', response: dataList(sizeSchema) },
  categories: { path: '/categories', response: dataList(categorySchema) },
  search: {
    path: '/categories/all',
    querystring: catalogueSearchQuerySchema,
    response: dataList(catalogueSearchItemSchema),
  },
} as const;
