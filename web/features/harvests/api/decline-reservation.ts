import { apiPaths } from '../../../../domain/api/paths';
import { postReservationAction, useReservationAction } from './reservation-action';

/** POST /reservations/{id}/decline: the seller cannot keep it this time. */
export const declineReservation = (id: number) =>
  postReservationAction(apiPaths.harvests.declineReservation, id);

export const useDeclineReservation = () => useReservationAction(declineReservation);
