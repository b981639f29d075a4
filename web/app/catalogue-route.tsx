import { FavouriteButton } from '../features/favourites/favourite-button';
import { CataloguePage } from '../features/listings/catalogue-page';
import { useAddresses } from '../lib/addresses';
import { getStoredUser } from '../lib/session';

/**
 * Where 'Cerca de mí' starts: the municipality of the buyer's first saved address, else the one
 * of their profile; null (they pick one) when neither is known.
 */
function useDefaultNear(): number | null {
  const addresses = useAddresses();
  const first = addresses.data?.[0];
  return first?.municipality_id ?? getStoredUser()?.municipality_id ?? null;
}

/**
 * /productos/{category}: the catalogue (and its search results) with the favourite heart on each
 * card. `renderSearchActions` of CataloguePage is where a feature acting on the whole search
 * (e.g. 'Avísame cuando publiquen esto') goes.
 */
export function CatalogueRoute() {
  const defaultNear = useDefaultNear();
  return (
    <CataloguePage
      defaultNear={defaultNear}
      renderCardAction={(listing) => <FavouriteButton listing={listing} variant="card" />}
    />
  );
}
