import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Address, addressInputSchema } from '../../../../domain/addresses/address';
import { apiRequest } from '../../../lib/api-client';
import { addressesQueryOptions } from '../../../lib/addresses';
import { apiPaths } from '../../../../domain/api/paths';

/** The checked form values (addressInputSchema's output). */
export type NewAddress = z.output<typeof addressInputSchema>;

/**
 * POST /address. The municipality goes under both spellings of docs/product.md §7 (municipalite_id and
 * municipality_id), so either reading of the field is satisfied.
 */
export async function createAddress(input: NewAddress): Promise<Address> {
  const { data } = await apiRequest<{ message: string; data: Address }>(apiPaths.addresses.create, {
    method: 'POST',
    auth: 'required',
    json: addressBody(input),
  });
  return data;
}

/** The body of POST /address and PUT /address/{id}. */
export const addressBody = (input: NewAddress) => ({
  department_id: input.department_id,
  municipalite_id: input.municipality_id,
  municipality_id: input.municipality_id,
  name: input.name,
  address: input.address,
  vereda: input.vereda ?? null,
  address_private: input.address_private,
});

export function useCreateAddress() {
  const queryClient = useQueryClient();
  const { queryKey } = addressesQueryOptions();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (address) => {
      // Shown at once (newest first, as the server lists them), then confirmed by a fresh list.
      queryClient.setQueryData(queryKey, (list) =>
        list ? [address, ...list.filter((item) => item.id !== address.id)] : list,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
