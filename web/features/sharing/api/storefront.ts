import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Storefront } from '../../../../domain/api/sharing';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';

export const storefrontKey = ['sharing', 'storefront'] as const;

/** GET /storefront: Mi tienda (own description, public link, opens of the last 7 days). */
export const storefrontQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Storefront }>(apiPaths.sharing.storefront, { auth: 'required', signal }),
    select: (answer) => answer.data,
  });

export const useStorefront = () => useQuery(storefrontQueryOptions());

/** PUT /storefront: saves the farm description; the answer is the new Mi tienda. */
export function useSaveStorefrontDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) =>
      apiRequest<{ message: string; data: Storefront }>(apiPaths.sharing.storefront, {
        method: 'PUT',
        auth: 'required',
        json: { description },
      }),
    onSuccess: (answer) => queryClient.setQueryData(storefrontKey, { data: answer.data }),
  });
}
