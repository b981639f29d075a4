import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { writeItem } from '../../../lib/local-storage';
import { storageKeys } from '../../../lib/storage-keys';
import { applyListingChange } from './listing-change';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type MarkSoldAnswer = z.infer<typeof listingsApi.markSold.response>;

/** POST /products/{id}/mark_as_sold: final, the listing leaves the catalogue for good. */
export function markListingSold(id: number): Promise<MarkSoldAnswer> {
  return apiRequest<MarkSoldAnswer>(apiPath(apiPaths.listings.markSold, { id }), {
    method: 'POST',
    auth: 'required',
  });
}

export function useMarkListingSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markListingSold(id),
    onSuccess: (answer, id) => {
      // docs/product.md §3 "sold flag per product": this device keeps showing 'Vendido' even before the
      // next answer from the server arrives.
      writeItem(storageKeys.soldFlag(id), '1');
      applyListingChange(queryClient, answer.data);
    },
  });
}
