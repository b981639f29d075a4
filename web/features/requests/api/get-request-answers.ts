import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestAnswer } from '../../../../domain/api/requests';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { requestAnswersKey } from './requests-cache';

/** GET /buy-requests/{id}/answers: who answered the buyer's own request (with their phones). */
export function getRequestAnswers(
  id: number,
  signal?: AbortSignal,
): Promise<{ data: RequestAnswer[] }> {
  return apiRequest<{ data: RequestAnswer[] }>(apiPath(apiPaths.requests.answers, { id }), {
    auth: 'required',
    signal,
  });
}

export const requestAnswersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requestAnswersKey(id),
    queryFn: ({ signal }) => getRequestAnswers(id, signal),
  });

/** Only for the buyer: `enabled` is the request being theirs. */
export const useRequestAnswers = (id: number, enabled: boolean) =>
  useQuery({ ...requestAnswersQueryOptions(id), enabled });
