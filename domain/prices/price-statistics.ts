// The statistics of a price reference, one rule for the daily job, the tests and anyone reading
// the figures: quartiles by linear interpolation (PostgreSQL's percentile_cont), outliers are
// prices outside 3 × the interquartile range from the quartiles, and no figure is published from
// fewer than PRICE_REFERENCE.minListings listings.

export const PRICE_REFERENCE = {
  minListings: 5,
  outlierIqrFactor: 3,
  windowDays: 30,
  historyDays: 90,
  changeDays: 30,
} as const;

export interface PriceStatistics {
  /** Listings the figures come from, outliers excluded. */
  count: number;
  /** Listings left out as outliers. */
  outliers: number;
  /** null when count < PRICE_REFERENCE.minListings ('Pocos datos'). */
  figures: { median: number; p25: number; p75: number; min: number; max: number } | null;
}

/** Linear-interpolation quantile of sorted values (q in [0, 1]). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

export function priceStatistics(prices: readonly number[]): PriceStatistics {
  const sorted = [...prices].sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, outliers: 0, figures: null };
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const reach = PRICE_REFERENCE.outlierIqrFactor * (q3 - q1);
  const kept = sorted.filter((price) => price >= q1 - reach && price <= q3 + reach);
  const outliers = sorted.length - kept.length;
  if (kept.length < PRICE_REFERENCE.minListings) {
    return { count: kept.length, outliers, figures: null };
  }
  return {
    count: kept.length,
    outliers,
    figures: {
      median: quantile(kept, 0.5),
      p25: quantile(kept, 0.25),
      p75: quantile(kept, 0.75),
      min: kept[0]!,
      max: kept[kept.length - 1]!,
    },
  };
}

/** Percentage change from `before` to `now`, to one decimal; null without both figures. */
export function percentChange(before: number | null, now: number | null): number | null {
  if (before === null || now === null || before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

export type PricePosition = 'dentro' | 'por-encima' | 'por-debajo';

/** Where a price falls against a reference range (the seller's "¿Mi precio es justo?"). */
export function pricePosition(price: number, range: { p25: number; p75: number }): PricePosition {
  if (price < range.p25) return 'por-debajo';
  if (price > range.p75) return 'por-encima';
  return 'dentro';
}
