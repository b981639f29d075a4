import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '../../../../domain/api/admin';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { adminActionsKey, adminReviewsKey } from './moderation-keys';
import { replaceInPages } from './paged';

/** POST /admin/reviews/{id}/remove, with the reason. */
export function removeReview(id: number, reason: string) {
  return apiRequest<{ message: string; data: AdminReview }>(
    apiPath(apiPaths.admin.removeReview, { id }),
    { method: 'POST', auth: 'required', json: { reason } },
  );
}

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => removeReview(id, reason),
    onSuccess: (answer) => {
      replaceInPages(queryClient, adminReviewsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: adminActionsKey });
    },
  });
}
