import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreDetail } from '../../../../domain/api/stores';

// What the admin store calls share: their cache keys, and what a change does to the cache.

/** What every store change answers: the whole store, as the edit screen shows it. */
export type SavedStore = { message: string; data: StoreDetail };

/** Every admin list of stores (all, or one kind). */
export const adminStoresKey = ['admin', 'stores'] as const;
export const adminStoreKey = (id: number) => ['admin', 'store', id] as const;

/** The server's copy of the store goes into the cache; the lists are read again. */
export function rememberStore(queryClient: QueryClient, store: StoreDetail) {
  queryClient.setQueryData(adminStoreKey(store.id), store);
  return queryClient.invalidateQueries({ queryKey: adminStoresKey });
}

/** A change to a store (its fields, photos, tags or products): the edit screen shows the answer. */
export function useStoreChange<V>(call: (variables: V) => Promise<SavedStore>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => rememberStore(queryClient, answer.data),
  });
}
