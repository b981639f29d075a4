import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { LISTINGS } from '../../../../domain/limits';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

export type MyListingsFilter = 'all' | 'active' | 'inactive' | 'sold';
export type MyListingsPage = z.infer<typeof listingsApi.mine.response>;

/** GET /products/my: one page (12) of the person's listings, with the counts of each filter. */
export async function getMyListings(
  { status, page }: { status: MyListingsFilter; page: number },
  signal?: AbortSignal,
): Promise<MyListingsPage> {
  return apiRequest<MyListingsPage>(apiPaths.listings.mine, {
    auth: 'required',
    query: { status, page, pagination: LISTINGS.myProductsPageSize },
    signal,
  });
}

/** Every page and filter of My products: what a change to one listing invalidates. */
export const myListingsKey = ['listings', 'mine'] as const;

export const myListingsQueryOptions = (status: MyListingsFilter, page: number) =>
  queryOptions({
    queryKey: [...myListingsKey, { status, page }],
    queryFn: ({ signal }) => getMyListings({ status, page }, signal),
    // The previous page stays on screen while the next one arrives (no blank flash on 3G).
    placeholderData: keepPreviousData,
  });

export const useMyListings = (status: MyListingsFilter, page: number) =>
  useQuery(myListingsQueryOptions(status, page));
