import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../lib/router';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { CataloguePage } from '../features/listings/catalogue/catalogue-page';
import { SaveSearchButton } from '../features/notifications/save-search-button';
import { savedSearchCriteria } from '../features/notifications/saved-search-criteria';
import { addressesQueryOptions } from '../lib/addresses';
import { getStoredUser } from '../lib/session';

/**
 * /productos/{category}: the catalogue (and its search results) with the favourite heart on each
 * card, and 'Avísame cuando publiquen esto' for the search on screen.
 */
export function CatalogueRoute() {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  // 'Cerca de mí' starts from the municipality of the buyer's first saved address, else the one
  // of their profile; read when tapped (the addresses are usually cached already).
  const findDefaultNear = async () => {
    const addresses = await queryClient.fetchQuery(addressesQueryOptions()).catch(() => []);
    return addresses[0]?.municipality_id ?? getStoredUser()?.municipality_id ?? null;
  };
  return (
    <CataloguePage
      findDefaultNear={findDefaultNear}
      renderCardAction={(listing) => <FavouriteButton listing={listing} variant="card" />}
      renderSearchActions={(location) => (
        <SaveSearchButton criteria={savedSearchCriteria(search, location.category)} />
      )}
    />
  );
}
