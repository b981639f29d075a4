import type { ReactNode } from 'react';
import { priceSchema } from '../../../domain/listings/listing-schemas';
import { check } from '../../lib/field-check';
import { validWeight } from '../../lib/unit-weight';

/**
 * What the create and edit screens know about the price being typed, for the hint shown under
 * the price field (the Bolsa de precios comparison, composed in web/app). Given only once the
 * product and unit are known and the price is a whole number above 0.
 */
export type PriceHintInput = {
  productId: number;
  sizeId: number;
  /** The stated weight of one bulto, carga… when valid and the unit takes one, else null. */
  unitWeightKg: number | null;
  price: number;
  /** The listing's address: chosen (create) or current (edit); null while none is chosen. */
  addressId: number | null;
};

export type RenderPriceHint = (input: PriceHintInput) => ReactNode;

/**
 * The hint's input from the form's text, or null while something it needs is missing: no
 * product, no unit, or a price that is not a whole number above 0.
 */
export function priceHintInput(fields: {
  productId: number | null;
  sizeId: string;
  unitWeight: string;
  price: string;
  addressId: string;
}): PriceHintInput | null {
  const sizeId = Number(fields.sizeId);
  const price = Number(fields.price);
  const priceValid = check(priceSchema, fields.price) === undefined && price > 0;
  if (fields.productId === null || fields.sizeId === '' || !priceValid) return null;
  return {
    productId: fields.productId,
    sizeId,
    unitWeightKg: validWeight(fields.sizeId, fields.unitWeight),
    price,
    addressId: fields.addressId === '' ? null : Number(fields.addressId),
  };
}
