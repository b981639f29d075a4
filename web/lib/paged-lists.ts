import type { InfiniteData } from '@tanstack/react-query';

// Lists the API answers a page at a time, newest first ({ data, meta }), read with
// useInfiniteQuery: 'Ver más' asks for the next page while meta.has_more says there is one.

export type Page<T> = { data: T[]; meta: { page: number; per_page: number; has_more: boolean } };

/** The getNextPageParam of a paged list: the next page number, or none after the last. */
export const nextPageParam = (last: Page<unknown>): number | undefined =>
  last.meta.has_more ? last.meta.page + 1 : undefined;

/** Every item of the pages read so far (an item may move pages between calls: once only). */
export function itemsOfPages<T extends { id: number }>(
  data: InfiniteData<Page<T>> | undefined,
): T[] {
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
