import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { listingsApi } from '../../../domain/api/listings';
import type { ListingSummary } from '../../../domain/api/listings';
import { GENERIC_ERROR_MESSAGE, safeMessage } from '../../../domain/errors';
import { ApiError, apiRequest } from '../../lib/api-client';
import { myListingsKey } from './api/get-my-listings';
import type { MyListingsPage } from './api/get-my-listings';

// The activate/deactivate and mark-as-sold calls of My products. The detail screen needs the
// same two calls: when one copy lives in api/set-listing-active.ts and api/mark-listing-sold.ts,
// these move there.

type ListingAnswer = z.infer<typeof listingsApi.setActive.response>;

/** POST /products/{id}/active. A 409 carries the 5-active limit message (SPEC §8). */
export async function setListingActive(id: number, isActive: boolean): Promise<ListingAnswer> {
  return apiRequest<ListingAnswer>(listingsApi.setActive.path.replace(':id', String(id)), {
    method: 'POST',
    auth: 'required',
    json: { is_active: isActive },
  });
}

/** POST /products/{id}/mark_as_sold: final, the listing can never be activated again. */
export async function markListingSold(id: number): Promise<ListingAnswer> {
  return apiRequest<ListingAnswer>(listingsApi.markSold.path.replace(':id', String(id)), {
    method: 'POST',
    auth: 'required',
  });
}

/** Counts as active for the 5-listing limit: switched on and not sold. */
export const isLiveListing = (listing: Pick<ListingSummary, 'is_active' | 'mark_as_sold_at'>) =>
  listing.is_active && !listing.mark_as_sold_at;

/**
 * Shows a changed listing at once in every cached page of My products (badge and the active
 * counter), then refetches them so each filter holds the right listings.
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

export function useMarkListingSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markListingSold(id),
    onSuccess: (answer) => showListingChange(queryClient, answer.data),
  });
}

/**
 * The message to show for a failed call: the server's own (already checked for technical
 * text by the API client), else the error's, else `fallback`. The generic 5xx text says less
 * than the fallback, so the fallback wins over it.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return error.message === GENERIC_ERROR_MESSAGE ? fallback : safeMessage(error.message, fallback);
  }
  return safeMessage(error instanceof Error ? error.message : undefined, fallback);
}
