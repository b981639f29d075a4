import { apiPath, apiPaths } from '../../../../domain/api/paths';
import type { StoreImageKind } from '../../../../domain/stores/store';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';

/** POST /admin/stores/{id}/images, multipart: kind=slider|brochure and one `images` part per photo. */
export function addStoreImages(
  id: number,
  kind: StoreImageKind,
  files: File[],
): Promise<SavedStore> {
  const body = new FormData();
  body.append('kind', kind);
  for (const file of files) body.append('images', file, file.name);
  return apiRequest<SavedStore>(apiPath(apiPaths.adminStores.addImages, { id }), {
    method: 'POST',
    auth: 'required',
    multipart: body,
  });
}

export const useAddStoreImages = (id: number) =>
  useStoreChange(({ kind, files }: { kind: StoreImageKind; files: File[] }) =>
    addStoreImages(id, kind, files),
  );
