import { apiPaths } from '../../../../domain/api/paths';
import { postReservationAction, useReservationAction } from './reservation-action';

/** POST /reservations/{id}/cancel: either side, with the reason the other side reads. */
export const cancelReservation = ({ id, reason }: { id: number; reason: string }) =>
  postReservationAction(apiPaths.harvests.cancelReservation, id, { reason });

export const useCancelReservation = () => useReservationAction(cancelReservation);
