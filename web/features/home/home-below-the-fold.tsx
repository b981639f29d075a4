import { HomeFavourites } from './home-favourites';
import type { HomeListing, RenderFavourite } from './home-listing';
import { HomeQuickAccess } from './home-shortcuts';
import { HomeStores } from './home-stores';

export type HomeBelowTheFoldProps = {
  favourites?: readonly HomeListing[];
  renderFavourite?: RenderFavourite;
};

/**
 * The home's sections below a phone's first screen: quick access, favourites and stores. Drawn
 * only once the page is hydrated (home-page.tsx), so their code is fetched then, not with the
 * page (decision 027, session 11).
 */
export default function HomeBelowTheFold({ favourites, renderFavourite }: HomeBelowTheFoldProps) {
  return (
    <>
      <HomeQuickAccess />
      <HomeFavourites listings={favourites} renderFavourite={renderFavourite} />
      <HomeStores />
    </>
  );
}
