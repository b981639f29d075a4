import type { PriceFigures, PriceReference } from '../api/prices';
import { comparablePrice } from './comparable-unit';
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

/** Where a seller's price falls against the reference ("¿Mi precio es justo?"). */
export function priceFairness(
  price: number,
  sizeId: number,
  unitWeightKg: number | null,
  range: ReferenceRange,
): PricePosition {
  return pricePosition(comparablePrice(price, sizeId, unitWeightKg).price, range.figures);
}
