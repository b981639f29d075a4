import { BellRing, ChevronRight, Trash2 } from 'lucide-react';
import { Link } from '../../lib/router';
import type { PriceAlert } from '../../../domain/api/prices';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useDeletePriceAlert } from './api/delete-price-alert';
import { usePriceAlerts } from './api/get-price-alerts';
import { PRICE_PAGE_MESSAGES as m, perUnit, priceText } from './price-format';

const placeOf = (alert: PriceAlert) => alert.department?.name ?? m.wholeCountry;

/**
 * 'Precios que sigues' at the top of /precios: each followed price with its newest median, a
 * link to it and 'Dejar de seguir'. Nothing when the person follows none.
 */
export function FollowedPrices() {
  const alerts = usePriceAlerts();
  const unfollow = useDeletePriceAlert();
  const rows = alerts.data?.data ?? [];
  if (rows.length === 0) return null;

  return (
    <section
      aria-labelledby="precios-que-sigues"
      className="mt-6 rounded-3xl border border-campo-100 bg-white/80 p-4 sm:p-5"
    >
      <h2
        id="precios-que-sigues"
        className="flex items-center gap-2 text-lg font-bold text-campo-900"
      >
        <BellRing aria-hidden="true" className="size-5 text-campo-700" />
        {m.followedTitle}
      </h2>
      <p className="mt-1 text-tierra-700">{m.followedIntro}</p>
      <ul className="mt-3 grid gap-2 md:grid-cols-2">
        {rows.map((alert) => {
          const name = `${alert.product.name} en ${placeOf(alert)}`;
          return (
            <li
              key={alert.id}
              className="flex items-center gap-2 rounded-2xl bg-tierra-50 py-1 pr-1 pl-3"
            >
              <Link
                to={paths.priceProduct(alert.product.id, alert.department?.id)}
                className="flex min-h-tap min-w-0 flex-1 items-center gap-2 rounded-xl py-1 underline-offset-4 hover:underline"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-campo-900">
                    {alert.product.name}{' '}
                    <span className="font-normal whitespace-nowrap text-tierra-700">
                      {perUnit(alert.unit)}
                    </span>
                  </span>
                  <span className="block text-tierra-800">
                    {placeOf(alert)} ·{' '}
                    {alert.median === null ? m.fewData : priceText(alert.median, alert.unit)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-campo-700" />
              </Link>
              <button
                type="button"
                className={buttonClass('ghost', 'shrink-0 px-3')}
                aria-label={`${m.stopFollowing}: ${name}`}
                disabled={unfollow.isPending}
                onClick={() =>
                  unfollow.mutate(alert.id, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) =>
                      toast.error(error instanceof ApiError ? error.message : m.changeFailed),
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">{m.stopFollowing}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
