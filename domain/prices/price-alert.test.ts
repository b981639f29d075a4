import { describe, expect, it } from 'vitest';
import { isComparableUnit, priceAlertOutcome } from './price-alert';

describe('priceAlertOutcome', () => {
  it('tells about a move of strictly more than 10 %, up or down', () => {
    expect(priceAlertOutcome(1600, 1792)).toBe('moved'); // +12 %
    expect(priceAlertOutcome(1600, 1400)).toBe('moved'); // −12.5 %
    expect(priceAlertOutcome(1000, 1100.01)).toBe('moved');
  });

  it('keeps quiet at 10 % exactly and below', () => {
    expect(priceAlertOutcome(1000, 1100)).toBe('unchanged');
    expect(priceAlertOutcome(1000, 900)).toBe('unchanged');
    expect(priceAlertOutcome(1600, 1728)).toBe('unchanged'); // +8 %
    expect(priceAlertOutcome(1600, 1600)).toBe('unchanged');
  });

  it('takes a first figure as the baseline, and ignores a missing one', () => {
    expect(priceAlertOutcome(null, 1500)).toBe('baseline');
    expect(priceAlertOutcome(null, null)).toBe('unchanged');
    expect(priceAlertOutcome(1500, null)).toBe('unchanged'); // 'Pocos datos' again: keep it
  });
});

describe('isComparableUnit', () => {
  it('is per kilogram or a unit that is not a fixed weight', () => {
    expect(isComparableUnit(1)).toBe(true); // kg
    expect(isComparableUnit(6)).toBe(true); // bulto (without a stated weight)
    expect(isComparableUnit(12)).toBe(true); // racimo
    expect(isComparableUnit(2)).toBe(false); // libra: compared per kg
    expect(isComparableUnit(5)).toBe(false); // arroba
  });
});
