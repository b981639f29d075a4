import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingSummary } from '../../../../domain/api/listings';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

const detailPath = (id: number) =>
  apiPaths.listings.detail.replace(':id', encodeURIComponent(String(id)));

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
    // 'Producto no encontrado.' and other refusals are answers; only failures of the network
    // or the server are worth one more try on a weak signal.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
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
