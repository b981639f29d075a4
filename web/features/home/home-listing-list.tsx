import { listingGridClass } from '../../components/listing-grid';
import { ListingCard } from '../../components/listing-card';
import type { HomeListing, RenderFavourite } from './home-listing';

type HomeListingListProps = {
  listings: readonly HomeListing[];
  label: string;
  renderFavourite?: RenderFavourite;
};

/**
 * docs/product.md product grid. Unlike the catalogue's, no photo loads eagerly: on a phone these grids
 * sit below the hero and categories, so their photos wait until they are scrolled near.
 */
export function HomeListingList({ listings, label, renderFavourite }: HomeListingListProps) {
  return (
    <ul aria-label={label} className={listingGridClass}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} action={renderFavourite?.(listing)} />
        </li>
      ))}
    </ul>
  );
}
