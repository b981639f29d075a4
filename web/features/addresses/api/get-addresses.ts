import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '../../../../domain/addresses/address';
import { addressesApi } from '../../../../domain/api/accounts';
import { apiRequest } from '../../../lib/api-client';

/** GET /address: the signed-in person's saved addresses. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiRequest<{ data: Address[] }>(addressesApi.list.path, {
    auth: 'required',
    signal,
  });
  return data;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ['addresses'], queryFn: ({ signal }) => getAddresses(signal) });

export const useAddresses = () => useQuery(addressesQueryOptions());
