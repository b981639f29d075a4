import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyRequest } from '../../../../domain/api/requests';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { requestKey } from './requests-cache';

/** GET /buy-requests/{id}: the request as this person sees it (404 when hidden from them). */
export function getRequest(id: number, signal?: AbortSignal): Promise<{ data: BuyRequest }> {
  return apiRequest<{ data: BuyRequest }>(apiPath(apiPaths.requests.detail, { id }), {
    auth: 'required',
    signal,
  });
}

export const requestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => getRequest(id, signal),
  });

export const useRequest = (id: number) => useQuery(requestQueryOptions(id));
