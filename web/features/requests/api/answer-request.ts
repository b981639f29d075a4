import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import type { RequestAnswerInput } from '../../../../domain/requests/buy-request-schema';
import { apiRequest } from '../../../lib/api-client';
import { showSavedRequest, type SavedRequest } from './requests-cache';

/** PUT /buy-requests/{id}/answers/mine: 'Tengo', with a listing or a short offer; replaces. */
export function answerRequest(id: number, input: RequestAnswerInput): Promise<SavedRequest> {
  return apiRequest<SavedRequest>(apiPath(apiPaths.requests.myAnswer, { id }), {
    method: 'PUT',
    auth: 'required',
    json: input,
  });
}

export function useAnswerRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestAnswerInput) => answerRequest(id, input),
    onSuccess: (answer) => showSavedRequest(queryClient, answer.data),
  });
}
