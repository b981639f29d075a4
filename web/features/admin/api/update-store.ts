import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { adminStoresApi } from '../../../../domain/api/stores';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';
import { storeBody, type StoreValues } from './store-body';

/** PUT /admin/stores/{id}: every field of the form. */
export function updateStore(id: number, values: StoreValues): Promise<SavedStore> {
  return apiRequest<SavedStore>(apiPath(apiPaths.adminStores.update, { id }), {
    method: adminStoresApi.update.method,
    auth: 'required',
    json: storeBody(values),
  });
}

export const useUpdateStore = (id: number) =>
  useStoreChange((values: StoreValues) => updateStore(id, values));
