import { useParams, useSearchParams } from 'react-router';
import { readCatalogueCategory } from '../../domain/listings/catalogue-address';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { CataloguePage } from '../features/listings/catalogue-page';
import { SaveSearchButton } from '../features/notifications/save-search-button';
import { savedSearchCriteria } from '../features/notifications/saved-search-criteria';

/**
 * /productos/{category}: the catalogue with the favourite heart on each card, and under it
 * 'Avísame cuando publiquen esto' for the search on screen.
 */
export function CatalogueRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const category = readCatalogueCategory(params.category, search).category;
  return (
    <>
      <CataloguePage
        renderCardAction={(listing) => <FavouriteButton listing={listing} variant="card" />}
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-8 sm:px-6">
        <SaveSearchButton criteria={savedSearchCriteria(search, category)} />
      </div>
    </>
  );
}
