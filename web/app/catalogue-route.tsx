import { useQueryClient } from '@tanstack/react-query';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { CataloguePage } from '../features/listings/catalogue-page';
import { addressesQueryOptions } from '../lib/addresses';
import { getStoredUser } from '../lib/session';

/**
 * /productos/{category}: the catalogue (and its search results) with the favourite heart on each
 * card. `renderSearchActions` of CataloguePage is where a feature acting on the whole search
 * (e.g. 'Avísame cuando publiquen esto') goes.
 */
export function CatalogueRoute() {
  const queryClient = useQueryClient();
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
    />
  );
}
