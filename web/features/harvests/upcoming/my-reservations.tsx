import { ChevronRight, HandHeart } from 'lucide-react';
import { Link } from '../../../lib/router';
import { formatLongDate } from '../../../../domain/dates';
import { paths } from '../../../lib/paths';
import { useMyReservations } from '../api/get-my-reservations';
import { reservationStatusText } from '../harvest-format';

/**
 * 'Mis reservas' above the upcoming harvests: each of the buyer's reservations and its state,
 * opening its harvest (where they cancel, accept a reason or confirm). Nothing before the first.
 */
export function MyReservations() {
  const reservations = useMyReservations();
  const rows = reservations.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="mis-reservas" className="mt-6 rounded-3xl bg-white/80 p-4">
      <h2 id="mis-reservas" className="flex items-center gap-2 text-lg font-bold text-campo-900">
        <HandHeart aria-hidden="true" className="size-5 text-campo-700" />
        Mis reservas
      </h2>
      <ul className="mt-2 divide-y divide-tierra-100">
        {rows.map((reservation) => (
          <li key={reservation.id}>
            <Link
              to={paths.harvest(reservation.harvest.id)}
              className="flex min-h-tap items-center gap-3 py-2.5 hover:bg-campo-50/60"
            >
              <span className="min-w-0 flex-1">
                <span className="block break-words font-semibold text-campo-900">
                  {reservation.harvest.product.name}, de {reservation.seller.name}
                </span>
                <span className="block text-sm text-tierra-700">
                  {reservationStatusText(reservation)} ·{' '}
                  {formatLongDate(reservation.harvest.expected_on)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-tierra-600" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
