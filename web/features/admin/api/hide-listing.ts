import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListing } from '../../../../domain/api/admin';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { adminActionsKey, adminListingsKey } from './moderation-keys';
import { replaceInPages } from './paged';

/** POST /admin/listings/{id}/hide, with the reason the seller will read. */
export function hideListing(id: number, reason: string) {
  return apiRequest<{ message: string; data: AdminListing }>(
    apiPath(apiPaths.admin.hideListing, { id }),
    { method: 'POST', auth: 'required', json: { reason } },
  );
}

export function useHideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => hideListing(id, reason),
    onSuccess: (answer) => {
      replaceInPages(queryClient, adminListingsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: adminActionsKey });
    },
  });
}
