import { listingGridClass } from '../../components/listing-grid';
import { ListingCard } from '../../components/listing-card';
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
  return (
    <ul aria-label={label} className={listingGridClass}>
      {listings.map((listing, index) => (
        <HydrationSlice key={listing.id}>
          <li>
            <ListingCard
              listing={listing}
              action={renderFavourite?.(listing)}
              priority={index < eagerPhotos}
            />
          </li>
        </HydrationSlice>
      ))}
    </ul>
  );
}
