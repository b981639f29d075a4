import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedHarvest, type SavedHarvest } from './harvests-cache';

/** POST /harvests/{id}/follow ('Avísame cuando esté lista'), DELETE to stop. */
export function followHarvest(id: number, following: boolean): Promise<SavedHarvest> {
  return apiRequest<SavedHarvest>(apiPath(apiPaths.harvests.follow, { id }), {
    method: following ? 'POST' : 'DELETE',
    auth: 'required',
  });
}

export function useFollowHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, following }: { id: number; following: boolean }) =>
      followHarvest(id, following),
    onSuccess: (answer) => showSavedHarvest(queryClient, answer.data),
  });
}
