import { useSearchParams } from '../../lib/router';
import { JOB_MESSAGES } from '../../../domain/jobs/job-offer';
import { PlaceFilters, readPlaceFilter, withPlaceFilter } from '../../components/place-filters';
import type { PlaceFilter } from '../../components/place-filters';
import { useJobOffers } from './api/get-job-offers';
import { JobOfferCard } from './job-offer-card';
import { EmptyOffers, JOBS_PAGE_MESSAGES, OfferList } from './job-list-parts';

/** 'Ofertas': the open offers, filtered by the department and municipality in the address. */
export function JobOffersPanel() {
  const [search, setSearch] = useSearchParams();
  const place = readPlaceFilter(search);
  const offers = useJobOffers(place);

  // Each choice is a new history entry: the back button undoes it.
  const changePlace = (next: PlaceFilter) => setSearch(withPlaceFilter(search, next));

  return (
    <div className="flex flex-col gap-5">
      <form
        aria-label="Filtrar ofertas"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <PlaceFilters {...place} onChange={changePlace} />
      </form>
      <OfferList
        offers={offers}
        label={JOBS_PAGE_MESSAGES.offersTab}
        empty={<EmptyOffers title={JOB_MESSAGES.empty} hint={JOB_MESSAGES.emptyHint} />}
        renderOffer={(offer) => <JobOfferCard offer={offer} />}
      />
    </div>
  );
}
