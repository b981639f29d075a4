import { z } from 'zod';
import { MAX_ID, optionalText, requiredId } from '../form-values';
import { LISTINGS } from '../limits';
import { UNIT_WEIGHT_KG } from '../prices/comparable-unit';
import { LISTING_MESSAGES, MAX_PRICE, MAX_STOCK } from './listing';

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

/** POST /products (SPEC §3 "Create-listing payload"). */
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

export const listingSortSchema = z.enum(LISTINGS.sortOptions);

/** GET /products (the public catalogue). */
export const catalogueQuerySchema = z.object({
  // 0 (or nothing) is every category.
  category: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  max_price: optional(wholeNumber(MAX_PRICE, m.priceTooHigh)),
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().min(2, 'Escribe al menos 2 caracteres para buscar.').max(100).optional(),
  ),
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    listingSortSchema.default(LISTINGS.defaultSort),
  ),
  page: z.coerce.number().int().min(1).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(LISTINGS.defaultPagination),
});

/** GET /products/my */
export const myListingsQuerySchema = z.object({
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(LISTINGS.myProductsPageSize),
});
