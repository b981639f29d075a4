import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { buyerApi } from '../../../../domain/api/buyer';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

export type ReviewsAnswer = z.infer<typeof buyerApi.reviews.response>;

const reviewsPath = (listingId: number) => apiPath(apiPaths.buyer.reviews, { id: listingId });

/** GET /products/{id}/ratings: the reviews, newest first, and the summary. No session needed. */
export function getReviews(listingId: number, signal?: AbortSignal): Promise<ReviewsAnswer> {
  return apiRequest<ReviewsAnswer>(reviewsPath(listingId), { signal });
}

export const reviewsQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: ['reviews', listingId],
    queryFn: ({ signal }) => getReviews(listingId, signal),
  });

/**
 * The reviews of a listing. `enabled` is false when the detail already says there are none:
 * on costly mobile data an empty list is not worth a request.
 */
export const useReviews = (listingId: number, enabled: boolean) =>
  useQuery({ ...reviewsQueryOptions(listingId), enabled });
