import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api/paths';
import type { BuyRequestInput } from '../../../../domain/requests/buy-request-schema';
import { apiRequest } from '../../../lib/api-client';
import { showSavedRequest, type SavedRequest } from './requests-cache';

/** POST /buy-requests: open until its date (weekly: 8 weeks); nearby sellers are told. */
export function createRequest(input: BuyRequestInput): Promise<SavedRequest> {
  return apiRequest<SavedRequest>(apiPaths.requests.create, {
    method: 'POST',
    auth: 'required',
    json: input,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: (answer) => showSavedRequest(queryClient, answer.data),
  });
}
