import type { PriceFigures, PriceReference } from '../api/prices';
import {
  KILOGRAMS_PER_UNIT,
  PER_KILOGRAM_SIZE_ID,
  acceptsStatedWeight,
  comparablePrice,
} from './comparable-unit';
import { pricePosition, type PricePosition } from './price-statistics';

// The reference a listing is measured against: the figures of its comparable unit in its
// department when there are enough listings there, else in the whole country.

export interface ReferenceRange {
  unit: PriceReference['units'][number]['unit'];
  figures: PriceFigures & { p25: number; p75: number; median: number };
  /** The department's name, or null for the whole country. */
  place: string | null;
}

const hasFigures = (figures: PriceFigures | null): figures is ReferenceRange['figures'] =>
  figures !== null && figures.median !== null && figures.p25 !== null && figures.p75 !== null;

export function referenceRange(
  reference: PriceReference,
  sizeId: number,
  unitWeightKg: number | null,
): ReferenceRange | null {
  const { sizeId: comparable } = comparablePrice(1, sizeId, unitWeightKg);
  const entry = reference.units.find((candidate) => candidate.unit.id === comparable);
  if (!entry) return null;
  if (hasFigures(entry.department)) {
    return {
      unit: entry.unit,
      figures: entry.department,
      place: reference.department?.name ?? null,
    };
  }
  if (hasFigures(entry.national)) return { unit: entry.unit, figures: entry.national, place: null };
  return null;
}

/**
 * A price this many times above the range's top (or below its bottom) is more likely a zero
 * typed too many (or too few) than a price: '$ 1.200.000' for a bulto that sells at 120.000.
 */
export const TYPO_FACTOR = 10;

export type FairnessPosition = PricePosition | 'error-arriba' | 'error-abajo';

/** Where a seller's price falls against the reference ("¿Mi precio es justo?"). */
export function priceFairness(
  price: number,
  sizeId: number,
  unitWeightKg: number | null,
  range: ReferenceRange,
): FairnessPosition {
  const compared = comparablePrice(price, sizeId, unitWeightKg).price;
  if (compared >= range.figures.p75 * TYPO_FACTOR) return 'error-arriba';
  if (compared * TYPO_FACTOR <= range.figures.p25) return 'error-abajo';
  return pricePosition(compared, range.figures);
}

/** "¿Mi precio es justo?": what the seller is told while typing the price. */
export type SellerPriceVerdict =
  | {
      kind: 'compared';
      position: FairnessPosition;
      range: ReferenceRange;
      /**
       * Kilos in one of the seller's units when the comparison is per kilo and the unit is not
       * the kilo itself (a bulto of 50 kg, an arroba of 12.5 kg), else null.
       */
      unitKg: number | null;
      /** The seller's price per kilo when unitKg is set. */
      pricePerKg: number | null;
    }
  /** A bulto, carga… without its weight, when only prices per kilo are there to compare. */
  | { kind: 'needs-weight'; place: string | null };

export function sellerPriceVerdict(
  reference: PriceReference,
  price: number,
  sizeId: number,
  unitWeightKg: number | null,
): SellerPriceVerdict | null {
  const range = referenceRange(reference, sizeId, unitWeightKg);
  if (!range) {
    const perKg = acceptsStatedWeight(sizeId) && unitWeightKg === null;
    const kgRange = perKg ? referenceRange(reference, PER_KILOGRAM_SIZE_ID, null) : null;
    return kgRange ? { kind: 'needs-weight', place: kgRange.place } : null;
  }
  const compared = comparablePrice(price, sizeId, unitWeightKg);
  const perKgOfOther = compared.sizeId === PER_KILOGRAM_SIZE_ID && sizeId !== PER_KILOGRAM_SIZE_ID;
  return {
    kind: 'compared',
    position: priceFairness(price, sizeId, unitWeightKg, range),
    range,
    unitKg: perKgOfOther ? (KILOGRAMS_PER_UNIT[sizeId] ?? unitWeightKg) : null,
    pricePerKg: perKgOfOther ? compared.price : null,
  };
}
