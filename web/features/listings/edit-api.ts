import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Address } from '../../../domain/addresses/address';
import { addressesApi } from '../../../domain/api/accounts';
import { listingsApi } from '../../../domain/api/listings';
import type { ListingDetail } from '../../../domain/api/listings';
import { apiRequest } from '../../lib/api-client';

// The two reads of the edit screen. The detail screen and the create screen need the same
// calls: when a shared api/ file exists for them, these move there.

type DetailAnswer = z.infer<typeof listingsApi.detail.response>;

/** GET /products/{id}: the values the form starts from. */
export async function getListingDetail(id: number, signal?: AbortSignal): Promise<ListingDetail> {
  const { data } = await apiRequest<DetailAnswer>(
    listingsApi.detail.path.replace(':id', String(id)),
    { auth: 'required', signal },
  );
  return data;
}

export const listingDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'detail', id],
    queryFn: ({ signal }) => getListingDetail(id, signal),
  });

export const useListingDetail = (id: number) => useQuery(listingDetailQueryOptions(id));

/**
 * GET /address: the saved addresses, for the name of the listing's address ('Finca La
 * Esperanza — Km 3'). Same key as the addresses screen, so a visit there fills this cache.
 */
export async function getSavedAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiRequest<{ data: Address[] }>(addressesApi.list.path, {
    auth: 'required',
    signal,
  });
  return data;
}

export const useSavedAddresses = () =>
  useQuery(queryOptions({ queryKey: ['addresses'], queryFn: ({ signal }) => getSavedAddresses(signal) }));
