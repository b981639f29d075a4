import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListEmpty, ListFailure } from '../../components/list-states';
import { MoreButton } from '../../components/more-button';
import { itemsOfPages } from '../../lib/paged-lists';
import type { HarvestsPage } from './api/harvests-cache';
import { HarvestCard } from './harvest-card';

type HarvestListProps = {
  query: UseInfiniteQueryResult<InfiniteData<HarvestsPage>>;
  label: string;
  loading: string;
  failed: string;
  emptyTitle: string;
  emptyHint: string;
  /** Under the empty box's words: what to do next. */
  emptyAction?: ReactNode;
};

/** A paged list of harvests with its loading, failed and empty states, and 'Ver más'. */
export function HarvestList({
  query,
  label,
  loading,
  failed,
  emptyTitle,
  emptyHint,
  emptyAction,
}: HarvestListProps) {
  const harvests = itemsOfPages(query.data);
  if (query.isPending) {
    return (
      <p role="status" className="py-6 text-center text-tierra-700">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ListFailure message={failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (harvests.length === 0) {
    return (
      <ListEmpty icon={Sprout} title={emptyTitle} hint={emptyHint}>
        {emptyAction}
      </ListEmpty>
    );
  }
  return (
    <>
      <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
        {harvests.map((harvest) => (
          <HarvestCard key={harvest.id} harvest={harvest} />
        ))}
      </ul>
      <MoreButton
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        failedMessage={failed}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
