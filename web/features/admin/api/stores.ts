import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminStoresApi } from '../../../../domain/api/stores';
import type { StoreDetail, StoreListItem } from '../../../../domain/api/stores';
import type { StoreImageKind, StoreKind } from '../../../../domain/stores/store';
import type {
  storeInputSchema,
  storeProductInputSchema,
} from '../../../../domain/stores/store-schemas';
import { apiRequest } from '../../../lib/api-client';
import { fillPath } from './fill-path';
import { apiPaths } from '../../../../domain/api/paths';

export type StoreValues = z.output<typeof storeInputSchema>;
export type StoreProductValues = z.output<typeof storeProductInputSchema>;
type Saved = { message: string; data: StoreDetail };

const storesKey = ['admin', 'stores'] as const;
const storeKey = (id: number) => ['admin', 'store', id] as const;

export const adminStoresQueryOptions = (kind: StoreKind | null) =>
  queryOptions({
    queryKey: [...storesKey, kind ?? 'all'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: StoreListItem[] }>(apiPaths.stores.list, {
          auth: 'required',
          query: { kind: kind ?? undefined },
          signal,
        })
      ).data,
  });

export const adminStoreQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storeKey(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: StoreDetail }>(fillPath(apiPaths.stores.detail, { id }), {
          auth: 'required',
          signal,
        })
      ).data,
  });

export const useAdminStores = (kind: StoreKind | null) => useQuery(adminStoresQueryOptions(kind));
/** id 0 (an address that is not a number) asks nothing. */
export const useAdminStore = (id: number) =>
  useQuery({ ...adminStoreQueryOptions(id), enabled: id > 0 });

/** Cleared fields go as null, so a PUT empties them instead of leaving the old value. */
function storeBody(values: StoreValues) {
  return {
    name: values.name,
    kind: values.kind,
    description: values.description ?? null,
    address: values.address ?? null,
    municipality_id: values.municipality_id ?? null,
    phone: values.phone ?? null,
    whatsapp: values.whatsapp ?? null,
  };
}

/** Every store change answers with the whole store: the edit screen shows it as is. */
function useStoreChange<V>(id: number, call: (variables: V) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(storeKey(id), answer.data);
      return queryClient.invalidateQueries({ queryKey: storesKey });
    },
  });
}

function rememberStore(queryClient: QueryClient, store: StoreDetail) {
  queryClient.setQueryData(storeKey(store.id), store);
  return queryClient.invalidateQueries({ queryKey: storesKey });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StoreValues) =>
      apiRequest<Saved>(apiPaths.adminStores.create, {
        method: 'POST',
        auth: 'required',
        json: storeBody(values),
      }),
    onSuccess: (answer) => rememberStore(queryClient, answer.data),
  });
}

export const useUpdateStore = (id: number) =>
  useStoreChange(id, (values: StoreValues) =>
    apiRequest<Saved>(fillPath(apiPaths.adminStores.update, { id }), {
      method: adminStoresApi.update.method,
      auth: 'required',
      json: storeBody(values),
    }),
  );

export function useDeleteStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(fillPath(apiPaths.adminStores.remove, { id }), {
        method: adminStoresApi.remove.method,
        auth: 'required',
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: storeKey(id) });
      return queryClient.invalidateQueries({ queryKey: storesKey });
    },
  });
}

/** multipart: kind=slider|brochure and one `images` part per photo. */
export const useAddStoreImages = (id: number) =>
  useStoreChange(id, ({ kind, files }: { kind: StoreImageKind; files: File[] }) => {
    const body = new FormData();
    body.append('kind', kind);
    for (const file of files) body.append('images', file, file.name);
    return apiRequest<Saved>(fillPath(apiPaths.adminStores.addImages, { id }), {
      method: 'POST',
      auth: 'required',
      multipart: body,
    });
  });

export const useRemoveStoreImage = (id: number) =>
  useStoreChange(id, (imageId: number) =>
    apiRequest<Saved>(fillPath(apiPaths.adminStores.removeImage, { id, imageId }), {
      method: adminStoresApi.removeImage.method,
      auth: 'required',
    }),
  );

export const useAddStoreTag = (id: number) =>
  useStoreChange(id, (name: string) =>
    apiRequest<Saved>(fillPath(apiPaths.adminStores.addTag, { id }), {
      method: 'POST',
      auth: 'required',
      json: { name },
    }),
  );

export const useRemoveStoreTag = (id: number) =>
  useStoreChange(id, (tagId: number) =>
    apiRequest<Saved>(fillPath(apiPaths.adminStores.removeTag, { id, tagId }), {
      method: adminStoresApi.removeTag.method,
      auth: 'required',
    }),
  );

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

export const useSaveStoreProduct = (id: number) =>
  useStoreChange(id, ({ productId, values, image }: ProductSave) =>
    productId === undefined
      ? apiRequest<Saved>(fillPath(apiPaths.adminStores.addProduct, { id }), {
          method: 'POST',
          auth: 'required',
          ...productRequest(values, image),
        })
      : apiRequest<Saved>(fillPath(apiPaths.adminStores.updateProduct, { id, productId }), {
          method: adminStoresApi.updateProduct.method,
          auth: 'required',
          ...productRequest(values, image),
        }),
  );

export const useRemoveStoreProduct = (id: number) =>
  useStoreChange(id, (productId: number) =>
    apiRequest<Saved>(fillPath(apiPaths.adminStores.removeProduct, { id, productId }), {
      method: adminStoresApi.removeProduct.method,
      auth: 'required',
    }),
  );
