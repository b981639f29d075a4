import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../../domain/api/paths';
import type { jobOfferInputSchema } from '../../../../domain/jobs/job-offer';
import { apiRequest } from '../../../lib/api-client';
import { showSavedOffer, type SavedJobOffer } from './job-offers-cache';

/** The checked form values (jobOfferInputSchema's output). */
export type NewJobOffer = z.output<typeof jobOfferInputSchema>;

/** POST /jobs: published for 30 days. */
export function createJobOffer(input: NewJobOffer): Promise<SavedJobOffer> {
  return apiRequest<SavedJobOffer>(apiPaths.jobs.create, {
    method: 'POST',
    auth: 'required',
    json: input,
  });
}

export function useCreateJobOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOffer,
    onSuccess: (answer) => showSavedOffer(queryClient, answer.data),
  });
}
