import { lazy, Suspense, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useHydrated } from '../../lib/device-value';
import { getStoredUser } from '../../lib/session';
import { useNearScreen } from '../../lib/use-near-screen';
import { HomeCategories } from './home-categories';
import { HomeFeatured } from './home-featured';
import { HomeHero } from './home-hero';
import type { RenderFavourite } from './home-listing';
import { HydrationSlice } from '../../lib/hydration-slice';

const HomeBelowTheFold = lazy(() => import('./home-below-the-fold'));

type HomePageProps = {
  /** The favourite heart on each card, from the favourites feature (composed in web/app). */
  renderFavourite?: RenderFavourite;
  /**
   * 'Basado en tus favoritos' (HomeFavourites with the newest favourites, composed in web/app):
   * drawn below the fold, so its data is asked for only when the person scrolls near.
   */
  favourites?: ReactNode;
  /** The catalogue's search box, first on the page (the listings feature; composed in web/app). */
  search?: ReactElement;
  /**
   * Draws the sections below the featured grid without waiting for a scroll: the welcome tour,
   * once offered, points at them (composed in web/app).
   */
  drawBelowTheFold?: boolean;
};

/**
 * /inicio (docs/product.md §2 "Home"). The featured products come right after the categories and
 * every place is linked once (decision 022). The welcome tour is composed beside it in web/app.
 */
export function HomePage({
  renderFavourite,
  favourites,
  search,
  drawBelowTheFold = false,
}: HomePageProps) {
  const [greeting] = useState(() => {
    const user = getStoredUser();
    const firstName = (user?.first_name || user?.name || '').trim().split(/\s+/)[0];
    return firstName ? `Hola, ${firstName}` : '';
  });
  // The sections after the featured grid sit below a phone's first screen: a server-rendered
  // home leaves them (and their data) out of its HTML, and the page draws them once it is
  // hydrated and the person scrolls near the end of the featured grid (decision 027): the page
  // that crosses a slow connection first is the part people see, and their code, three API
  // answers and photos do not compete with it. Nothing is drawn in their place while they come.
  const [belowTheFoldRef, scrolledNear] = useNearScreen<HTMLDivElement>(useHydrated());
  const belowTheFold = scrolledNear || drawBelowTheFold;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-4 sm:gap-10 sm:px-6 sm:py-8">
      {search && <HydrationSlice>{search}</HydrationSlice>}
      <HydrationSlice>
        <HomeHero greeting={greeting} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeCategories />
      </HydrationSlice>
      <HomeFeatured renderFavourite={renderFavourite} />
      {belowTheFold ? (
        <Suspense fallback={null}>
          <HomeBelowTheFold favourites={favourites} />
        </Suspense>
      ) : (
        <div ref={belowTheFoldRef} />
      )}
    </div>
  );
}
