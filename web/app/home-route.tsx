import { HOME } from '../../domain/limits';
import { useFirstFavourites } from '../features/favourites/api/get-favourites';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { favouriteCard } from '../features/favourites/favourite-rows';
import { HomePage } from '../features/home/home-page';
import { HomeCatalogueSearch } from '../features/listings/catalogue/catalogue-search-box';
import { WelcomeTourOffer } from '../features/tours/welcome-tour-offer';

/**
 * /inicio: the home screen with the catalogue's search box first, the favourites feature's heart
 * on its cards and its newest favourites (the same query as every favourites preview, so a heart
 * tapped anywhere updates them at once), and the welcome tour offer (features do not import each
 * other; this page joins them).
 */
export function HomeRoute() {
  const favourites = useFirstFavourites(HOME.favourites);
  return (
    <>
      <HomePage
        favourites={favourites.data?.data.map(favouriteCard)}
        search={<HomeCatalogueSearch />}
        renderFavourite={(listing) => <FavouriteButton listing={listing} />}
      />
      <WelcomeTourOffer />
    </>
  );
}
