import { apiPaths } from '../../../../domain/api/paths';
import { postReservationAction, useReservationAction } from './reservation-action';

/** POST /reservations/{id}/accept-reason: the cancellation then counts against no one. */
export const acceptCancelReason = (id: number) =>
  postReservationAction(apiPaths.harvests.acceptReason, id);

export const useAcceptCancelReason = () => useReservationAction(acceptCancelReason);
