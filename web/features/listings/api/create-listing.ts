import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import type { createListingSchema } from '../../../../domain/listings/listing-schemas';
import { apiRequest } from '../../../lib/api-client';
import { myListingsKey } from './get-my-listings';
import { apiPaths } from '../../../../domain/api/paths';

export type CreateListingAnswer = z.infer<typeof listingsApi.create.response>;

/** POST /products: the new listing (inactive until its seller activates it). Id in data.id or id. */
export async function createListing(
  input: z.output<typeof createListingSchema>,
): Promise<CreateListingAnswer> {
  return apiRequest<CreateListingAnswer>(apiPaths.listings.create, {
    method: 'POST',
    auth: 'required',
    json: input,
  });
}

/** The new listing's id, read from data.id or id (docs/product.md §7). */
export const createdListingId = (answer: CreateListingAnswer): number =>
  answer.data?.id ?? answer.id;

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    // My products shows it (inactive) next time it is opened.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myListingsKey }),
  });
}
