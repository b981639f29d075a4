import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import { upcomingHarvestsKey, type HarvestsPage } from './harvests-cache';

export type HarvestFilters = { sellerId?: number; productId?: number };

/** GET /harvests: one page of open harvests, soonest first; of one seller or one product. */
export function getHarvests(
  filters: HarvestFilters,
  page: number,
  signal?: AbortSignal,
): Promise<HarvestsPage> {
  return apiRequest<HarvestsPage>(apiPaths.harvests.list, {
    auth: 'required',
    query: { seller_id: filters.sellerId, product_id: filters.productId, page },
    signal,
  });
}

export const harvestsQueryOptions = (filters: HarvestFilters) =>
  infiniteQueryOptions({
    queryKey: upcomingHarvestsKey(filters),
    queryFn: ({ pageParam, signal }) => getHarvests(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useHarvests = (filters: HarvestFilters) =>
  useInfiniteQuery(harvestsQueryOptions(filters));
