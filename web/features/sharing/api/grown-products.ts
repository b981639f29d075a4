import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../../domain/api/paths';
import type { requestsApi } from '../../../../domain/api/requests';
import { apiRequest } from '../../../lib/api-client';

// 'Lo que cultivo' (decision 026): the catalogue products a seller grows, so a buyer's request
// for one of them nearby reaches them even with nothing on offer today. GET and PUT
// /me/grown-products (the whole list, replaced).

type GrownProducts = z.infer<typeof requestsApi.grownProducts.response>;
type SavedGrownProducts = z.infer<typeof requestsApi.saveGrownProducts.response>;

export const grownProductsKey = ['grown-products'] as const;

export const grownProductsQueryOptions = () =>
  queryOptions({
    queryKey: grownProductsKey,
    queryFn: ({ signal }) =>
      apiRequest<GrownProducts>(apiPaths.requests.grownProducts, { auth: 'required', signal }),
    select: (answer) => answer.data,
  });

export const useGrownProducts = () => useQuery(grownProductsQueryOptions());

/** PUT /me/grown-products: the new whole list; the answer is the list as saved. */
export function useSaveGrownProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: number[]) =>
      apiRequest<SavedGrownProducts>(apiPaths.requests.grownProducts, {
        method: 'PUT',
        auth: 'required',
        json: { product_ids: productIds },
      }),
    onSuccess: (answer) => queryClient.setQueryData(grownProductsKey, { data: answer.data }),
  });
}
