import { describe, expect, it } from 'vitest';
import type { PriceFigures, PriceReference } from '../api/prices';
import { priceFairness, referenceRange } from './price-hint';

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
});
