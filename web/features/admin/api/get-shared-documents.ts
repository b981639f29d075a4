import { useInfiniteQuery } from '@tanstack/react-query';
import type { SharedDocument } from '../../../../domain/api/admin';
import { apiPaths } from '../../../../domain/api/paths';
import { pagedQueryOptions } from './paged';

const sharedDocumentsKey = ['admin', 'shared-documents'] as const;

/** GET /admin/shared-documents, read afresh on every visit: any registration can add one. */
export const useSharedDocuments = () =>
  useInfiniteQuery({
    ...pagedQueryOptions<SharedDocument>([...sharedDocumentsKey], apiPaths.admin.sharedDocuments),
    staleTime: 0,
  });
