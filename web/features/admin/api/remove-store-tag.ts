import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { adminStoresApi } from '../../../../domain/api/stores';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';

/** DELETE /admin/stores/{id}/tags/{tagId}. */
export function removeStoreTag(id: number, tagId: number): Promise<SavedStore> {
  return apiRequest<SavedStore>(apiPath(apiPaths.adminStores.removeTag, { id, tagId }), {
    method: adminStoresApi.removeTag.method,
    auth: 'required',
  });
}

export const useRemoveStoreTag = (id: number) =>
  useStoreChange((tagId: number) => removeStoreTag(id, tagId));
