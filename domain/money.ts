import { digitsOnly } from './phone';

// Written by hand instead of Intl.NumberFormat('es-CO'): Intl puts a non-breaking space after
// '$' and its output differs between ICU versions, so server, browser and tests would disagree.

/** 1250000 → '$ 1.250.000'; -1500 → '-$ 1.500'. Pesos have no decimals, so cents are rounded. */
export function formatCop(value: number): string {
  if (!Number.isFinite(value)) return '';
  const pesos = Math.round(Math.abs(value));
  const sign = value < 0 && pesos !== 0 ? '-' : '';
  return `${sign}$ ${groupThousands(pesos)}`;
}

/** What a price field holds: its digits as a number, or null when it has none. */
export function parsePriceDigits(text: string): number | null {
  const digits = digitsOnly(text);
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * 12.345 → 12.3. Halves round away from zero as people expect: a change of 2.300 on 8.000 is
 * 28.749999999999996 % in binary, so the float noise is cut before rounding to get 28.8.
 */
export function roundToOneDecimal(value: number): number {
  const tenths = Number((Math.abs(value) * 10).toPrecision(15));
  const rounded = Math.round(tenths) / 10;
  return value < 0 ? -rounded : rounded;
}

/** 4.25 → '4,3': one decimal with a decimal comma, for averages and percentages. */
export function formatOneDecimal(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundToOneDecimal(value);
  const [whole = '0', tenths = '0'] = Math.abs(rounded).toFixed(1).split('.');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(Number(whole))},${tenths}`;
}

/** 12.345 → '12,3 %' (Spanish style: decimal comma, space before the sign). */
export function formatPercent(value: number): string {
  const number = formatOneDecimal(value);
  return number === '' ? '' : `${number} %`;
}

export type PriceTrendDirection = 'down' | 'up' | 'same';

export interface PriceTrend {
  direction: PriceTrendDirection;
  label: 'Bajó' | 'Subió' | 'Sin cambio';
  /** Pesos of difference, never negative: the direction says which way. */
  absoluteChange: number;
  /** Percent of the previous price, one decimal, never negative; 0 when it was 0. */
  percentChange: number;
}

const TREND_LABELS = { down: 'Bajó', up: 'Subió', same: 'Sin cambio' } as const;

export function priceTrend(
  current: number | null | undefined,
  previous: number | null | undefined,
): PriceTrend | null {
  if (current == null || previous == null) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;

  const direction: PriceTrendDirection =
    current < previous ? 'down' : current > previous ? 'up' : 'same';
  const absoluteChange = Math.abs(current - previous);
  const percentChange =
    previous === 0 ? 0 : roundToOneDecimal((absoluteChange / Math.abs(previous)) * 100);
  return { direction, label: TREND_LABELS[direction], absoluteChange, percentChange };
}

/** 1200 → '1.200': a whole number with the thousands dot. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
