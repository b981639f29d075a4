import { FavouriteButton } from '../features/favourites/favourite-button';
import { HomePage } from '../features/home/home-page';
import { HomeCatalogueSearch } from '../features/listings/catalogue-search-box';
import { WelcomeTourDialog } from '../features/tours/welcome-tour-dialog';

/**
 * /inicio: the home screen with the catalogue's search box first, the favourites feature's heart
 * on its cards, and the welcome tour offer (features do not import each other; this page joins them).
 */
export function HomeRoute() {
  return (
    <>
      <HomePage
        search={<HomeCatalogueSearch />}
        renderFavourite={(listing) => <FavouriteButton listing={listing} />}
      />
      <WelcomeTourDialog />
    </>
  );
}
