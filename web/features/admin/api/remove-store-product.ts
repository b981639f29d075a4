import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { adminStoresApi } from '../../../../domain/api/stores';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';

/** DELETE /admin/stores/{id}/products/{productId}. */
export function removeStoreProduct(id: number, productId: number): Promise<SavedStore> {
  return apiRequest<SavedStore>(apiPath(apiPaths.adminStores.removeProduct, { id, productId }), {
    method: adminStoresApi.removeProduct.method,
    auth: 'required',
  });
}

export const useRemoveStoreProduct = (id: number) =>
  useStoreChange((productId: number) => removeStoreProduct(id, productId));
