import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import type { PlaceFilter } from '../../../components/place-filters';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import { jobsKey, type JobOffersPage } from './job-offers-cache';

/** GET /jobs: open offers of a place, newest first, one page. */
export function getJobOffers(
  place: PlaceFilter,
  page: number,
  signal?: AbortSignal,
): Promise<JobOffersPage> {
  return apiRequest<JobOffersPage>(apiPaths.jobs.list, {
    auth: 'required',
    query: {
      department_id: place.departmentId,
      municipality_id: place.municipalityId,
      page,
    },
    signal,
  });
}

/** A page at a time ('Ver más'). */
export const jobOffersQueryOptions = (place: PlaceFilter) =>
  infiniteQueryOptions({
    queryKey: [...jobsKey, 'list', place],
    queryFn: ({ pageParam, signal }) => getJobOffers(place, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useJobOffers = (place: PlaceFilter) => useInfiniteQuery(jobOffersQueryOptions(place));
