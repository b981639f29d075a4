import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '../../../domain/addresses/address';
import { addressesApi } from '../../../domain/api/accounts';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /address: the saved addresses, to name the listing's locked address ('Finca La
 * Esperanza — Km 3'). Same key and answer as the addresses screen, so a visit there fills this
 * cache. (A feature cannot import another feature's fetcher.)
 */
export async function getSavedAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiRequest<{ data: Address[] }>(addressesApi.list.path, {
    auth: 'required',
    signal,
  });
  return data;
}

export const savedAddressesQueryOptions = () =>
  queryOptions({ queryKey: ['addresses'], queryFn: ({ signal }) => getSavedAddresses(signal) });

export const useSavedAddresses = () => useQuery(savedAddressesQueryOptions());
