import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedReservation, type SavedReservation } from './harvests-cache';

/** POST /harvests/{id}/reservations: a buyer asks the seller to keep them a quantity. */
export function reserveHarvest(id: number, quantity: number): Promise<SavedReservation> {
  return apiRequest<SavedReservation>(apiPath(apiPaths.harvests.reservations, { id }), {
    method: 'POST',
    auth: 'required',
    json: { quantity },
  });
}

export function useReserveHarvest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quantity: number) => reserveHarvest(id, quantity),
    onSuccess: (answer) => showSavedReservation(queryClient, answer.data),
  });
}
