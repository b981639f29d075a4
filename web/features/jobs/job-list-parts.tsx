import { Briefcase, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';

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

export const offerGridClass = 'grid gap-4 md:grid-cols-2';

/** Card-shaped blocks while the first page arrives: nothing jumps when the offers appear. */
export function OffersSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{m.loading}</span>
      <ul aria-hidden="true" className={offerGridClass}>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 rounded-3xl border border-tierra-200 bg-white p-5"
          >
            <div className="h-5 w-3/4 animate-pulse rounded bg-tierra-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-tierra-100" />
            <div className="h-6 w-2/5 animate-pulse rounded bg-tierra-100" />
            <div className="h-4 w-full animate-pulse rounded bg-tierra-100" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-tierra-100" />
            <div className="mt-2 h-12 w-full animate-pulse rounded-xl bg-tierra-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LoadFailed({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 px-5 py-8 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      {error instanceof ApiError && error.message !== message && (
        <p className="mt-1 text-red-900">{error.message}</p>
      )}
      <button type="button" className={buttonClass('secondary', 'mt-4')} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-5" />
        Reintentar
      </button>
    </div>
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
    <div className="rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 px-5 py-8 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
        <Briefcase aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-3 font-bold text-campo-900">{title}</p>
      <p className="mt-1 text-tierra-700">{hint}</p>
      {children}
    </div>
  );
}

type MoreProps = {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
};

/** 'Ver más' under the list while the server has more pages. */
export function MoreOffers({ hasMore, loading, failed, onMore }: MoreProps) {
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
