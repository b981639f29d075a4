import { AlertTriangle, CalendarDays, MapPin, Sprout } from 'lucide-react';
import { Link } from '../../lib/router';
import type { Harvest } from '../../../domain/api/harvests';
import { quantityText } from '../../../domain/requests/buy-request';
import { paths } from '../../lib/paths';
import {
  expectedPriceText,
  harvestDate,
  harvestPlace,
  harvestQuantity,
  HARVEST_STATUS_TEXT,
} from './harvest-format';

/**
 * A harvest in a list: product and quantity, date, place, the seller's kept word (for buyers)
 * or its state (for the seller); the whole card opens it.
 */
export function HarvestCard({ harvest }: { harvest: Harvest }) {
  const price = expectedPriceText(harvest);
  return (
    <li>
      <Link
        to={paths.harvest(harvest.id)}
        className="flex flex-col gap-1 rounded-3xl border border-tierra-200 bg-white p-4 hover:border-campo-300 hover:bg-campo-50/40"
      >
        <span className="flex items-start gap-2 text-lg font-bold text-campo-900">
          <Sprout aria-hidden="true" className="mt-1 size-5 shrink-0 text-campo-700" />
          <span className="min-w-0 break-words">
            {harvest.product.name}: {harvestQuantity(harvest)}
          </span>
        </span>
        <span className="flex items-center gap-2 text-tierra-800">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {harvestDate(harvest.expected_on)}
        </span>
        <span className="flex items-start gap-2 break-words text-tierra-800">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {harvestPlace(harvest)}
        </span>
        {price && <span className="font-semibold text-campo-800">{price}</span>}
        {harvest.is_mine ? (
          <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold text-tierra-700">
            <span className="rounded-full bg-tierra-100 px-2.5 py-0.5">
              {HARVEST_STATUS_TEXT[harvest.status]}
            </span>
            <span>
              {harvest.reserved_quantity > 0
                ? `Reservado: ${quantityText(harvest.reserved_quantity, harvest.size)}`
                : 'Sin reservas'}
            </span>
          </span>
        ) : (
          <span className="text-sm text-tierra-700">
            {harvest.seller.name}
            {harvest.seller.kept_word.text ? ` · ${harvest.seller.kept_word.text}` : ''}
          </span>
        )}
        {harvest.is_mine && harvest.needs_update && (
          <span className="mt-1 flex items-start gap-2 font-semibold text-maiz-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            La fecha ya pasó: actualízala o ciérrala.
          </span>
        )}
      </Link>
    </li>
  );
}
