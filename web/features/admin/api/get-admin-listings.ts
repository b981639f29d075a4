import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminListing } from '../../../../domain/api/admin';
import { apiPaths } from '../../../../domain/api/paths';
import { adminListingsKey } from './moderation-keys';
import { pagedQueryOptions } from './paged';

export type ListingFilter = 'all' | 'hidden';

/** GET /admin/listings (?q, status). */
export const useAdminListings = (q: string, status: ListingFilter) =>
  useInfiniteQuery(
    pagedQueryOptions<AdminListing>([...adminListingsKey, q, status], apiPaths.admin.listings, {
      q: q || undefined,
      status,
    }),
  );
