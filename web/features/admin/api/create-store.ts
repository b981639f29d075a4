import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';
import { storeBody, type StoreValues } from './store-body';

/** POST /admin/stores. */
export function createStore(values: StoreValues): Promise<SavedStore> {
  return apiRequest<SavedStore>(apiPaths.adminStores.create, {
    method: 'POST',
    auth: 'required',
    json: storeBody(values),
  });
}

export const useCreateStore = () => useStoreChange(createStore);
