import { Briefcase } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { JobOffer } from '../../../domain/api/jobs';
import { CardListSkeleton, ListEmpty } from '../../components/list-states';
import { PagedList } from '../../components/paged-list';
import type { useJobOffers } from './api/get-job-offers';

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

/** The list's empty box, with its icon. */
export const EmptyOffers = (props: Omit<ComponentProps<typeof ListEmpty>, 'icon'>) => (
  <ListEmpty icon={Briefcase} {...props} />
);

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
  return (
    <PagedList
      query={offers}
      label={label}
      gridClass={offerGridClass}
      skeleton={<OffersSkeleton count={skeletonCount} />}
      loadFailed={m.loadFailed}
      moreFailed={m.moreFailed}
      empty={empty}
      renderItem={renderOffer}
    />
  );
}
