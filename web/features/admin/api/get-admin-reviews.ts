import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReview } from '../../../../domain/api/admin';
import { apiPaths } from '../../../../domain/api/paths';
import { adminReviewsKey } from './moderation-keys';
import { pagedQueryOptions } from './paged';

/** GET /admin/reviews. */
export const useAdminReviews = () =>
  useInfiniteQuery(pagedQueryOptions<AdminReview>([...adminReviewsKey], apiPaths.admin.reviews));
