import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import { requestsKey, type RequestsPage } from './requests-cache';

export interface NearbyFilter {
  /** A municipality; none: the viewer's first address, else their profile's (the server's). */
  near: number | null;
  radiusKm: number;
  productId: number | null;
}

/** GET /buy-requests: others' open requests, nearest first, one page. */
export function getNearbyRequests(
  filter: NearbyFilter,
  page: number,
  signal?: AbortSignal,
): Promise<RequestsPage> {
  return apiRequest<RequestsPage>(apiPaths.requests.nearby, {
    auth: 'required',
    query: {
      near: filter.near,
      radius_km: filter.radiusKm,
      product_id: filter.productId,
      page,
    },
    signal,
  });
}

export const nearbyRequestsQueryOptions = (filter: NearbyFilter) =>
  infiniteQueryOptions({
    queryKey: [...requestsKey, 'nearby', filter],
    queryFn: ({ pageParam, signal }) => getNearbyRequests(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useNearbyRequests = (filter: NearbyFilter) =>
  useInfiniteQuery(nearbyRequestsQueryOptions(filter));
