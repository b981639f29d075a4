import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { buyerApi } from '../../../../domain/api/buyer';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/errors';
import { REVIEW_MESSAGES } from '../../../../domain/reviews/review';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

export type RateAnswer = z.infer<typeof buyerApi.rate.response>;
export type ReviewPayload = { voto: number; body: string };

/** POST /products/{id}/rating with { voto, body } (docs/product.md §7). */
export function postReview(listingId: number, payload: ReviewPayload): Promise<RateAnswer> {
  return apiRequest<RateAnswer>(apiPath(apiPaths.buyer.rate, { id: listingId }), {
    method: 'POST',
    json: payload,
    auth: 'required',
  });
}

/** True when the server says this person already reviewed the listing. */
export function isDuplicateReview(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 409 || error.message === REVIEW_MESSAGES.alreadyReviewed)
  );
}

/**
 * docs/product.md §8 "Ratings": a duplicate says 'Ya enviaste una opinión.'; any other server refusal shows
 * as 'HTTP {status}: message'. Without connection there is no status to show.
 */
export function reviewErrorMessage(error: unknown): string {
  if (isDuplicateReview(error)) return REVIEW_MESSAGES.alreadyReviewedShort;
  if (!(error instanceof ApiError)) return GENERIC_ERROR_MESSAGE;
  if (error.status === 0) return error.message;
  return `HTTP ${error.status}: ${error.message}`;
}

/** Posts the review; the new one goes to the top of the list and the summary is the server's. */
export function usePostReview(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (payload: ReviewPayload) => postReview(listingId, payload),
    onSuccess: (answer) => {
      queryClient.setQueryData(reviewsQueryOptions(listingId).queryKey, (current) => ({
        data: [answer.data, ...(current?.data ?? []).filter((r) => r.id !== answer.data.id)],
        summary: answer.summary,
      }));
    },
  });
}
