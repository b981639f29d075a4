import { createListingSchema } from '../../domain/listings/listing-schemas';
import { acceptsStatedWeight } from '../../domain/prices/comparable-unit';
import { check } from './field-check';
import { unitSingular } from '../../domain/listings/units';

// The optional weight of one bulto, carga, canastilla, caja or saco, as the seller types it:
// Colombians write '62,5' (decimal comma) and '1.500' (thousands dot). The number goes to the
// same schema as the server (createListingSchema.shape.unit_weight_kg), so the messages match.

/** Longest text the field keeps: '2.000,25' fits. */
const MAX_LENGTH = 10;

/** What the field keeps of the typing: digits, commas and dots. */
export const unitWeightFieldValue = (text: string) =>
  text.replace(/[^\d.,]/g, '').slice(0, MAX_LENGTH);

/**
 * '62,5' → 62.5, '50' → 50, '1.500' → 1500, '62.5' → 62.5; '' → undefined (not given);
 * anything else → NaN, which the schema refuses with its range message.
 */
export function unitWeightNumber(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  const withoutThousands = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(typed)
    ? typed.replaceAll('.', '')
    : typed;
  const plain = withoutThousands.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** 62.5 → '62,5': how a stored weight is shown in the field. */
export const unitWeightText = (kg: number | null) =>
  kg === null ? '' : String(kg).replace('.', ',');

/** The weight to use, or undefined when the unit takes none or nothing (valid or not) is typed. */
export const statedWeight = (sizeId: string, text: string): number | undefined =>
  acceptsStatedWeight(Number(sizeId)) ? unitWeightNumber(text) : undefined;

/** The schema's message when a weight is typed and not valid ('Escribe el peso en kilos…'). */
export function unitWeightError(sizeId: string, text: string): string | undefined {
  const weight = statedWeight(sizeId, text);
  return weight === undefined ? undefined : check(createListingSchema.shape.unit_weight_kg, weight);
}

/** The valid stated weight, or null (none typed, not valid, or a unit that takes none). */
export function validWeight(sizeId: string, text: string): number | null {
  const weight = statedWeight(sizeId, text);
  return weight !== undefined && unitWeightError(sizeId, text) === undefined ? weight : null;
}

export const unitWeightLabel = (unitName: string) =>
  `Peso de cada ${unitSingular(unitName)} en kilos (opcional)`;

export const UNIT_WEIGHT_HINT =
  'Con el peso, tu precio se compara por kilo en la Bolsa de precios.';
