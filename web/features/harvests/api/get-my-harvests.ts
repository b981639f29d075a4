import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import { myHarvestsKey, type HarvestsPage } from './harvests-cache';

/** GET /harvests/my: one page of the seller's own harvests, every status. */
export function getMyHarvests(page: number, signal?: AbortSignal): Promise<HarvestsPage> {
  return apiRequest<HarvestsPage>(apiPaths.harvests.mine, {
    auth: 'required',
    query: { page },
    signal,
  });
}

export const myHarvestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myHarvestsKey,
    queryFn: ({ pageParam, signal }) => getMyHarvests(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useMyHarvests = () => useInfiniteQuery(myHarvestsQueryOptions());
