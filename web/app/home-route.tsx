import { useCallback, useState } from 'react';
import { HOME } from '../../domain/limits';
import { useFirstFavourites } from '../features/favourites/api/get-favourites';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { favouriteCard } from '../features/favourites/favourite-rows';
import { HomeFavourites } from '../features/home/home-favourites';
import { HomePage } from '../features/home/home-page';
import type { RenderFavourite } from '../features/home/home-listing';
import { HomeCatalogueSearch } from '../features/listings/catalogue/catalogue-search-box';
import { WelcomeTourOffer } from '../features/tours/welcome-tour-offer';

/**
 * /inicio: the home screen with the catalogue's search box first, the favourites feature's heart
 * on its cards and its newest favourites (the same query as every favourites preview, so a heart
 * tapped anywhere updates them at once), and the welcome tour offer (features do not import each
 * other; this page joins them).
 */
export function HomeRoute() {
  // The tour points at the sections below the fold: drawn as soon as it is offered.
  const [tourOffered, setTourOffered] = useState(false);
  const offerTour = useCallback(() => setTourOffered(true), []);
  return (
    <>
      <HomePage
        favourites={<NewestFavourites />}
        search={<HomeCatalogueSearch />}
        renderFavourite={heart}
        drawBelowTheFold={tourOffered}
      />
      <WelcomeTourOffer onOffer={offerTour} />
    </>
  );
}

const heart: RenderFavourite = (listing) => <FavouriteButton listing={listing} />;

/** Asked for only when the home draws it, below the fold (home-page.tsx). */
function NewestFavourites() {
  const favourites = useFirstFavourites(HOME.favourites);
  return (
    <HomeFavourites listings={favourites.data?.data.map(favouriteCard)} renderFavourite={heart} />
  );
}
