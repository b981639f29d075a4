import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { STORE_MESSAGES } from '../../../../domain/stores/store';
import { ApiError } from '../../../lib/api-client';
import { storeRequest } from '../../../lib/stores-api';
import { storeView } from '../store-view';
import type { StoreView } from '../store-view';

/**
 * GET /stores/{id}, or /stores-list/{id} when the first path is not served (docs/product.md §7). The
 * query's signal is passed on, so leaving the screen aborts the call.
 */
export async function getStore(id: string, signal?: AbortSignal): Promise<StoreView> {
  const answer = await storeRequest(
    apiPath(apiPaths.stores.detail, { id }),
    apiPath(apiPaths.stores.detailAlias, { id }),
    { signal },
  );
  const store = storeView(answer);
  // An answer without a store id is not a store (docs/product.md §3): a failure, not an empty store.
  if (!store) throw new ApiError(0, STORE_MESSAGES.loadFailed);
  return store;
}

export const storeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['stores', 'detail', id],
    queryFn: ({ signal }) => getStore(id, signal),
    // After up to 25 s on a slow line, trying again is the person's choice ('Reintentar').
    retry: false,
  });

/** The store of the screen, fetched unless `enabled` is false (it came with the navigation). */
export const useStore = (id: string, enabled: boolean) =>
  useQuery({ ...storeQueryOptions(id), enabled });
