import { describe, expect, it } from 'vitest';
import { comparablePrice, PER_KILOGRAM_SIZE_ID } from './comparable-unit';
import { percentChange, pricePosition, priceStatistics, quantile } from './price-statistics';

// Figures computed by hand (linear interpolation between the two nearest ranks, like
// PostgreSQL's percentile_cont).
describe('price statistics', () => {
  it('quartiles interpolate between ranks', () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('five listings give every figure', () => {
    expect(priceStatistics([1800, 1000, 1400, 1200, 1600])).toEqual({
      count: 5,
      outliers: 0,
      figures: { median: 1400, p25: 1200, p75: 1600, min: 1000, max: 1800 },
    });
  });

  it('leaves out prices beyond 3 × the interquartile range and says how many', () => {
    // Q1 = 1200, Q3 = 1600, IQR = 400: kept within [0, 2800]; 9000 is left out.
    const stats = priceStatistics([1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 9000]);
    expect(stats).toEqual({
      count: 8,
      outliers: 1,
      figures: { median: 1350, p25: 1175, p75: 1525, min: 1000, max: 1700 },
    });
  });

  it('publishes no figure from fewer than five listings', () => {
    expect(priceStatistics([1000, 1100, 1200, 1300])).toEqual({
      count: 4,
      outliers: 0,
      figures: null,
    });
    expect(priceStatistics([])).toEqual({ count: 0, outliers: 0, figures: null });
  });

  it('changes and positions', () => {
    expect(percentChange(2000, 2300)).toBe(15);
    expect(percentChange(3000, 2000)).toBe(-33.3);
    expect(percentChange(null, 2000)).toBeNull();
    expect(pricePosition(900, { p25: 1000, p75: 1500 })).toBe('por-debajo');
    expect(pricePosition(1000, { p25: 1000, p75: 1500 })).toBe('dentro');
    expect(pricePosition(1501, { p25: 1000, p75: 1500 })).toBe('por-encima');
  });
});

describe('comparable units', () => {
  it('weights compare per kilogram', () => {
    expect(comparablePrice(60_000, 5, null)).toEqual({ sizeId: PER_KILOGRAM_SIZE_ID, price: 4800 }); // arroba
    expect(comparablePrice(1500, 2, null)).toEqual({ sizeId: PER_KILOGRAM_SIZE_ID, price: 3000 }); // libra
    expect(comparablePrice(2_000_000, 3, null)).toEqual({
      sizeId: PER_KILOGRAM_SIZE_ID,
      price: 2000,
    }); // tonelada
    expect(comparablePrice(250_000, 26, null)).toEqual({
      sizeId: PER_KILOGRAM_SIZE_ID,
      price: 2500,
    }); // quintal
  });

  it('a bulto compares per kilogram only with its stated weight', () => {
    expect(comparablePrice(100_000, 6, 50)).toEqual({ sizeId: PER_KILOGRAM_SIZE_ID, price: 2000 });
    expect(comparablePrice(100_000, 6, null)).toEqual({ sizeId: 6, price: 100_000 });
  });

  it('units that are not weights compare only with themselves, whatever weight is sent', () => {
    expect(comparablePrice(30_000, 12, 20)).toEqual({ sizeId: 12, price: 30_000 }); // racimo
    expect(comparablePrice(8000, 14, null)).toEqual({ sizeId: 14, price: 8000 }); // litro
  });
});
