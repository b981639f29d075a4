import { z } from 'zod';
import { STORE_IMAGE_KINDS, STORE_KINDS } from '../stores/store';
import {
  storeInputSchema,
  storeProductInputSchema,
  storeTagInputSchema,
} from '../stores/store-schemas';
import { dataList, idParam } from './common';
import { apiPaths } from './paths';

const kindValues = STORE_KINDS.map((k) => k.value) as ['suministros', 'tienda'];

/** docs/product.md §3 "Store (list item)": id, name, imagen (+ kind and place for our own screens). */
export const storeListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imagen: z.string().nullable().describe('First slider photo, card size (400 px)'),
  imagen_srcset: z.string().nullable(),
  kind: z.enum(kindValues),
  municipality: z.string().nullable(),
  department: z.string().nullable(),
});
export type StoreListItem = z.infer<typeof storeListItemSchema>;

/** A stored store photo in both sizes (same files as listing photos). */
export const storeImageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STORE_IMAGE_KINDS),
  url: z.string().describe('1200 px wide at most'),
  thumbnail_url: z.string().describe('400 px wide at most'),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type StoreImage = z.infer<typeof storeImageSchema>;

/** docs/product.md §3 "Product as listed in a store" (+ ids for the admin screens). */
export const storeProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  url: z.string().nullable().describe('Photo, card size'),
  srcset: z.string().nullable(),
  tag: z.string().nullable().describe('Category name'),
  tag_id: z.number().int().nullable(),
  size: z.string().nullable().describe('Unit label'),
  size_id: z.number().int().nullable(),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const storeTagSchema = z.object({ id: z.number().int(), name: z.string() });

/** docs/product.md §3 "Store (detail)". */
export const storeDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(kindValues),
  description: z.string(),
  address: z.string(),
  municipality_id: z.number().int().nullable(),
  municipality: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  slider: z.array(z.string()).describe('Slider photo URLs (1200 px)'),
  brochures: z.array(z.string()).describe('Catalogue page URLs (1200 px)'),
  slider_images: z.array(storeImageSchema),
  brochure_images: z.array(storeImageSchema),
  tags: z.array(storeTagSchema),
  products: z.array(storeProductSchema),
  updated_at: z.string(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

const storeParams = z.object({ id: idParam });
const message = z.object({ message: z.string() });

export const storesApi = {
  /** Bearer required; `kind` narrows to supply shops (/suministros). Also at /stores-list. */
  list: {
    path: apiPaths.stores.list,
    alias: apiPaths.stores.listAlias,
    query: z.object({ kind: z.enum(kindValues).optional() }),
    response: dataList(storeListItemSchema),
  },
  detail: {
    path: apiPaths.stores.detail,
    alias: apiPaths.stores.detailAlias,
    params: storeParams,
    response: z.object({ data: storeDetailSchema }),
  },
} as const;

/** Admin only (403 for everyone else). Every change is written to the admin action log. */
export const adminStoresApi = {
  create: {
    path: apiPaths.adminStores.create,
    body: storeInputSchema,
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  update: {
    method: 'PUT',
    path: apiPaths.adminStores.update,
    params: storeParams,
    body: storeInputSchema,
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  remove: {
    method: 'DELETE',
    path: apiPaths.adminStores.remove,
    params: storeParams,
    response: message,
  },
  /** multipart: kind=slider|brochure and one or more `images` files. */
  addImages: {
    path: apiPaths.adminStores.addImages,
    params: storeParams,
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  removeImage: {
    method: 'DELETE',
    path: apiPaths.adminStores.removeImage,
    params: z.object({ id: idParam, imageId: idParam }),
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  addTag: {
    path: apiPaths.adminStores.addTag,
    params: storeParams,
    body: storeTagInputSchema,
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  removeTag: {
    method: 'DELETE',
    path: apiPaths.adminStores.removeTag,
    params: z.object({ id: idParam, tagId: idParam }),
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  /** multipart (fields + optional `image` file) or JSON. */
  addProduct: {
    path: apiPaths.adminStores.addProduct,
    params: storeParams,
    body: storeProductInputSchema,
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  updateProduct: {
    method: 'PUT',
    path: apiPaths.adminStores.updateProduct,
    params: z.object({ id: idParam, productId: idParam }),
    body: storeProductInputSchema,
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
  removeProduct: {
    method: 'DELETE',
    path: apiPaths.adminStores.removeProduct,
    params: z.object({ id: idParam, productId: idParam }),
    response: z.object({ message: z.string(), data: storeDetailSchema }),
  },
} as const;
