import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobOffer } from '../../../../domain/api/jobs';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedOffer, type SavedJobOffer } from './job-offers-cache';

/** POST /jobs/{id}/close. */
export function closeJobOffer(id: number): Promise<SavedJobOffer> {
  return apiRequest<SavedJobOffer>(apiPath(apiPaths.jobs.close, { id }), {
    method: 'POST',
    auth: 'required',
  });
}

export function useCloseJobOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: JobOffer) => closeJobOffer(offer.id),
    onSuccess: (answer) => showSavedOffer(queryClient, answer.data),
  });
}
