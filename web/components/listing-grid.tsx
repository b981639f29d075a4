import type { ReactNode } from 'react';
import { HOME } from '../../domain/limits';
import { ItemHydratedLater } from './item-hydrated-later';
import { ListingCard } from './listing-card';
import type { ListingCardItem } from './listing-card';

// docs/product.md §2 "Product grid": 1 column under 380 px, 2 on small phones, 3 from sm, 4 from lg.
export const listingGridClass =
  'grid grid-cols-1 gap-3 min-[380px]:grid-cols-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** How many cards of a grid are usually seen without scrolling: their photos load at once. */
const EAGER_CARDS = 4;

type ListingGridProps<T extends ListingCardItem> = {
  listings: readonly T[];
  /** Accessible name of the list, e.g. 'Productos'. */
  label?: string;
  /** A control per card (favourite toggle, remove button…). */
  action?: (listing: T) => ReactNode;
  /** Where each card goes; the product detail by default. */
  hrefFor?: (listing: T) => string;
  headingLevel?: 2 | 3;
  /** Dimmed and marked busy while the next page loads over the current one. */
  busy?: boolean;
};

export function ListingGrid<T extends ListingCardItem>({
  listings,
  label,
  action,
  hrefFor,
  headingLevel,
  busy = false,
}: ListingGridProps<T>) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={`${listingGridClass} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {listings.map((listing, index) => (
        <ItemHydratedLater key={listing.id} later={index >= EAGER_CARDS} cardSized>
          <ListingCard
            listing={listing}
            to={hrefFor?.(listing)}
            action={action?.(listing)}
            headingLevel={headingLevel}
            priority={index < EAGER_CARDS}
            mainPhoto={index === 0}
          />
        </ItemHydratedLater>
      ))}
    </ul>
  );
}

/** Grey cards in the shape of the real ones while the list loads (8 by default, docs/product.md §9). */
export function ListingGridPlaceholder({
  count = HOME.loadingPlaceholders,
  label = 'Cargando productos…',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={listingGridClass} data-testid="listing-placeholders">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-2xl border border-tierra-200 bg-white shadow-sm"
          >
            <div className="aspect-[4/3] animate-pulse bg-tierra-100" />
            <div className="flex flex-col gap-2 p-3 sm:p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-tierra-100" />
              <div className="h-5 w-1/2 animate-pulse rounded bg-tierra-100" />
              <div className="h-3.5 w-2/3 animate-pulse rounded bg-tierra-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
