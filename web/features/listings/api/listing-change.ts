import type { QueryClient } from '@tanstack/react-query';
import type { ListingSummary } from '../../../../domain/api/listings';
import { listingQueryOptions } from './get-listing';
import { myListingsKey, type MyListingsPage } from './get-my-listings';

/** Counts as active for the 5-listing limit: switched on and not sold. */
const isLiveListing = (listing: Pick<ListingSummary, 'is_active' | 'mark_as_sold_at'>) =>
  listing.is_active && !listing.mark_as_sold_at;

/**
 * After an owner action (activate, deactivate, mark as sold) the server answers with the
 * listing's new summary. It shows at once wherever the listing is cached: the detail, and every
 * page of My products with its active counter; every other list of listings (the catalogue, the
 * other filters of My products) is then fetched again so each filter holds the right ones. The
 * refetch is not awaited: on a slow connection the button should not wait for it.
 */
export function applyListingChange(queryClient: QueryClient, summary: ListingSummary): void {
  const { queryKey } = listingQueryOptions(summary.id);
  queryClient.setQueryData(queryKey, (current) =>
    current
      ? { ...current, ...summary, mark_as_sold: current.mark_as_sold || summary.status === 'sold' }
      : current,
  );

  const before = queryClient
    .getQueriesData<MyListingsPage>({ queryKey: myListingsKey })
    .flatMap(([, page]) => page?.data ?? [])
    .find((item) => item.id === summary.id);
  const delta = before ? Number(isLiveListing(summary)) - Number(isLiveListing(before)) : 0;
  queryClient.setQueriesData<MyListingsPage>({ queryKey: myListingsKey }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((item) => (item.id === summary.id ? summary : item)),
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

  void queryClient.invalidateQueries({
    queryKey: ['listings'],
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== summary.id,
  });
}
