import type { z } from 'zod';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { adminStoresApi } from '../../../../domain/api/stores';
import type { storeProductInputSchema } from '../../../../domain/stores/store-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useStoreChange, type SavedStore } from './admin-store-cache';

// A store's product: POST /admin/stores/{id}/products adds one, PUT …/products/{productId}
// changes it. One form does both, so one hook sends either.

export type StoreProductValues = z.output<typeof storeProductInputSchema>;

export type ProductSave = {
  /** Absent for a new product. */
  productId?: number;
  values: StoreProductValues;
  /** A new photo; without one the product keeps its photo. */
  image: File | null;
};

/** JSON, or multipart when a photo goes with the fields. */
function productRequest(values: StoreProductValues, image: File | null) {
  const fields = {
    name: values.name,
    description: values.description ?? null,
    price: values.price,
    tag_id: values.tag_id ?? null,
    size_id: values.size_id ?? null,
  };
  if (!image) return { json: fields };
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    body.append(key, value === null ? '' : String(value));
  }
  body.append('image', image, image.name);
  return { multipart: body };
}

export function saveStoreProduct(
  id: number,
  { productId, values, image }: ProductSave,
): Promise<SavedStore> {
  return productId === undefined
    ? apiRequest<SavedStore>(apiPath(apiPaths.adminStores.addProduct, { id }), {
        method: 'POST',
        auth: 'required',
        ...productRequest(values, image),
      })
    : apiRequest<SavedStore>(apiPath(apiPaths.adminStores.updateProduct, { id, productId }), {
        method: adminStoresApi.updateProduct.method,
        auth: 'required',
        ...productRequest(values, image),
      });
}

export const useSaveStoreProduct = (id: number) =>
  useStoreChange((save: ProductSave) => saveStoreProduct(id, save));
