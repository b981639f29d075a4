import type { Harvest, Reservation } from '../../../domain/api/harvests';
import { formatLongDate } from '../../../domain/dates';
import { formatCop } from '../../../domain/money';
import { quantityText } from '../../../domain/requests/buy-request';

// How Próxima cosecha reads on screen: the words of each status and the lines of a harvest.

export const harvestQuantity = (harvest: Pick<Harvest, 'quantity' | 'size'>) =>
  quantityText(harvest.quantity, harvest.size);

export const harvestPlace = (harvest: Pick<Harvest, 'municipality' | 'department'>) =>
  `${harvest.municipality.name}, ${harvest.department.name}`;

export const harvestDate = (expectedOn: string) =>
  `Cosecha estimada: ${formatLongDate(expectedOn)}`;

/** '$ 90.000 por bulto' (the unit's name, singular when it reads well), or null. */
export function expectedPriceText(harvest: Pick<Harvest, 'expected_price' | 'size'>) {
  if (harvest.expected_price === null) return null;
  return `Precio esperado: ${formatCop(harvest.expected_price)} / ${harvest.size.abbreviation}`;
}

export const HARVEST_STATUS_TEXT: Record<Harvest['status'], string> = {
  open: 'Abierta',
  listed: 'Ya a la venta',
  closed: 'Cerrada',
  hidden: 'Oculta por un moderador',
};

/** What a reservation's state says to the side looking at it. */
export function reservationStatusText(reservation: Reservation): string {
  const mine = reservation.my_side;
  switch (reservation.status) {
    case 'requested':
      return mine === 'seller' ? 'Nueva: acéptala o recházala' : 'Esperando respuesta del vendedor';
    case 'accepted':
      return 'Aceptada';
    case 'declined':
      return 'Rechazada';
    case 'cancelled_by_buyer':
      return mine === 'buyer' ? 'La cancelaste' : 'El comprador la canceló';
    case 'cancelled_by_seller':
      return mine === 'seller' ? 'La cancelaste' : 'El vendedor la canceló';
    case 'kept':
      return 'Cumplida por los dos';
    case 'not_kept':
      return 'No se cumplió';
  }
}

export const isLive = (reservation: Reservation) =>
  reservation.status === 'requested' || reservation.status === 'accepted';

/** The other side cancelled it and I have not accepted the reason yet. */
export const mayAcceptReason = (reservation: Reservation) =>
  !reservation.reason_accepted &&
  ((reservation.status === 'cancelled_by_buyer' && reservation.my_side === 'seller') ||
    (reservation.status === 'cancelled_by_seller' && reservation.my_side === 'buyer'));

/** The name of the other side of a reservation. */
export const otherSideName = (reservation: Reservation) =>
  reservation.my_side === 'buyer' ? reservation.seller.name : reservation.buyer.name;
