import { ChevronRight, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { Link } from '../../lib/router';
import type { PriceSummaryItem } from '../../../domain/api/prices';
import { formatCop } from '../../../domain/money';
import { PRICE_PAGE_MESSAGES as m, amount, perUnit, rangeText } from './price-format';
import { listingsText, trendText, wholesaleLabel } from '../../../domain/prices/price-words';

/** The 30-day trend with its arrow; nothing without a figure 30 days back. */
export function PriceTrend({ change }: { change: number | null }) {
  const text = trendText(change);
  if (text === null || change === null) return null;
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : Minus;
  return (
    <p className="flex items-center gap-1.5 font-semibold text-tierra-800">
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}

/** One product of the Bolsa de precios: our typical price and range, the trend, SIPSA's price. */
export function PriceSummaryCard({ item, to }: { item: PriceSummaryItem; to: string }) {
  const { product, unit, figures, wholesale } = item;
  return (
    <article className="flex h-full flex-col gap-2 rounded-3xl border border-tierra-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold text-campo-900">
        {product.name} <span className="font-normal text-tierra-700">{perUnit(unit)}</span>
      </h2>
      {figures.median === null ? (
        <p className="text-tierra-800">
          <span className="font-semibold">{m.fewData}</span> ({listingsText(figures.listing_count)})
        </p>
      ) : (
        <>
          <p>
            <span className="block text-sm text-tierra-700">{m.median}</span>
            {/* The unit may go under the figure: '$ 127.500 / racimo' in one piece was wider
                than a card on a 320 px screen at 120 % text. */}
            <span className="text-2xl font-bold text-campo-800">
              {amount(figures.median)} <span className="whitespace-nowrap">{perUnit(unit)}</span>
            </span>
          </p>
          <p className="text-tierra-800">
            {m.range} {rangeText(figures, unit)} · {listingsText(figures.listing_count)}
          </p>
          <PriceTrend change={figures.change_30d} />
        </>
      )}
      {wholesale && (
        <p className="rounded-xl bg-tierra-50 p-3 text-sm text-tierra-800">
          {wholesaleLabel(wholesale)}:{' '}
          <span className="font-semibold">{formatCop(wholesale.mean)} / kg</span>
        </p>
      )}
      <Link
        to={to}
        className="mt-auto flex min-h-tap items-center justify-between gap-2 rounded-xl font-semibold text-campo-800 underline-offset-4 hover:underline"
      >
        Ver detalle y últimos 90 días
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
    </article>
  );
}
