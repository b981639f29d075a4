import { describe, it, expect } from 'vitest';
import {
  formatCop,
  formatOneDecimal,
  formatPercent,
  parsePriceDigits,
  priceTrend,
  roundToOneDecimal,
} from './money';

describe('formatCop', () => {
  it('shows pesos with a dollar sign, a normal space and dots between thousands', () => {
    expect(formatCop(1250000)).toBe('$ 1.250.000');
  });

  it.each([
    [0, '$ 0'],
    [999, '$ 999'],
    [1000, '$ 1.000'],
    [15000, '$ 15.000'],
    [123456789, '$ 123.456.789'],
  ])('shows %d as %j', (value, shown) => {
    expect(formatCop(value)).toBe(shown);
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatCop(-1500)).toBe('-$ 1.500');
  });

  it('rounds cents away, since pesos have no decimals', () => {
    expect(formatCop(1499.5)).toBe('$ 1.500');
    expect(formatCop(1499.4)).toBe('$ 1.499');
    expect(formatCop(-1499.5)).toBe('-$ 1.500');
  });

  it('never shows a negative zero', () => {
    expect(formatCop(-0.4)).toBe('$ 0');
  });

  it('uses a plain space, not a non-breaking one', () => {
    expect(formatCop(5000).charCodeAt(1)).toBe(0x20);
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatCop(Number.NaN)).toBe('');
    expect(formatCop(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('parsePriceDigits', () => {
  it('reads the digits of what was typed', () => {
    expect(parsePriceDigits('15000')).toBe(15000);
  });

  it('reads back a price shown as currency', () => {
    expect(parsePriceDigits('$ 1.250.000')).toBe(1250000);
  });

  it('gives null for an empty field, meaning no price or no limit', () => {
    expect(parsePriceDigits('')).toBeNull();
    expect(parsePriceDigits('$ ')).toBeNull();
  });

  it('reads zero as zero, not as empty', () => {
    expect(parsePriceDigits('0')).toBe(0);
  });

  it('ignores leading zeros', () => {
    expect(parsePriceDigits('0050')).toBe(50);
  });

  it('gives null for a number too large to hold exactly', () => {
    expect(parsePriceDigits('99999999999999999999')).toBeNull();
  });
});

describe('roundToOneDecimal', () => {
  it.each([
    [12.345, 12.3],
    [12.35, 12.4],
    [1.05, 1.1],
    [-12.35, -12.4],
    [7, 7],
  ])('rounds %d to %d', (value, rounded) => {
    expect(roundToOneDecimal(value)).toBe(rounded);
  });

  it('rounds a computed half up despite binary noise', () => {
    expect((23 / 80) * 100).toBe(28.749999999999996);
    expect(roundToOneDecimal((23 / 80) * 100)).toBe(28.8);
  });
});

describe('formatOneDecimal', () => {
  it('shows one decimal with a comma', () => {
    expect(formatOneDecimal(4.25)).toBe('4,3');
    expect(formatOneDecimal(4)).toBe('4,0');
  });

  it('groups thousands with dots', () => {
    expect(formatOneDecimal(1234.56)).toBe('1.234,6');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatOneDecimal(Number.NaN)).toBe('');
  });
});

describe('formatPercent', () => {
  it('shows a percentage with one decimal, a decimal comma and a space before %', () => {
    expect(formatPercent(12.345)).toBe('12,3 %');
  });

  it('always shows the decimal, even for whole numbers', () => {
    expect(formatPercent(50)).toBe('50,0 %');
    expect(formatPercent(0)).toBe('0,0 %');
  });

  it('rounds a half up as a person would', () => {
    expect(formatPercent(12.35)).toBe('12,4 %');
  });

  it('keeps the sign of a negative percentage', () => {
    expect(formatPercent(-5.25)).toBe('-5,3 %');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatPercent(Number.NaN)).toBe('');
  });
});

describe('priceTrend', () => {
  it('says Bajó with the amount and percentage when the price went down', () => {
    expect(priceTrend(9000, 10000)).toEqual({
      direction: 'down',
      label: 'Bajó',
      absoluteChange: 1000,
      percentChange: 10,
    });
  });

  it('says Subió with the amount and percentage when the price went up', () => {
    expect(priceTrend(12000, 9000)).toEqual({
      direction: 'up',
      label: 'Subió',
      absoluteChange: 3000,
      percentChange: 33.3,
    });
  });

  it('says Sin cambio when the price is the same', () => {
    expect(priceTrend(5000, 5000)).toEqual({
      direction: 'same',
      label: 'Sin cambio',
      absoluteChange: 0,
      percentChange: 0,
    });
  });

  it('rounds the percentage to one decimal', () => {
    expect(priceTrend(2000, 3000)?.percentChange).toBe(33.3);
    expect(priceTrend(1000, 1500)?.percentChange).toBe(33.3);
    expect(priceTrend(1001, 1000)?.percentChange).toBe(0.1);
    expect(priceTrend(10300, 8000)?.percentChange).toBe(28.8);
  });

  it('gives a 0 % change instead of dividing by a previous price of 0', () => {
    expect(priceTrend(1500, 0)).toEqual({
      direction: 'up',
      label: 'Subió',
      absoluteChange: 1500,
      percentChange: 0,
    });
  });

  it('gives no trend when there is no previous price', () => {
    expect(priceTrend(1500, null)).toBeNull();
    expect(priceTrend(1500, undefined)).toBeNull();
  });

  it('gives no trend when a price is missing or not a number', () => {
    expect(priceTrend(null, 1500)).toBeNull();
    expect(priceTrend(Number.NaN, 1500)).toBeNull();
  });
});
