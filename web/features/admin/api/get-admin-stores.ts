import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import type { StoreListItem } from '../../../../domain/api/stores';
import type { StoreKind } from '../../../../domain/stores/store';
import { apiRequest } from '../../../lib/api-client';
import { adminStoresKey } from './admin-store-cache';

/** GET /stores (?kind=…): every store, for the admin list. */
export async function getAdminStores(
  kind: StoreKind | null,
  signal?: AbortSignal,
): Promise<StoreListItem[]> {
  const { data } = await apiRequest<{ data: StoreListItem[] }>(apiPaths.stores.list, {
    auth: 'required',
    query: { kind: kind ?? undefined },
    signal,
  });
  return data;
}

export const adminStoresQueryOptions = (kind: StoreKind | null) =>
  queryOptions({
    queryKey: [...adminStoresKey, kind ?? 'all'],
    queryFn: ({ signal }) => getAdminStores(kind, signal),
  });

export const useAdminStores = (kind: StoreKind | null) => useQuery(adminStoresQueryOptions(kind));
