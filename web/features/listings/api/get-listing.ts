import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingSummary } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

const detailPath = (id: number) =>
  apiPath(apiPaths.listings.detail, { id });

/**
 * GET /products/{id}, with the token when there is one: the seller's phone and the owner flag
 * only come to signed-in people.
 */
export async function getListing(id: number, signal?: AbortSignal): Promise<ListingDetail> {
  const { data } = await apiRequest<{ data: ListingDetail }>(detailPath(id), { signal });
  return data;
}

export const listingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'detail', id],
    queryFn: ({ signal }) => getListing(id, signal),
  });

export const useListing = (id: number, enabled = true) =>
  useQuery({ ...listingQueryOptions(id), enabled });

/**
 * After an owner action the server answers with the listing's new summary: the detail on screen
 * takes it at once, and every other list of listings (catalogue, My products…) is refetched.
 */
export function applyListingChange(
  queryClient: QueryClient,
  summary: ListingSummary,
): Promise<void> {
  const { queryKey } = listingQueryOptions(summary.id);
  queryClient.setQueryData(queryKey, (current) =>
    current
      ? { ...current, ...summary, mark_as_sold: current.mark_as_sold || summary.status === 'sold' }
      : current,
  );
  return queryClient.invalidateQueries({
    queryKey: ['listings'],
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== summary.id,
  });
}
