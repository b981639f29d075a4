import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import type { HarvestInput } from '../../../../domain/harvests/harvest-schema';
import { apiRequest } from '../../../lib/api-client';
import { showSavedHarvest, type SavedHarvest } from './harvests-cache';

/** PUT /harvests/{id}: the whole harvest again (an open one of the seller's). */
export function updateHarvest(id: number, input: HarvestInput): Promise<SavedHarvest> {
  return apiRequest<SavedHarvest>(apiPath(apiPaths.harvests.update, { id }), {
    method: 'PUT',
    auth: 'required',
    json: input,
  });
}

export function useUpdateHarvest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HarvestInput) => updateHarvest(id, input),
    onSuccess: (answer) => showSavedHarvest(queryClient, answer.data),
  });
}
