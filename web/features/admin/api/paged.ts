import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RequestOptions } from '../../../lib/api-client';
import { adminRetry } from '../admin-errors';

export type Page<T> = { data: T[]; meta: { page: number; per_page: number; has_more: boolean } };

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
    getNextPageParam: (last: Page<T>) => (last.meta.has_more ? last.meta.page + 1 : undefined),
    retry: adminRetry,
  });

/** Every item of the pages read so far (an item may move pages between calls: once only). */
export function pagedItems<T extends { id: number }>(data: InfiniteData<Page<T>> | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

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
