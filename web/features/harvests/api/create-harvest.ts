import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import type { HarvestInput } from '../../../../domain/harvests/harvest-schema';
import { apiRequest } from '../../../lib/api-client';
import { showSavedHarvest, type SavedHarvest } from './harvests-cache';

/** POST /harvests: announces a harvest (at most 5 open). */
export function createHarvest(input: HarvestInput): Promise<SavedHarvest> {
  return apiRequest<SavedHarvest>(apiPaths.harvests.create, {
    method: 'POST',
    auth: 'required',
    json: input,
  });
}

export function useCreateHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHarvest,
    onSuccess: (answer) => showSavedHarvest(queryClient, answer.data),
  });
}
