import type { QueryClient } from '@tanstack/react-query';
import type { ListingSummary } from '../../../domain/api/listings';
import { myListingsKey } from './api/get-my-listings';
import type { MyListingsPage } from './api/get-my-listings';

/** Counts as active for the 5-listing limit: switched on and not sold. */
export const isLiveListing = (listing: Pick<ListingSummary, 'is_active' | 'mark_as_sold_at'>) =>
  listing.is_active && !listing.mark_as_sold_at;

/**
 * Shows a changed listing at once in every cached page of My products (its badge and the
 * active counter), then refetches the listings queries so each filter holds the right ones.
 * Not awaited: on a slow connection the card should not wait for the refetch.
 */
export function showListingChange(queryClient: QueryClient, listing: ListingSummary) {
  const pages = queryClient.getQueriesData<MyListingsPage>({ queryKey: myListingsKey });
  const before = pages
    .flatMap(([, page]) => page?.data ?? [])
    .find((item) => item.id === listing.id);
  const delta = before ? Number(isLiveListing(listing)) - Number(isLiveListing(before)) : 0;

  queryClient.setQueriesData<MyListingsPage>({ queryKey: myListingsKey }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((item) => (item.id === listing.id ? listing : item)),
          meta: {
            ...page.meta,
            counts: {
              ...page.meta.counts,
              active: page.meta.counts.active + delta,
              inactive: page.meta.counts.inactive - delta,
            },
          },
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: ['listings'] });
}
