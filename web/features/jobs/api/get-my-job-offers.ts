import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import { myJobOffersKey, type JobOffersPage } from './job-offers-cache';

/** GET /jobs/my: one page of the person's own offers, open, closed and expired. */
export function getMyJobOffers(page: number, signal?: AbortSignal): Promise<JobOffersPage> {
  return apiRequest<JobOffersPage>(apiPaths.jobs.mine, {
    auth: 'required',
    query: { page },
    signal,
  });
}

export const myJobOffersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myJobOffersKey,
    queryFn: ({ pageParam, signal }) => getMyJobOffers(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useMyJobOffers = () => useInfiniteQuery(myJobOffersQueryOptions());
