import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

const detailPath = (id: number) => apiPath(apiPaths.listings.detail, { id });

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
