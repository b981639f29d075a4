import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADDRESS_MESSAGES } from '../../../../domain/addresses/address';
import type { Address } from '../../../../domain/addresses/address';
import type { addressesApi } from '../../../../domain/api/accounts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { addressesQueryOptions } from '../../../lib/addresses';

type DeleteAnswer = z.infer<typeof addressesApi.remove.response>;

const [deletePath, removePath] = apiPaths.addresses.remove;

/**
 * docs/product.md §7: /address/{id}/delete first (by POST: the server also answers docs/product.md's GET, but a
 * write by GET can be repeated by any prefetch or link checker), then DELETE /address/{id} when
 * the first path does not exist on the server (404/405). A 409 means a listing uses the address.
 */
export async function deleteAddress(id: number): Promise<DeleteAnswer> {
  try {
    return await apiRequest<DeleteAnswer>(apiPath(deletePath, { id }), {
      method: 'POST',
      auth: 'required',
    });
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
    return apiRequest<DeleteAnswer>(apiPath(removePath, { id }), {
      method: 'DELETE',
      auth: 'required',
    });
  }
}

/** The Spanish message for a failed deletion (docs/product.md §8 "Addresses"). */
export function deleteAddressErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409
    ? ADDRESS_MESSAGES.inUse
    : ADDRESS_MESSAGES.notDeleted;
}

/** Optimistic (docs/product.md §4): the address leaves the list at once and comes back if the call fails. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const { queryKey } = addressesQueryOptions();
  return useMutation({
    mutationFn: (address: Address) => deleteAddress(address.id),
    onMutate: async (address) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) => list?.filter((item) => item.id !== address.id));
      return { previous };
    },
    onError: (_error, _address, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
