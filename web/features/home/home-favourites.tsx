import { HOME } from '../../../domain/limits';
import { paths } from '../../lib/paths';
import type { HomeListing, RenderFavourite } from './home-listing';
import { HomeListingList } from './home-listing-list';
import { SectionHeader } from './home-section';

const TITLE = 'Basado en tus favoritos';

type HomeFavouritesProps = {
  /** The newest favourites, from the favourites feature (composed in web/app). */
  listings?: readonly HomeListing[];
  renderFavourite?: RenderFavourite;
};

/** Up to 8 favourites; nothing at all while they load, fail or when there are none. */
export function HomeFavourites({ listings = [], renderFavourite }: HomeFavouritesProps) {
  if (listings.length === 0) return null;

  return (
    <section aria-labelledby="home-favourites-title" data-tour="home-favourites">
      <SectionHeader
        id="home-favourites-title"
        title={TITLE}
        tour="home-favourites-header"
        seeAll={{ to: paths.favourites, hidden: 'los favoritos' }}
      />
      <HomeListingList
        listings={listings.slice(0, HOME.favourites)}
        label={TITLE}
        renderFavourite={renderFavourite}
      />
    </section>
  );
}
