import { FavouriteButton } from '../features/favourites/favourite-button';
import { CataloguePage } from '../features/listings/catalogue/catalogue-page';

/** /productos/{category}: the catalogue with the favourite heart on each card. */
export function CatalogueRoute() {
  return (
    <CataloguePage
      renderCardAction={(listing) => <FavouriteButton listing={listing} variant="card" />}
    />
  );
}
