import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { showSavedRequest, type SavedRequest } from './requests-cache';

/** POST /buy-requests/{id}/renew: a weekly request stays open 8 more weeks from today. */
export function renewRequest(id: number): Promise<SavedRequest> {
  return apiRequest<SavedRequest>(apiPath(apiPaths.requests.renew, { id }), {
    method: 'POST',
    auth: 'required',
  });
}

export function useRenewRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewRequest(id),
    onSuccess: (answer) => showSavedRequest(queryClient, answer.data),
  });
}
