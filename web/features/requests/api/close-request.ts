import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import type { CloseReason } from '../../../../domain/requests/buy-request';
import { apiRequest } from '../../../lib/api-client';
import { showSavedRequest, type SavedRequest } from './requests-cache';

/** POST /buy-requests/{id}/close: 'conseguido' or 'ya_no_lo_necesito'. */
export function closeRequest(id: number, reason: CloseReason): Promise<SavedRequest> {
  return apiRequest<SavedRequest>(apiPath(apiPaths.requests.close, { id }), {
    method: 'POST',
    auth: 'required',
    json: { reason },
  });
}

export function useCloseRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: CloseReason) => closeRequest(id, reason),
    onSuccess: (answer) => showSavedRequest(queryClient, answer.data),
  });
}
