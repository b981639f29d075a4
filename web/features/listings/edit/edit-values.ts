import type { ListingDetail, ListingSummary } from '../../../../domain/api/listings';
import { GENERIC_ERROR_MESSAGE, safeMessage } from '../../../../domain/errors';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import {
  updateListingSchema,
  type ListingChanges,
} from '../../../../domain/listings/listing-schemas';
import { LISTINGS } from '../../../../domain/limits';
import { parsePriceDigits } from '../../../../domain/money';
import { digitsOnly } from '../../../../domain/phone';
import { ApiError } from '../../../lib/api-client';
import { issueErrors } from '../../../lib/form-errors';
import { statedWeight, unitWeightNumber, unitWeightText } from '../../../lib/unit-weight';

/** docs/product.md §3 "Product edit form": what the person can type, as text. */
export type EditValues = {
  price: string;
  stock: string;
  description: string;
  sizeId: string;
  /** Kilograms in one bulto, carga… as typed ('62,5'); only for the units that take it. */
  unitWeightKg: string;
  addressId: string;
};

export type EditField = 'price' | 'stock' | 'description' | 'sizeId' | 'unitWeightKg' | 'addressId';
export type EditErrors = Partial<Record<EditField, string>>;

export type EditCheck =
  { ok: true; changes: ListingChanges } | { ok: false; message: string; errors: EditErrors };

/** Longest digit string a price or a stock can have (MAX_PRICE has 12 digits). */
export const MAX_DIGITS = 12;

export function valuesFromListing(
  listing: Pick<ListingSummary, 'price' | 'stock' | 'description' | 'size_id' | 'unit_weight_kg'>,
  addressId: number | string,
): EditValues {
  return {
    price: String(listing.price),
    stock: String(listing.stock),
    description: listing.description ?? '',
    sizeId: String(listing.size_id),
    unitWeightKg: unitWeightText(listing.unit_weight_kg),
    addressId: String(addressId),
  };
}

export const valuesFromDetail = (listing: ListingDetail): EditValues =>
  valuesFromListing(listing, listing.address.id);

/** Digits only, without leading zeros ('007' → '7'), at most MAX_DIGITS. */
export function numberFieldValue(text: string): string {
  const digits = digitsOnly(text).slice(0, MAX_DIGITS);
  return digits === '' ? '' : String(Number(digits));
}

/** The description as typed, cut at the 500-character limit. */
export const descriptionFieldValue = (text: string) => text.slice(0, LISTINGS.descriptionMaxLength);

/** docs/product.md §9: quick steps never take the stock below 0. */
export function stepStock(stock: string, step: number): string {
  const current = stock === '' ? 0 : Number(stock);
  return String(Math.max(LISTINGS.stockMinimum, current + step));
}

/** Above 90 % of the limit the counter turns amber (docs/product.md §2 "Edit product"). */
export const descriptionNearLimit = (length: number) =>
  length > LISTINGS.descriptionMaxLength * LISTINGS.descriptionWarningRatio;

/** The form's fields in screen order, and the names the schema and the server give them. */
export const EDIT_FIELDS: readonly EditField[] = [
  'price',
  'stock',
  'sizeId',
  'unitWeightKg',
  'addressId',
  'description',
];
export const EDIT_RENAME: Partial<Record<string, EditField>> = {
  size_id: 'sizeId',
  unit_weight_kg: 'unitWeightKg',
  address_id: 'addressId',
};

/** Which fields differ from the loaded ones (for the summary), in form order. */
export function changedFields(baseline: EditValues, values: EditValues): EditField[] {
  const fields: EditField[] = [];
  if (parsePriceDigits(values.price) !== parsePriceDigits(baseline.price)) fields.push('price');
  if (parsePriceDigits(values.stock) !== parsePriceDigits(baseline.stock)) fields.push('stock');
  if (values.sizeId !== baseline.sizeId) fields.push('sizeId');
  // '62,5' and '62,50' are the same weight; Object.is also tells a typed wrong weight (NaN) apart.
  if (!Object.is(unitWeightNumber(values.unitWeightKg), unitWeightNumber(baseline.unitWeightKg))) {
    fields.push('unitWeightKg');
  }
  if (values.addressId !== baseline.addressId) fields.push('addressId');
  if (values.description.trim() !== baseline.description.trim()) fields.push('description');
  return fields;
}

/**
 * docs/product.md §5 "Edit product": only the fields that differ from the loaded values are sent, trimmed,
 * and empty ones are left out; with nothing left to send the person is asked to change
 * something. A changed unit or address cannot be empty.
 */
export function editChanges(baseline: EditValues, values: EditValues): EditCheck {
  const changed = new Set(changedFields(baseline, values));
  const changes: ListingChanges = {};
  const errors: EditErrors = {};

  const price = parsePriceDigits(values.price);
  if (changed.has('price') && price !== null) changes.price = price;
  const stock = parsePriceDigits(values.stock);
  if (changed.has('stock') && stock !== null) changes.stock = stock;
  const description = descriptionFieldValue(values.description.trim());
  if (changed.has('description') && description !== '') changes.description = description;
  // Only for a unit that takes a weight; a wrong one (NaN) is refused by the schema below.
  const unitWeight = statedWeight(values.sizeId, values.unitWeightKg);
  if (changed.has('unitWeightKg') && unitWeight !== undefined) changes.unit_weight_kg = unitWeight;

  if (changed.has('sizeId')) {
    if (values.sizeId.trim() === '') errors.sizeId = LISTING_MESSAGES.required;
    else changes.size_id = Number(values.sizeId);
  }
  if (changed.has('addressId')) {
    if (values.addressId.trim() === '') errors.addressId = LISTING_MESSAGES.selectAddress;
    else changes.address_id = Number(values.addressId);
  }

  if (Object.keys(errors).length > 0) {
    return { ok: false, message: Object.values(errors)[0]!, errors };
  }
  if (Object.keys(changes).length === 0) {
    return { ok: false, message: LISTING_MESSAGES.changeAtLeastOne, errors: {} };
  }

  // The same rules as the server (price, stock and weight limits), with the same Spanish messages.
  const parsed = updateListingSchema.safeParse(changes);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    return {
      ok: false,
      message: issues[0]!.message,
      errors: issueErrors(issues, EDIT_FIELDS, EDIT_RENAME),
    };
  }
  return { ok: true, changes };
}

/**
 * docs/product.md §8 "Edit save failure": the server's message, or the error's (the API client's own
 * Spanish ones: no connection, session ended), or `fallback`. The API client already replaced
 * technical server text; the generic 5xx text says less than the fallback, so the fallback wins.
 * Other errors come from the browser in English, so they show the fallback too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== GENERIC_ERROR_MESSAGE) {
    return safeMessage(error.message, fallback);
  }
  return fallback;
}
