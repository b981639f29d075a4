import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { applyListingChange } from './get-listing';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type SetActiveAnswer = z.infer<typeof listingsApi.setActive.response>;

/** POST /products/{id}/active. 409 carries the limit of 5 active listings, or "sold is final". */
export function setListingActive(id: number, isActive: boolean): Promise<SetActiveAnswer> {
  return apiRequest<SetActiveAnswer>(
    apiPath(apiPaths.listings.setActive, { id }),
    { method: 'POST', json: { is_active: isActive }, auth: 'required' },
  );
}

export function useSetListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      setListingActive(id, isActive),
    onSuccess: (answer) => applyListingChange(queryClient, answer.data),
  });
}
