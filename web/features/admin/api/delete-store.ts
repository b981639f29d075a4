import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { adminStoresApi } from '../../../../domain/api/stores';
import { apiRequest } from '../../../lib/api-client';
import { adminStoreKey, adminStoresKey } from './admin-store-cache';

/** DELETE /admin/stores/{id}. */
export function deleteStore(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPath(apiPaths.adminStores.remove, { id }), {
    method: adminStoresApi.remove.method,
    auth: 'required',
  });
}

export function useDeleteStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStore(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminStoreKey(id) });
      return queryClient.invalidateQueries({ queryKey: adminStoresKey });
    },
  });
}
