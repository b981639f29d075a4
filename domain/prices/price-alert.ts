import { PRICE_ALERTS } from '../limits';
import { KILOGRAMS_PER_UNIT, PER_KILOGRAM_SIZE_ID } from './comparable-unit';

// When a followed price is worth telling about (decision 018): the median moved strictly more
// than PRICE_ALERTS.movePercent from the one the person was last told about (or saw when they
// started following). One rule for the refresh that moves the baselines and for its tests.

/**
 * The units figures are computed in: per kilogram, or a unit that is not a fixed weight (a
 * libra or an arroba is compared per kilogram, so it never has figures of its own).
 */
export function isComparableUnit(sizeId: number): boolean {
  return sizeId === PER_KILOGRAM_SIZE_ID || KILOGRAMS_PER_UNIT[sizeId] === undefined;
}

export type PriceAlertOutcome =
  /** No baseline yet ('Pocos datos' when followed): this median becomes it, silently. */
  | 'baseline'
  /** Moved more than the threshold: tell the person and move the baseline. */
  | 'moved'
  /** Within the threshold, or no figure now: nothing changes. */
  | 'unchanged';

export function priceAlertOutcome(
  baseline: number | null,
  median: number | null,
): PriceAlertOutcome {
  if (median === null) return 'unchanged';
  if (baseline === null || baseline <= 0) return 'baseline';
  // |median − baseline| / baseline > movePercent / 100, without dividing (10 % of 1,000 is
  // exactly 100: a move of exactly the threshold is not "more than").
  return Math.abs(median - baseline) * 100 > PRICE_ALERTS.movePercent * baseline
    ? 'moved'
    : 'unchanged';
}
