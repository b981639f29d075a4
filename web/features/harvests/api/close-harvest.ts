import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedHarvest, type SavedHarvest } from './harvests-cache';

/** POST /harvests/{id}/close. */
export function closeHarvest(id: number): Promise<SavedHarvest> {
  return apiRequest<SavedHarvest>(apiPath(apiPaths.harvests.close, { id }), {
    method: 'POST',
    auth: 'required',
  });
}

export function useCloseHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeHarvest,
    onSuccess: (answer) => showSavedHarvest(queryClient, answer.data),
  });
}
