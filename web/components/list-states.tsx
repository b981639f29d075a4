import type { LucideIcon } from 'lucide-react';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { buttonClass } from './button-styles';

// The loading, failed and empty states of the directory lists (job offers, organizations,
// stores, favourites): the same shapes everywhere, each screen with its own words.

type CardListSkeletonProps = {
  /** Read out while the first page arrives ('Cargando ofertas…'). */
  label: string;
  gridClass: string;
  count?: number;
  /** Class of each grey bar of a card, top to bottom: the rough shape of the real card. */
  bars: readonly string[];
};

/** Card-shaped blocks while the list arrives: nothing jumps when the cards appear. */
export function CardListSkeleton({ label, gridClass, count = 4, bars }: CardListSkeletonProps) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 rounded-3xl border border-tierra-200 bg-white p-5"
          >
            {bars.map((bar, line) => (
              <div key={line} className={`animate-pulse bg-tierra-100 ${bar}`} />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

type ListFailureProps = {
  message: string;
  /** The query's error: the server's own words are shown under the message when they differ. */
  error: unknown;
  onRetry: () => void;
};

/** A list that could not load, with 'Reintentar'. */
export function ListFailure({ message, error, onRetry }: ListFailureProps) {
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

type ListEmptyProps = {
  icon: LucideIcon;
  title: string;
  hint: string;
  /** The icon's colours: the screen's own (red for favourites). */
  iconClass?: string;
  /** Padding; smaller inside a preview. */
  className?: string;
  /** What the person can do next (clear the filters, publish…). */
  children?: ReactNode;
};

/** An empty list: an icon, what is missing and a hint, in a dashed box. */
export function ListEmpty({
  icon: Icon,
  title,
  hint,
  iconClass = 'bg-campo-50 text-campo-700',
  className = 'px-5 py-8',
  children,
}: ListEmptyProps) {
  return (
    <div
      className={`rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 text-center ${className}`}
    >
      <span className={`mx-auto flex size-14 items-center justify-center rounded-2xl ${iconClass}`}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-3 text-lg font-bold text-campo-900">{title}</p>
      <p className="mt-1 text-tierra-700">{hint}</p>
      {children}
    </div>
  );
}
