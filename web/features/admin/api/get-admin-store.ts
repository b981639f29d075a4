import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import type { StoreDetail } from '../../../../domain/api/stores';
import { apiRequest } from '../../../lib/api-client';
import { adminStoreKey } from './admin-store-cache';

/** GET /stores/{id}: the whole store, for its edit screen. */
export async function getAdminStore(id: number, signal?: AbortSignal): Promise<StoreDetail> {
  const { data } = await apiRequest<{ data: StoreDetail }>(
    apiPath(apiPaths.stores.detail, { id }),
    {
      auth: 'required',
      signal,
    },
  );
  return data;
}

export const adminStoreQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminStoreKey(id),
    queryFn: ({ signal }) => getAdminStore(id, signal),
  });

/** id 0 (an address that is not a number) asks nothing. */
export const useAdminStore = (id: number) =>
  useQuery({ ...adminStoreQueryOptions(id), enabled: id > 0 });
