import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '../../../../domain/api/admin';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { adminActionsKey, adminReportsKey } from './moderation-keys';
import { replaceInPages } from './paged';

/** POST /admin/reports/{id}/handled. */
export function setReportHandled(id: number, handled: boolean) {
  return apiRequest<{ message: string; data: AdminReport }>(
    apiPath(apiPaths.admin.setReportHandled, { id }),
    { method: 'POST', auth: 'required', json: { handled } },
  );
}

export function useSetReportHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      setReportHandled(id, handled),
    onSuccess: (answer) => {
      replaceInPages(queryClient, adminReportsKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: adminActionsKey });
    },
  });
}
