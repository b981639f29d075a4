import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { applyListingChange } from './listing-change';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type SetActiveAnswer = z.infer<typeof listingsApi.setActive.response>;

/** POST /products/{id}/active. 409 carries the limit of 5 active listings, or "sold is final". */
export function setListingActive(id: number, isActive: boolean): Promise<SetActiveAnswer> {
  return apiRequest<SetActiveAnswer>(apiPath(apiPaths.listings.setActive, { id }), {
    method: 'POST',
    json: { is_active: isActive },
    auth: 'required',
  });
}

/**
 * Activate or deactivate, from the detail, a My products card or the dialog after publishing.
 * Each caller has its own pending state; the listing and the counter change as soon as the
 * server answers, before the lists are fetched again.
 */
export function useSetListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      setListingActive(id, isActive),
    onSuccess: (answer) => applyListingChange(queryClient, answer.data),
  });
}
