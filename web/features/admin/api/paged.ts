import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RequestOptions } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paged-lists';
import type { Page } from '../../../lib/paged-lists';

/** An admin list read page by page ('Ver más' asks for the next one). */
export const pagedQueryOptions = <T>(
  queryKey: QueryKey,
  path: string,
  query: RequestOptions['query'] = {},
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<T>>(path, { auth: 'required', query: { ...query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/**
 * Puts the server's new copy of an item in place in every cached list under `prefix`, so the
 * admin sees the change where it happened (and can undo it) instead of the item vanishing.
 */
export function replaceInPages<T extends { id: number }>(
  queryClient: QueryClient,
  prefix: QueryKey,
  item: T,
): void {
  queryClient.setQueriesData<InfiniteData<Page<T>>>({ queryKey: prefix }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((entry) => (entry.id === item.id ? item : entry)),
          })),
        }
      : data,
  );
}
