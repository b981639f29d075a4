import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import { myRequestsKey, type RequestsPage } from './requests-cache';

/** GET /buy-requests/my: the person's own requests, every status, with their answer counts. */
export function getMyRequests(page: number, signal?: AbortSignal): Promise<RequestsPage> {
  return apiRequest<RequestsPage>(apiPaths.requests.mine, {
    auth: 'required',
    query: { page },
    signal,
  });
}

export const myRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myRequestsKey,
    queryFn: ({ pageParam, signal }) => getMyRequests(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useMyRequests = () => useInfiniteQuery(myRequestsQueryOptions());
