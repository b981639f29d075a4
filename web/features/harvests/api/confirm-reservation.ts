import { apiPaths } from '../../../../domain/api/paths';
import { postReservationAction, useReservationAction } from './reservation-action';

/** POST /reservations/{id}/confirm: after the date, whether the other side kept their word. */
export const confirmReservation = ({ id, kept }: { id: number; kept: boolean }) =>
  postReservationAction(apiPaths.harvests.confirmReservation, id, { kept });

export const useConfirmReservation = () => useReservationAction(confirmReservation);
