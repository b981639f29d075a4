import type { z } from 'zod';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { LISTINGS } from '../../../../domain/limits';
import { LISTING_MESSAGES, MAX_PRICE, MAX_STOCK } from '../../../../domain/listings/listing';
import { createListingSchema } from '../../../../domain/listings/listing-schemas';
import { check } from '../../../lib/field-check';
import { statedWeight, unitWeightError } from '../../../lib/unit-weight';

/** docs/product.md §3 "Product creation form" (the photos are kept apart: they are files). */
export type CreateListingValues = {
  /** What is typed in the quick search. */
  productText: string;
  /** The catalogue row picked from the search: product, category and subcategory. */
  product: CatalogueSearchItem | null;
  sizeId: string;
  /** Kilograms in one bulto, carga… as typed ('62,5'); only used when the unit takes it. */
  unitWeightKg: string;
  /** Digits only; shown as '$ 12.000'. */
  price: string;
  /** Digits only. */
  stock: string;
  description: string;
  addressId: string;
};

export type CreateListingField =
  | 'product'
  | 'sizeId'
  | 'unitWeightKg'
  | 'price'
  | 'stock'
  | 'description'
  | 'photos'
  | 'addressId';

export type CreateListingErrors = Partial<Record<CreateListingField, string>>;

export const EMPTY_VALUES: CreateListingValues = {
  productText: '',
  product: null,
  sizeId: '',
  unitWeightKg: '',
  price: '',
  stock: '',
  description: '',
  addressId: '',
};

/** Screen order: the first field with an error gets the focus. */
export const PRODUCT_STEP_FIELDS = [
  'product',
  'sizeId',
  'unitWeightKg',
  'price',
  'stock',
  'description',
  'photos',
] as const satisfies readonly CreateListingField[];

export const ADDRESS_STEP_FIELDS = ['addressId'] as const satisfies readonly CreateListingField[];

/** The inputs stop at what the server accepts. */
export const PRICE_MAX_DIGITS = String(MAX_PRICE).length;
export const STOCK_MAX_DIGITS = String(MAX_STOCK).length;

const m = LISTING_MESSAGES;
const shape = createListingSchema.shape;

/**
 * Step 1 (docs/product.md §5): every field filled ('Requerido'), the product picked from the search, at
 * least one photo; the unit's weight is optional. Formats and maximums come from the same
 * schema the server uses.
 */
export function validateProductStep(
  values: CreateListingValues,
  photoCount: number,
): CreateListingErrors {
  const errors: CreateListingErrors = {};
  if (values.productText.trim() === '') errors.product = m.required;
  else if (!values.product) errors.product = m.pickFromSearch;
  if (values.sizeId === '') errors.sizeId = m.required;
  errors.unitWeightKg = unitWeightError(values.sizeId, values.unitWeightKg);
  errors.price = values.price === '' ? m.required : check(shape.price, values.price);
  errors.stock = values.stock === '' ? m.required : check(shape.stock, values.stock);
  errors.description =
    values.description.trim() === '' ? m.required : check(shape.description, values.description);
  if (photoCount === 0) errors.photos = m.atLeastOneImage;
  return withoutEmpty(errors);
}

/** Step 2: a saved address chosen. */
export function validateAddressStep(values: CreateListingValues): CreateListingErrors {
  return values.addressId === '' ? { addressId: m.required } : {};
}

export type CreateListingPayload = z.output<typeof createListingSchema>;

/**
 * The JSON of POST /products (docs/product.md §3 "Create-listing payload"), numbers as numbers. The weight
 * goes only when typed and the unit takes one (a weight left from another unit stays out).
 */
export function createPayload(values: CreateListingValues): CreateListingPayload {
  return createListingSchema.parse({
    product_id: values.product?.product_id,
    price: values.price,
    stock: values.stock,
    size_id: values.sizeId,
    unit_weight_kg: statedWeight(values.sizeId, values.unitWeightKg),
    description: values.description,
    address_id: values.addressId,
  });
}

/** The fields a 422 answer (`errors`) can name: its own name, or the server's renamed here. */
export const SERVER_FIELDS: readonly CreateListingField[] = ['price', 'stock', 'description'];
export const SERVER_RENAME: Partial<Record<string, CreateListingField>> = {
  product_id: 'product',
  size_id: 'sizeId',
  unit_weight_kg: 'unitWeightKg',
  address_id: 'addressId',
};

/** Above 90 % of the 500 characters the counter turns amber. */
export const descriptionNearLimit = (length: number) =>
  length > LISTINGS.descriptionMaxLength * LISTINGS.descriptionWarningRatio;

function withoutEmpty(errors: CreateListingErrors): CreateListingErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as CreateListingErrors;
}
