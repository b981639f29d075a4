import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { jobsApi } from '../../../../domain/api/jobs';
import type { JobOffer } from '../../../../domain/api/jobs';
import type { jobOfferInputSchema } from '../../../../domain/jobs/job-offer';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import type { PlaceFilter } from '../../../components/place-filters';
import { apiPaths } from '../../../../domain/api/paths';

export type JobOffersPage = z.infer<typeof jobsApi.list.response>;
/** The checked form values (jobOfferInputSchema's output). */
export type NewJobOffer = z.output<typeof jobOfferInputSchema>;

type SavedAnswer = z.infer<typeof jobsApi.create.response>;

/** Everything of the job board: what publishing or closing an offer makes stale. */
export const jobsKey = ['jobs'] as const;
const myOffersKey = [...jobsKey, 'mine'] as const;

const withId = (path: string, id: number) => path.replace(':id', encodeURIComponent(String(id)));

/** GET /jobs: open offers, newest first, a page at a time ('Ver más'). */
export const jobOffersQueryOptions = (place: PlaceFilter) =>
  infiniteQueryOptions({
    queryKey: [...jobsKey, 'list', place],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<JobOffersPage>(apiPaths.jobs.list, {
        auth: 'required',
        query: {
          department_id: place.departmentId,
          municipality_id: place.municipalityId,
          page: pageParam,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** GET /jobs/my: the person's own offers, open, closed and expired. */
export const myJobOffersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myOffersKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<JobOffersPage>(apiPaths.jobs.mine, {
        auth: 'required',
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useJobOffers = (place: PlaceFilter) => useInfiniteQuery(jobOffersQueryOptions(place));
export const useMyJobOffers = () => useInfiniteQuery(myJobOffersQueryOptions());

/** Shows the server's copy of an offer in My offers at once (first when it is new). */
function putInMyOffers(queryClient: QueryClient, offer: JobOffer) {
  queryClient.setQueryData<InfiniteData<JobOffersPage>>(myOffersKey, (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.data.some((item) => item.id === offer.id));
    const pages = data.pages.map((page, index) => ({
      ...page,
      data: known
        ? page.data.map((item) => (item.id === offer.id ? offer : item))
        : index === 0
          ? [offer, ...page.data]
          : page.data,
    }));
    return { ...data, pages };
  });
}

export function createJobOffer(input: NewJobOffer): Promise<SavedAnswer> {
  return apiRequest<SavedAnswer>(apiPaths.jobs.create, {
    method: 'POST',
    auth: 'required',
    json: input,
  });
}

export function closeJobOffer(id: number): Promise<SavedAnswer> {
  return apiRequest<SavedAnswer>(withId(apiPaths.jobs.close, id), {
    method: 'POST',
    auth: 'required',
  });
}

export function useCreateJobOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOffer,
    onSuccess: (answer) => {
      putInMyOffers(queryClient, answer.data);
      // Not awaited: the screen moves on with the copy above while the lists refresh.
      void queryClient.invalidateQueries({ queryKey: jobsKey });
    },
  });
}

export function useCloseJobOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: JobOffer) => closeJobOffer(offer.id),
    onSuccess: (answer) => {
      putInMyOffers(queryClient, answer.data);
      void queryClient.invalidateQueries({ queryKey: jobsKey });
    },
  });
}
