import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActionEntry,
  AdminListing,
  AdminReport,
  AdminReview,
} from '../../../../domain/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { fillPath } from './fill-path';
import { pagedQueryOptions, replaceInPages } from './paged';
import { apiPaths } from '../../../../domain/api/paths';

export type ReportStatus = 'open' | 'handled' | 'all';
export type ListingFilter = 'all' | 'hidden';

const reportsKey = ['admin', 'reports'] as const;
const listingsKey = ['admin', 'listings'] as const;
const reviewsKey = ['admin', 'reviews'] as const;
const actionsKey = ['admin', 'actions'] as const;

/** Read afresh on every visit: people send reports at any time. */
export const useAdminReports = (type: string | null, status: ReportStatus) =>
  useInfiniteQuery({
    ...pagedQueryOptions<AdminReport>(
      [...reportsKey, type ?? 'all', status],
      apiPaths.admin.reports,
      { type: type ?? undefined, status },
    ),
    staleTime: 0,
  });

export function useSetReportHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiRequest<{ message: string; data: AdminReport }>(
        fillPath(apiPaths.admin.setReportHandled, { id }),
        { method: 'POST', auth: 'required', json: { handled } },
      ),
    onSuccess: (answer) => {
      replaceInPages(queryClient, reportsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: actionsKey });
    },
  });
}

export const useAdminListings = (q: string, status: ListingFilter) =>
  useInfiniteQuery(
    pagedQueryOptions<AdminListing>([...listingsKey, q, status], apiPaths.admin.listings, {
      q: q || undefined,
      status,
    }),
  );

export function useHideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<{ message: string; data: AdminListing }>(
        fillPath(apiPaths.admin.hideListing, { id }),
        { method: 'POST', auth: 'required', json: { reason } },
      ),
    onSuccess: (answer) => {
      replaceInPages(queryClient, listingsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: actionsKey });
    },
  });
}

export function useUnhideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string; data: AdminListing }>(
        fillPath(apiPaths.admin.unhideListing, { id }),
        { method: 'POST', auth: 'required' },
      ),
    onSuccess: (answer) => {
      replaceInPages(queryClient, listingsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: actionsKey });
    },
  });
}

export const useAdminReviews = () =>
  useInfiniteQuery(pagedQueryOptions<AdminReview>([...reviewsKey], apiPaths.admin.reviews));

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<{ message: string; data: AdminReview }>(
        fillPath(apiPaths.admin.removeReview, { id }),
        { method: 'POST', auth: 'required', json: { reason } },
      ),
    onSuccess: (answer) => {
      replaceInPages(queryClient, reviewsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: actionsKey });
    },
  });
}

/** Read afresh on every visit: any admin change anywhere adds a line. */
export const useAdminActions = () =>
  useInfiniteQuery({
    ...pagedQueryOptions<AdminActionEntry>([...actionsKey], apiPaths.admin.actions),
    staleTime: 0,
  });
