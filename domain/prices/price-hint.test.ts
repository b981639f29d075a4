import { describe, expect, it } from 'vitest';
import type { PriceFigures, PriceReference } from '../api/prices';
import { priceFairness, referenceRange, sellerPriceVerdict } from './price-hint';

const figures = (median: number | null, p25: number | null, p75: number | null): PriceFigures => ({
  day: '2026-11-20',
  listing_count: median === null ? 3 : 9,
  outliers: 0,
  median,
  p25,
  p75,
  min: p25,
  max: p75,
  change_30d: null,
});
const perKg = { id: 1, name: 'Kilogramos', abbreviation: 'kg', per_kg: true };
const racimo = { id: 12, name: 'Racimos', abbreviation: 'racimo', per_kg: false };
const reference = (department: PriceFigures | null): PriceReference => ({
  product: { id: 1003016, name: 'Papa parda pastusa', category_id: 10 },
  department: { id: 15, name: 'Boyacá' },
  units: [
    { unit: perKg, national: figures(1300, 1100, 1500), department, history: [] },
    { unit: racimo, national: figures(null, null, null), department: null, history: [] },
  ],
  wholesale: [],
});

describe('the reference a listing is measured against', () => {
  it('takes the department when it has figures, else the country', () => {
    expect(referenceRange(reference(figures(1200, 1000, 1400)), 1, null)).toMatchObject({
      place: 'Boyacá',
      figures: { p25: 1000, p75: 1400 },
    });
    expect(referenceRange(reference(figures(null, null, null)), 1, null)).toMatchObject({
      place: null,
      figures: { p25: 1100, p75: 1500 },
    });
  });

  it('a bulto with its weight is measured per kg; without figures there is no reference', () => {
    expect(referenceRange(reference(null), 6, 50)?.unit.id).toBe(1);
    expect(referenceRange(reference(null), 6, null)).toBeNull();
    expect(referenceRange(reference(null), 12, null)).toBeNull();
  });

  it('says whether a price is below, within or above the range, in the comparable unit', () => {
    const range = referenceRange(reference(figures(1200, 1000, 1400)), 1, null)!;
    // A 50 kg bulto at 45,000 is 900 a kg; at 60,000, 1,200; at 75,000, 1,500.
    expect(priceFairness(45_000, 6, 50, range)).toBe('por-debajo');
    expect(priceFairness(60_000, 6, 50, range)).toBe('dentro');
    expect(priceFairness(75_000, 6, 50, range)).toBe('por-encima');
    expect(priceFairness(1400, 1, null, range)).toBe('dentro');
  });

  it('names a price 10 times off the range as a probable typo, not as "por encima"', () => {
    const range = referenceRange(reference(figures(1200, 1000, 1400)), 1, null)!;
    // 50 kg at 700,000 is 14,000 a kg: ten times the top of the range.
    expect(priceFairness(700_000, 6, 50, range)).toBe('error-arriba');
    expect(priceFairness(699_950, 6, 50, range)).toBe('por-encima');
    expect(priceFairness(100, 1, null, range)).toBe('error-abajo');
    expect(priceFairness(101, 1, null, range)).toBe('por-debajo');
  });
});

describe('what the seller is told under the price', () => {
  it("a bulto of 50 kg at $ 120.000: her price per kilo, and the unit's weight", () => {
    expect(sellerPriceVerdict(reference(figures(2500, 2200, 2800)), 120_000, 6, 50)).toMatchObject({
      kind: 'compared',
      position: 'dentro',
      unitKg: 50,
      pricePerKg: 2400,
      range: { place: 'Boyacá', figures: { p25: 2200, p75: 2800 } },
    });
    // An arroba is 12.5 kg without asking; a kilo is its own unit.
    expect(sellerPriceVerdict(reference(null), 15_000, 5, null)).toMatchObject({
      unitKg: 12.5,
      pricePerKg: 1200,
    });
    expect(sellerPriceVerdict(reference(null), 1200, 1, null)).toMatchObject({
      unitKg: null,
      pricePerKg: null,
    });
  });

  it('a bulto without its weight asks for it when prices per kilo are there', () => {
    expect(sellerPriceVerdict(reference(figures(2500, 2200, 2800)), 120_000, 6, null)).toEqual({
      kind: 'needs-weight',
      place: 'Boyacá',
    });
    // A racimo has no weight to ask and no figures: nothing to say.
    expect(sellerPriceVerdict(reference(null), 9000, 12, null)).toBeNull();
  });
});
