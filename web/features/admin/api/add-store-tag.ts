import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';

/** POST /admin/stores/{id}/tags. */
export function addStoreTag(id: number, name: string): Promise<SavedStore> {
  return apiRequest<SavedStore>(apiPath(apiPaths.adminStores.addTag, { id }), {
    method: 'POST',
    auth: 'required',
    json: { name },
  });
}

export const useAddStoreTag = (id: number) =>
  useStoreChange((name: string) => addStoreTag(id, name));
