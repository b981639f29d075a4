import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListing } from '../../../../domain/api/admin';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { adminActionsKey, adminListingsKey } from './moderation-keys';
import { replaceInPages } from './paged';

/** POST /admin/listings/{id}/unhide. */
export function unhideListing(id: number) {
  return apiRequest<{ message: string; data: AdminListing }>(
    apiPath(apiPaths.admin.unhideListing, { id }),
    { method: 'POST', auth: 'required' },
  );
}

export function useUnhideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unhideListing,
    onSuccess: (answer) => {
      replaceInPages(queryClient, adminListingsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: adminActionsKey });
    },
  });
}
