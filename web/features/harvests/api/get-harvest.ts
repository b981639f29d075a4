import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Harvest } from '../../../../domain/api/harvests';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { harvestKey } from './harvests-cache';

/** GET /harvests/{id}: one harvest, with the seller's kept word and what the viewer did. */
export function getHarvest(id: number, signal?: AbortSignal): Promise<{ data: Harvest }> {
  return apiRequest<{ data: Harvest }>(apiPath(apiPaths.harvests.detail, { id }), {
    auth: 'required',
    signal,
  });
}

export const harvestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: harvestKey(id),
    queryFn: ({ signal }) => getHarvest(id, signal),
    select: (answer) => answer.data,
  });

export const useHarvest = (id: number) => useQuery(harvestQueryOptions(id));
