import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedReservation, type SavedReservation } from './harvests-cache';

// The reservation calls are POST /reservations/{id}/<action>: each endpoint's file names its
// path and body; this is how they are sent and what their answer changes.

type ReservationPath = (typeof apiPaths.harvests)[
  | 'acceptReservation'
  | 'declineReservation'
  | 'cancelReservation'
  | 'acceptReason'
  | 'confirmReservation'];

export function postReservationAction(
  path: ReservationPath,
  id: number,
  json?: Record<string, unknown>,
): Promise<SavedReservation> {
  return apiRequest<SavedReservation>(apiPath(path, { id }), {
    method: 'POST',
    auth: 'required',
    json: json ?? {},
  });
}

/** A mutation of one reservation call; its answer replaces the reservation on screen. */
export function useReservationAction<Variables>(
  send: (variables: Variables) => Promise<SavedReservation>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => showSavedReservation(queryClient, answer.data),
  });
}
