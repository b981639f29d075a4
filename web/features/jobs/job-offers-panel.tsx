import { useSearchParams } from 'react-router';
import { JOB_MESSAGES } from '../../../domain/jobs/job-offer';
import { ListFailure } from '../../components/list-states';
import { PlaceFilters, readPlaceFilter, withPlaceFilter } from '../../components/place-filters';
import type { PlaceFilter } from '../../components/place-filters';
import { offersOf, useJobOffers } from './api/job-offers';
import { JobOfferCard } from './job-offer-card';
import {
  EmptyOffers,
  JOBS_PAGE_MESSAGES,
  MoreOffers,
  OffersSkeleton,
  offerGridClass,
} from './job-list-parts';

/** 'Ofertas': the open offers, filtered by the department and municipality in the address. */
export function JobOffersPanel() {
  const [search, setSearch] = useSearchParams();
  const place = readPlaceFilter(search);
  const offers = useJobOffers(place);
  const list = offersOf(offers.data);

  // Each choice is a new history entry: the back button undoes it.
  const changePlace = (next: PlaceFilter) => setSearch(withPlaceFilter(search, next));

  let body;
  if (offers.isPending) {
    body = <OffersSkeleton />;
  } else if (offers.isError) {
    body = (
      <ListFailure
        message={JOBS_PAGE_MESSAGES.loadFailed}
        error={offers.error}
        onRetry={() => void offers.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = <EmptyOffers title={JOB_MESSAGES.empty} hint={JOB_MESSAGES.emptyHint} />;
  } else {
    body = (
      <>
        <ul aria-label={JOBS_PAGE_MESSAGES.offersTab} className={offerGridClass}>
          {list.map((offer) => (
            <li key={offer.id}>
              <JobOfferCard offer={offer} />
            </li>
          ))}
        </ul>
        <MoreOffers
          hasMore={offers.hasNextPage}
          loading={offers.isFetchingNextPage}
          failed={offers.isFetchNextPageError}
          onMore={() => void offers.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <form
        aria-label="Filtrar ofertas"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <PlaceFilters {...place} onChange={changePlace} />
      </form>
      <div aria-busy={offers.isPending}>{body}</div>
    </div>
  );
}
