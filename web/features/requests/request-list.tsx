import { Megaphone } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { BuyRequest } from '../../../domain/api/requests';
import { CardListSkeleton, ListEmpty } from '../../components/list-states';
import { PagedList } from '../../components/paged-list';
import type { RequestsPage } from './api/requests-cache';
import { REQUESTS_PAGE_MESSAGES as m } from './request-format';

const gridClass = 'grid gap-4 md:grid-cols-2';

const CARD_BARS = [
  'h-6 w-3/4 rounded',
  'h-4 w-1/2 rounded',
  'h-4 w-2/3 rounded',
  'h-4 w-1/3 rounded',
  'mt-2 h-12 w-full rounded-xl',
] as const;

/** The list's empty box, with its icon. */
export const EmptyRequests = (props: Omit<ComponentProps<typeof ListEmpty>, 'icon'>) => (
  <ListEmpty icon={Megaphone} {...props} />
);

type RequestListProps = {
  requests: UseInfiniteQueryResult<InfiniteData<RequestsPage>>;
  /** The list's name for screen readers. */
  label: string;
  empty: ReactNode;
  renderRequest: (request: BuyRequest) => ReactNode;
};

/** A list of requests in its states: skeleton, failure with retry, empty, or cards and 'Ver más'. */
export function RequestList({ requests, label, empty, renderRequest }: RequestListProps) {
  return (
    <PagedList
      query={requests}
      label={label}
      gridClass={gridClass}
      skeleton={
        <CardListSkeleton label={m.loading} gridClass={gridClass} count={2} bars={CARD_BARS} />
      }
      loadFailed={m.loadFailed}
      moreFailed={m.moreFailed}
      empty={empty}
      renderItem={renderRequest}
    />
  );
}
