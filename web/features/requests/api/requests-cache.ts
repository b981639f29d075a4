import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BuyRequest, requestsApi } from '../../../../domain/api/requests';

// What the Pedidos calls share: their cache keys, and how a changed request shows at once.

export type RequestsPage = z.infer<typeof requestsApi.nearby.response>;
/** What posting, closing, renewing or answering answers: the request as the server keeps it. */
export type SavedRequest = z.infer<typeof requestsApi.create.response>;

/** Everything of Pedidos: what a change to a request makes stale. */
export const requestsKey = ['buy-requests'] as const;
export const myRequestsKey = [...requestsKey, 'mine'] as const;
export const requestKey = (id: number) => [...requestsKey, 'detail', id] as const;
export const requestAnswersKey = (id: number) => [...requestsKey, 'answers', id] as const;

/**
 * Shows the server's copy of a request on its page at once, then refreshes the lists (not
 * awaited: the screen moves on with the copy while they load).
 */
export function showSavedRequest(queryClient: QueryClient, request: BuyRequest) {
  queryClient.setQueryData(requestKey(request.id), { data: request });
  void queryClient.invalidateQueries({
    queryKey: requestsKey,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== request.id,
  });
}
