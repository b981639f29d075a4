import { z } from 'zod';
import { PRICE_MESSAGES } from '../prices/price-messages';
import { idParam } from './common';
import { apiPaths } from './paths';

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const optionalDepartment = z.preprocess(
  (value) => (value === '' || value === '0' || value === 0 ? undefined : value),
  id(PRICE_MESSAGES.unknownDepartment).optional(),
);

export const priceFiguresSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, Bogotá: the day the figures were computed'),
  listing_count: z.number().int().describe('Listings the figures come from, outliers excluded'),
  outliers: z.number().int().describe('Listings left out: beyond 3 × the interquartile range'),
  median: z.number().nullable().describe('null below 5 listings: "Pocos datos"'),
  p25: z.number().nullable(),
  p75: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  change_30d: z.number().nullable().describe('Median change against 30 days before, in %'),
});
export type PriceFigures = z.infer<typeof priceFiguresSchema>;

export const priceUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  per_kg: z.boolean().describe('Compared per kilogram (weights, and bultos with a stated weight)'),
});

export const wholesalePriceSchema = z.object({
  city: z.string(),
  market: z.string(),
  period: z.enum(['semana', 'dia']),
  day: z.string().describe('YYYY-MM-DD: the day, or the first day of the week'),
  min: z.number(),
  max: z.number(),
  mean: z.number(),
});
export type WholesalePrice = z.infer<typeof wholesalePriceSchema>;

export const priceReferenceSchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() }),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  units: z.array(
    z.object({
      unit: priceUnitSchema,
      national: priceFiguresSchema.nullable(),
      department: priceFiguresSchema.nullable(),
      history: z
        .array(z.object({ day: z.string(), median: z.number().nullable() }))
        .describe(
          'Daily medians of the last 90 days: the department when chosen, else the country',
        ),
    }),
  ),
  wholesale: z.array(wholesalePriceSchema).describe('DANE SIPSA, per kilogram; never mixed in'),
});
export type PriceReference = z.infer<typeof priceReferenceSchema>;

export const priceSummaryItemSchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() }),
  unit: priceUnitSchema,
  figures: priceFiguresSchema,
  wholesale: wholesalePriceSchema.nullable(),
});
export type PriceSummaryItem = z.infer<typeof priceSummaryItemSchema>;

export const PRICE_SUMMARY_PAGE_SIZE = 20;

export const priceAlertSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() }),
  department: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('null: the whole country'),
  unit: priceUnitSchema,
  baseline_median: z
    .number()
    .nullable()
    .describe('The median last told (or seen when followed); null until figures appear'),
  median: z.number().nullable().describe('The newest median; null for "Pocos datos" or none'),
  created_at: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const priceAlertInputSchema = z.object({
  product_id: id(PRICE_MESSAGES.productRequired),
  department_id: optionalDepartment.describe('Absent, empty or 0: the whole country'),
  size_id: id(PRICE_MESSAGES.unitRequired).describe(
    'The comparable unit of the figures (units[].unit.id of GET /prices)',
  ),
});
/** What the web app sends to follow a price (the schema also takes form values). */
export interface PriceAlertInput {
  product_id: number;
  /** Absent: the whole country. */
  department_id?: number;
  size_id: number;
}

export const pricesApi = {
  reference: {
    path: apiPaths.prices.reference,
    query: z.object({
      product_id: id(PRICE_MESSAGES.productRequired),
      department_id: optionalDepartment,
    }),
    response: priceReferenceSchema,
  },
  summary: {
    path: apiPaths.prices.summary,
    query: z.object({
      category: z.preprocess(
        (value) => (value === '' || value === '0' ? undefined : value),
        id('La categoría no existe.').optional(),
      ),
      department_id: optionalDepartment,
      q: z.string().trim().max(100, PRICE_MESSAGES.searchTooLong).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({
      data: z.array(priceSummaryItemSchema),
      meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
    }),
  },
  alerts: {
    path: apiPaths.prices.alerts,
    response: z.object({ data: z.array(priceAlertSchema) }),
    body: priceAlertInputSchema,
    created: z.object({ message: z.string(), data: priceAlertSchema }),
  },
  removeAlert: {
    path: apiPaths.prices.removeAlert,
    params: z.object({ id: idParam }),
    response: z.object({ message: z.string() }),
  },
  sipsaImport: {
    path: apiPaths.prices.sipsaImport,
    response: z.object({
      message: z.string(),
      loaded: z.number().int().describe('Rows stored or updated'),
      unchanged: z.number().int().describe('Rows already stored with the same prices'),
      unmapped: z
        .array(z.object({ line: z.number().int(), product: z.string() }))
        .describe('Rows whose product is not in the catalogue'),
      skipped: z
        .array(z.object({ line: z.number().int(), reason: z.string() }))
        .describe('Rows without a usable price, market or date'),
    }),
  },
} as const;
