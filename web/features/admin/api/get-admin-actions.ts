import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminActionEntry } from '../../../../domain/api/admin';
import { apiPaths } from '../../../../domain/api/paths';
import { adminActionsKey } from './moderation-keys';
import { pagedQueryOptions } from './paged';

/** GET /admin/actions, read afresh on every visit: any admin change anywhere adds a line. */
export const useAdminActions = () =>
  useInfiniteQuery({
    ...pagedQueryOptions<AdminActionEntry>([...adminActionsKey], apiPaths.admin.actions),
    staleTime: 0,
  });
