import { z } from 'zod';
import { MAX_ID, optionalText, positiveId, requiredId } from '../form-values';
import { LISTINGS, SEARCH } from '../limits';
import { UNIT_WEIGHT_KG } from '../prices/comparable-unit';
import { LISTING_MESSAGES, LISTING_SEARCH_MESSAGES, MAX_PRICE, MAX_STOCK } from './listing';

// What listing forms and calls accept, checked the same way in the browser and on the server.
// Apart from listing.ts so that screens that only show listings do not load zod.

const m = LISTING_MESSAGES;

/** A non-negative whole number given as a number or as digits ("12000"); never "12.000". */
const wholeNumber = (max: number, tooHigh: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return /^\d+$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? m.required : m.wholeNumber) })
      .int(m.wholeNumber)
      .min(0, m.wholeNumber)
      .max(max, tooHigh),
  );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const flag = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? ['true', '1', 'on'].includes(value)
      : value === 1
        ? true
        : value === 0
          ? false
          : value,
  z.boolean({ error: 'Indica true o false.' }),
);

const description = optionalText(LISTINGS.descriptionMaxLength, m.descriptionTooLong);

export const priceSchema = wholeNumber(MAX_PRICE, m.priceTooHigh);

/** Kilograms in one bulto, carga, saco… (optional; the price reference compares per kg then). */
const unitWeightKg = optional(
  z.coerce
    .number({ error: m.unitWeightRange })
    .min(UNIT_WEIGHT_KG.min, m.unitWeightRange)
    .max(UNIT_WEIGHT_KG.max, m.unitWeightRange),
);
export const stockSchema = wholeNumber(MAX_STOCK, m.stockTooHigh);

/** POST /products (docs/product.md §3 "Create-listing payload"). */
export const createListingSchema = z.object({
  product_id: requiredId(m.pickFromSearch),
  price: priceSchema,
  stock: stockSchema,
  size_id: requiredId(m.required),
  unit_weight_kg: unitWeightKg,
  description,
  address_id: requiredId(m.required),
});

/** POST /products/{id}: any subset of the fields; nothing at all is refused. */
export const updateListingSchema = z
  .object({
    price: optional(priceSchema),
    stock: optional(stockSchema),
    size_id: optional(requiredId(m.required)),
    unit_weight_kg: unitWeightKg,
    description: z.preprocess(
      (value) => (value === null ? '' : value),
      z.string().trim().max(LISTINGS.descriptionMaxLength, m.descriptionTooLong).optional(),
    ),
    address_id: optional(requiredId(m.selectAddress)),
    is_active: optional(flag),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.changeAtLeastOne);
/** A checked update: only the fields that change (the web sends them, the server applies them). */
export type ListingChanges = z.output<typeof updateListingSchema>;

/** POST /products/{id}/update/price: the lighter call for price and stock. */
export const priceUpdateSchema = z
  .object({ price: optional(priceSchema), stock: optional(stockSchema) })
  .refine((value) => value.price !== undefined || value.stock !== undefined, m.changeAtLeastOne);

/** POST /products/{id}/active: the My products toggle. */
export const activeSchema = z.object({ is_active: flag });

export const catalogueSortSchema = z.enum([...LISTINGS.sortOptions, ...SEARCH.sortOptions]);

const SEARCH_MESSAGES = LISTING_SEARCH_MESSAGES;

/** An optional place id: '' and 0 (the "all" choice of a select) mean "no filter". */
const placeId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : value),
    positiveId(message).optional(),
  );

/** GET /products (the public catalogue), with the words and place of docs/product.md §16. */
export const catalogueQuerySchema = z
  .object({
    // 0 (or nothing) is every category.
    category: z.coerce.number().int().min(0).max(MAX_ID).default(0),
    max_price: optional(wholeNumber(MAX_PRICE, m.priceTooHigh)),
    q: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        z
          .string({ error: SEARCH_MESSAGES.wordsTooShort })
          .trim()
          .min(SEARCH.minLength, SEARCH_MESSAGES.wordsTooShort)
          .max(SEARCH.maxLength, SEARCH_MESSAGES.wordsTooLong)
          .optional(),
      )
      .describe(
        'Words: listing (product) names, subcategory and category names, descriptions; accents, case and small typos do not matter',
      ),
    department_id: placeId(SEARCH_MESSAGES.unknownDepartment).describe('DANE code'),
    municipality_id: placeId(SEARCH_MESSAGES.unknownMunicipality).describe('DANE code'),
    near: placeId(SEARCH_MESSAGES.unknownMunicipality).describe(
      'Municipality (DANE code) distances are measured from; cards then carry distance_km',
    ),
    radius_km: z
      .preprocess(
        (value) =>
          value === ''
            ? undefined
            : typeof value === 'string' && /^\d+$/.test(value)
              ? Number(value)
              : value,
        z.literal(SEARCH.radiiKm, { error: SEARCH_MESSAGES.badRadius }).optional(),
      )
      .describe(`With near: ${SEARCH.radiiKm.join(', ')} (default ${SEARCH.defaultRadiusKm})`),
    sort: z
      .preprocess((value) => (value === '' ? undefined : value), catalogueSortSchema.optional())
      .describe(
        `Default: relevance with q, else ${LISTINGS.defaultSort}. distance needs near; relevance needs q`,
      ),
    page: z.coerce.number().int().min(1).default(1),
    pagination: z.coerce.number().int().min(1).max(100).default(LISTINGS.defaultPagination),
  })
  .superRefine((query, context) => {
    const refuse = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (query.radius_km !== undefined && query.near === undefined) {
      refuse('near', SEARCH_MESSAGES.nearNeeded);
    }
    if (query.sort === 'distance' && query.near === undefined) {
      refuse('sort', SEARCH_MESSAGES.nearNeeded);
    }
    if (query.sort === 'relevance' && query.q === undefined) {
      refuse('sort', SEARCH_MESSAGES.wordsNeeded);
    }
  });

/** GET /products/my */
export const myListingsQuerySchema = z.object({
  status: z.enum(['all', 'active', 'inactive', 'sold']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(LISTINGS.myProductsPageSize),
});
