import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { itemsOfPages, type Page } from '../lib/paged-lists';
import { ListFailure } from './list-states';
import { MoreButton } from './more-button';

type PagedListProps<T extends { id: number }> = {
  /** The list's useInfiniteQuery: a page at a time, 'Ver más' for the next. */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The list's name for screen readers. */
  label: string;
  gridClass: string;
  /** Shown while the first page arrives: card-shaped blocks, so nothing jumps. */
  skeleton: ReactNode;
  loadFailed: string;
  moreFailed: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
};

/** A paged list in its states: skeleton, failure with retry, empty, or the cards and 'Ver más'. */
export function PagedList<T extends { id: number }>({
  query,
  label,
  gridClass,
  skeleton,
  loadFailed,
  moreFailed,
  empty,
  renderItem,
}: PagedListProps<T>) {
  const list = itemsOfPages(query.data);
  let body;
  if (query.isPending) {
    body = skeleton;
  } else if (query.isError) {
    body = (
      <ListFailure message={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (list.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <ul aria-label={label} className={gridClass}>
          {list.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
        <MoreButton
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          failedMessage={moreFailed}
          onMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }
  return <div aria-busy={query.isPending}>{body}</div>;
}
