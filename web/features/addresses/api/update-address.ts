import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../../../domain/addresses/address';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { addressesQueryOptions } from '../../../lib/addresses';
import { addressBody, type NewAddress } from './create-address';

/** PUT /address/{id}: the same fields as a new address. */
export async function updateAddress({ id, ...input }: NewAddress & { id: number }) {
  const { data } = await apiRequest<{ message: string; data: Address }>(
    apiPath(apiPaths.addresses.update, { id }),
    {
      method: 'PUT',
      auth: 'required',
      json: addressBody(input),
    },
  );
  return data;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const { queryKey } = addressesQueryOptions();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (address) => {
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((item) => (item.id === address.id ? address : item)),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
