import { useState } from 'react';
import { listingGridClass } from '../../components/listing-grid';
import { ListingCard } from '../../components/listing-card';
import { useIsHydrating } from '../../lib/device-value';
import { DrawnInItsTurn } from '../../lib/drawn-in-its-turn';
import { HydrationSlice } from '../../lib/hydration-slice';
import type { HomeListing, RenderFavourite } from './home-listing';

type HomeListingListProps = {
  listings: readonly HomeListing[];
  label: string;
  renderFavourite?: RenderFavourite;
  /** How many first cards load their photo at once (see CardPhoto's `priority`). */
  eagerPhotos?: number;
};

/**
 * docs/product.md product grid. On a phone these grids sit below the hero and categories: their
 * photos wait until they are scrolled near, but for the `eagerPhotos` first ones.
 */
export function HomeListingList({
  listings,
  label,
  renderFavourite,
  eagerPhotos = 0,
}: HomeListingListProps) {
  // The cards of a server-rendered list are drawn at once; those the browser adds to it (the
  // rest of the home's sample, after the server's first cards; another page) one per task.
  const hydrating = useIsHydrating();
  const [drawnByServer] = useState(() =>
    hydrating ? new Set(listings.map((listing) => listing.id)) : null,
  );
  return (
    <ul aria-label={label} className={listingGridClass}>
      {listings.map((listing, index) => (
        <HydrationSlice key={listing.id}>
          <li>
            <DrawnInItsTurn now={!drawnByServer || drawnByServer.has(listing.id)}>
              <ListingCard
                listing={listing}
                action={renderFavourite?.(listing)}
                priority={index < eagerPhotos}
              />
            </DrawnInItsTurn>
          </li>
        </HydrationSlice>
      ))}
    </ul>
  );
}
