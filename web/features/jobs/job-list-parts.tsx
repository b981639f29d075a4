import { Briefcase, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobOffer } from '../../../domain/api/jobs';
import { buttonClass } from '../../components/button-styles';
import { CardListSkeleton, ListEmpty, ListFailure } from '../../components/list-states';
import { itemsOfPages } from '../../lib/paged-lists';
import type { useJobOffers } from './api/job-offers';

export const JOBS_PAGE_MESSAGES = {
  title: 'Bolsa de empleo',
  intro: 'Trabajos del campo cerca de ti: jornales, cosechas, ordeño y más.',
  publish: 'Publicar oferta',
  offersTab: 'Ofertas',
  mineTab: 'Mis ofertas',
  loading: 'Cargando ofertas…',
  loadFailed: 'No pudimos cargar las ofertas.',
  moreFailed: 'No pudimos cargar más ofertas.',
  mineEmpty: 'Aún no has publicado ofertas.',
  mineEmptyHint: 'Publica una oferta y aquí podrás ver cuándo vence y cerrarla.',
  more: 'Ver más',
  loadingMore: 'Cargando…',
} as const;

const m = JOBS_PAGE_MESSAGES;

const offerGridClass = 'grid gap-4 md:grid-cols-2';

const OFFER_BARS = [
  'h-5 w-3/4 rounded',
  'h-4 w-1/2 rounded',
  'h-6 w-2/5 rounded',
  'h-4 w-full rounded',
  'h-4 w-5/6 rounded',
  'mt-2 h-12 w-full rounded-xl',
] as const;

/** Offer-shaped blocks while the first page arrives. */
function OffersSkeleton({ count = 4 }: { count?: number }) {
  return (
    <CardListSkeleton
      label={m.loading}
      gridClass={offerGridClass}
      count={count}
      bars={OFFER_BARS}
    />
  );
}

export function EmptyOffers({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <ListEmpty icon={Briefcase} title={title} hint={hint}>
      {children}
    </ListEmpty>
  );
}

type MoreProps = {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
};

/** 'Ver más' under the list while the server has more pages. */
function MoreOffers({ hasMore, loading, failed, onMore }: MoreProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {failed && !loading && (
        <p role="alert" className="font-semibold text-red-800">
          {m.moreFailed}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-12 w-full sm:w-auto sm:min-w-60')}
        disabled={loading}
        onClick={onMore}
      >
        {loading && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {loading ? m.loadingMore : m.more}
      </button>
    </div>
  );
}

type OfferListProps = {
  offers: ReturnType<typeof useJobOffers>;
  /** The list's name for screen readers (the tab's name). */
  label: string;
  skeletonCount?: number;
  empty: ReactNode;
  renderOffer: (offer: JobOffer) => ReactNode;
};

/** An offer list in its states: skeleton, failure with retry, empty, or the cards and 'Ver más'. */
export function OfferList({ offers, label, skeletonCount, empty, renderOffer }: OfferListProps) {
  const list = itemsOfPages(offers.data);

  let body;
  if (offers.isPending) {
    body = <OffersSkeleton count={skeletonCount} />;
  } else if (offers.isError) {
    body = (
      <ListFailure
        message={m.loadFailed}
        error={offers.error}
        onRetry={() => void offers.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <ul aria-label={label} className={offerGridClass}>
          {list.map((offer) => (
            <li key={offer.id}>{renderOffer(offer)}</li>
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
  return <div aria-busy={offers.isPending}>{body}</div>;
}
