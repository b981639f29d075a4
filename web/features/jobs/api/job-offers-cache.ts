import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobOffer, jobsApi } from '../../../../domain/api/jobs';

// What the job board's calls share: their cache keys, and how a saved offer shows at once.

export type JobOffersPage = z.infer<typeof jobsApi.list.response>;
/** What publishing or closing an offer answers: the offer as the server keeps it. */
export type SavedJobOffer = z.infer<typeof jobsApi.create.response>;

/** Everything of the job board: what publishing or closing an offer makes stale. */
export const jobsKey = ['jobs'] as const;
export const myJobOffersKey = [...jobsKey, 'mine'] as const;

/**
 * Shows the server's copy of an offer in My offers at once (first when it is new), then
 * refreshes the lists. Not awaited: the screen moves on with the copy while they load.
 */
export function showSavedOffer(queryClient: QueryClient, offer: JobOffer) {
  queryClient.setQueryData<InfiniteData<JobOffersPage>>(myJobOffersKey, (data) => {
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
  void queryClient.invalidateQueries({ queryKey: jobsKey });
}
