import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '../../domain/addresses/address';
import { apiRequest } from './api-client';
import { apiPaths } from '../../domain/api/paths';

// The signed-in person's saved addresses: the addresses screen manages them, the create and
// edit screens of a listing pick or name one. One cache key for all of them.

/** GET /address */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiRequest<{ data: Address[] }>(apiPaths.addresses.list, {
    auth: 'required',
    signal,
  });
  return data;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ['addresses'], queryFn: ({ signal }) => getAddresses(signal) });

export const useAddresses = () => useQuery(addressesQueryOptions());
