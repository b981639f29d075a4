import { AlertTriangle, CalendarDays, MapPin, ShoppingBasket, Sprout, Users } from 'lucide-react';
import { Link, useParams } from '../../../lib/router';
import type { Harvest } from '../../../../domain/api/harvests';
import { quantityText } from '../../../../domain/requests/buy-request';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { ListFailure } from '../../../components/list-states';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { useHarvest } from '../api/get-harvest';
import { useHarvestReservations } from '../api/get-harvest-reservations';
import {
  expectedPriceText,
  harvestDate,
  harvestPlace,
  harvestQuantity,
  HARVEST_STATUS_TEXT,
} from '../harvest-format';
import { HarvestBuyerActions } from './harvest-buyer-actions';
import { HarvestOwnerActions } from './harvest-owner-actions';
import { ReservationCard } from './reservation-card';

const cardClass = 'rounded-3xl border border-tierra-200 bg-white p-5';

/**
 * /cosechas/{id}: one harvest. The seller edits it, publishes it when ready, closes it and
 * answers reservations; a buyer follows it, reserves part of it and follows their reservation.
 */
export function HarvestDetailPage() {
  const id = Number(useParams().id);
  const harvest = useHarvest(id);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6 sm:py-6">
      <BackButton fallback={paths.harvests} />
      {harvest.isPending ? (
        <p role="status" className="mt-6 text-tierra-700">
          Cargando la cosecha…
        </p>
      ) : harvest.isError ? (
        <div className="mt-6">
          <ListFailure
            message="No pudimos cargar la cosecha."
            error={harvest.error}
            onRetry={() => void harvest.refetch()}
          />
        </div>
      ) : (
        <HarvestView harvest={harvest.data} />
      )}
    </div>
  );
}

function HarvestView({ harvest }: { harvest: Harvest }) {
  const price = expectedPriceText(harvest);
  return (
    <>
      <PageTitle
        className="mt-3"
        icon={<Sprout aria-hidden="true" className="size-7" />}
        title={`Cosecha de ${harvest.product.name}`}
        subtitle={harvest.is_mine ? HARVEST_STATUS_TEXT[harvest.status] : harvest.seller.name}
      />
      <div className="mt-6 flex flex-col gap-5">
        {harvest.is_mine && harvest.needs_update && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-2xl bg-maiz-50 px-4 py-3 font-semibold text-maiz-900"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            La fecha de esta cosecha ya pasó hace más de 15 días. Cámbiala, publícala o ciérrala.
          </p>
        )}
        {harvest.hidden_reason && (
          <p role="status" className="rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">
            Un moderador ocultó esta cosecha. Motivo: {harvest.hidden_reason}
          </p>
        )}

        <section aria-label="La cosecha" className={`${cardClass} flex flex-col gap-2`}>
          <p className="text-2xl font-bold text-campo-900">{harvestQuantity(harvest)}</p>
          <p className="flex items-center gap-2 text-tierra-800">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
            {harvestDate(harvest.expected_on)}
          </p>
          <p className="flex items-start gap-2 break-words text-tierra-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {harvestPlace(harvest)}
          </p>
          {price && <p className="font-semibold text-campo-800">{price}</p>}
          {harvest.note && <p className="break-words text-tierra-800">{harvest.note}</p>}
          <p className="flex items-center gap-2 text-sm text-tierra-700">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {harvest.followers === 1
              ? '1 persona la sigue'
              : `${harvest.followers} personas la siguen`}
            {' · '}
            Reservado: {quantityText(harvest.reserved_quantity, harvest.size)}
          </p>
          {!harvest.is_mine && (
            <p className="text-tierra-800">
              Vendedor: <span className="font-semibold">{harvest.seller.name}</span>
              {harvest.seller.kept_word.text && (
                <span className="block text-sm font-semibold text-campo-800">
                  {harvest.seller.kept_word.text}
                </span>
              )}
            </p>
          )}
        </section>

        {harvest.listing_id !== null && harvest.status === 'listed' && (
          <Link
            to={paths.product(harvest.listing_id)}
            className={buttonClass('primary', 'min-h-13 text-lg')}
          >
            <ShoppingBasket aria-hidden="true" className="size-5" />
            Ya está a la venta: ver producto
          </Link>
        )}
        {harvest.status === 'open' &&
          (harvest.is_mine ? (
            <HarvestOwnerActions harvest={harvest} />
          ) : (
            <HarvestBuyerActions harvest={harvest} />
          ))}
        <Reservations harvest={harvest} />
      </div>
    </>
  );
}

/** Every reservation for the seller; the buyer's own (a cancelled one too, with its reason). */
function Reservations({ harvest }: { harvest: Harvest }) {
  const reservations = useHarvestReservations(harvest.id);
  const rows = reservations.data ?? [];
  if (reservations.isError) {
    return (
      <ListFailure
        message="No pudimos cargar las reservas."
        error={reservations.error}
        onRetry={() => void reservations.refetch()}
      />
    );
  }
  if (rows.length === 0 && !harvest.is_mine) return null;
  return (
    <section aria-labelledby="reservas" className="flex flex-col gap-3">
      <h2 id="reservas" className="text-xl font-bold text-campo-900">
        {harvest.is_mine ? 'Reservas' : 'Tu reserva'}
      </h2>
      {reservations.isPending ? (
        <p role="status" className="text-tierra-700">
          Cargando reservas…
        </p>
      ) : rows.length === 0 ? (
        <p className="text-tierra-700">
          Todavía nadie ha reservado. Comparte tu tienda por WhatsApp.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((reservation) => (
            <ReservationCard key={reservation.id} reservation={reservation} size={harvest.size} />
          ))}
        </ul>
      )}
    </section>
  );
}
