import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { adminStoresApi } from '../../../../domain/api/stores';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';

/** DELETE /admin/stores/{id}/images/{imageId}. */
export function removeStoreImage(id: number, imageId: number): Promise<SavedStore> {
  return apiRequest<SavedStore>(apiPath(apiPaths.adminStores.removeImage, { id, imageId }), {
    method: adminStoresApi.removeImage.method,
    auth: 'required',
  });
}

export const useRemoveStoreImage = (id: number) =>
  useStoreChange((imageId: number) => removeStoreImage(id, imageId));
