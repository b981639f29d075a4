import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReport } from '../../../../domain/api/admin';
import { apiPaths } from '../../../../domain/api/paths';
import { adminReportsKey } from './moderation-keys';
import { pagedQueryOptions } from './paged';

export type ReportStatus = 'open' | 'handled' | 'all';

/** GET /admin/reports, read afresh on every visit: people send reports at any time. */
export const useAdminReports = (type: string | null, status: ReportStatus) =>
  useInfiniteQuery({
    ...pagedQueryOptions<AdminReport>(
      [...adminReportsKey, type ?? 'all', status],
      apiPaths.admin.reports,
      { type: type ?? undefined, status },
    ),
    staleTime: 0,
  });
