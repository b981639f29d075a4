import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedHarvest, type SavedHarvest } from './harvests-cache';

/**
 * POST /harvests/{id}/listing: the harvest is ready and goes on sale as a listing, at `price`
 * (the expected price when left out); the server tells followers and reservers.
 */
export function listHarvest(id: number, price: number | undefined): Promise<SavedHarvest> {
  return apiRequest<SavedHarvest>(apiPath(apiPaths.harvests.toListing, { id }), {
    method: 'POST',
    auth: 'required',
    json: price === undefined ? {} : { price },
  });
}

export function useListHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number | undefined }) =>
      listHarvest(id, price),
    onSuccess: (answer) => {
      showSavedHarvest(queryClient, answer.data);
      // The new listing shows in Mis productos.
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
  });
}
