import { apiPaths } from '../../../../domain/api/paths';
import { postReservationAction, useReservationAction } from './reservation-action';

/** POST /reservations/{id}/accept: the seller keeps the quantity for the buyer. */
export const acceptReservation = (id: number) =>
  postReservationAction(apiPaths.harvests.acceptReservation, id);

export const useAcceptReservation = () => useReservationAction(acceptReservation);
