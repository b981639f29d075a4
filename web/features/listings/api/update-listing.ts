import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import type { ListingSummary } from '../../../../domain/api/listings';
import type { ListingChanges } from '../../../../domain/listings/listing-schemas';
import { apiRequest } from '../../../lib/api-client';
import { assignListingAddress } from './assign-listing-address';
import { updateListingPrice } from './update-listing-price';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type UpdateAnswer = z.infer<typeof listingsApi.update.response>;

/** POST /products/{id}: the full update, with only the fields that changed. */
export async function updateListing(id: number, changes: ListingChanges): Promise<UpdateAnswer> {
  return apiRequest<UpdateAnswer>(apiPath(apiPaths.listings.update, { id }), {
    method: 'POST',
    auth: 'required',
    json: changes,
  });
}

const PRICE_CALL_FIELDS: readonly string[] = ['price', 'stock'];

/**
 * docs/product.md §5 "Edit product": when only price and stock changed, the lighter price call goes first
 * and the full update is the fallback; any other change goes to the full update. A changed
 * address is then reported to the server, and a failure there is only logged (docs/product.md §7).
 */
export async function saveListingChanges(
  id: number,
  changes: ListingChanges,
): Promise<ListingSummary> {
  const fields = Object.keys(changes);
  const priceOnly = fields.length > 0 && fields.every((field) => PRICE_CALL_FIELDS.includes(field));

  let answer: UpdateAnswer;
  if (priceOnly) {
    try {
      answer = await updateListingPrice(id, { price: changes.price, stock: changes.stock });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      answer = await updateListing(id, changes);
    }
  } else {
    answer = await updateListing(id, changes);
  }

  if (changes.address_id !== undefined) {
    assignListingAddress(id, changes.address_id).catch((error: unknown) => {
      console.warn('No se pudo confirmar la dirección del producto', error);
    });
  }
  return answer.data;
}

/** Saving from the edit screen; My products, the detail and the catalogue refresh after it. */
export function useSaveListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ListingChanges) => saveListingChanges(id, changes),
    // Not awaited: the person sees the result at once. Photos are not part of this save, so
    // their list is not downloaded again.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: ['listings'],
        predicate: (query) => query.queryKey[1] !== 'images',
      });
    },
  });
}
