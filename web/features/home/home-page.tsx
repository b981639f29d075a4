import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { getStoredUser } from '../../lib/session';
import { HomeCategories } from './home-categories';
import { HomeFavourites } from './home-favourites';
import { HomeFeatured } from './home-featured';
import { HomeHero } from './home-hero';
import type { HomeListing, RenderFavourite } from './home-listing';
import { HomeQuickActions, HomeShortcuts } from './home-shortcuts';
import { HomeStores } from './home-stores';

// What is still coming (docs/product.md §2): the price exchange, notifications and "Mi tienda", the entries
// that open 'Sección en preparación'. Organizations are delivered (their tile is on this page).
function ComingSoonCard() {
  return (
    <aside
      aria-labelledby="home-soon-title"
      className="flex items-start gap-4 rounded-3xl border border-maiz-200 bg-maiz-50 p-5 sm:items-center sm:p-6"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-maiz-200 text-maiz-800">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-sm font-bold uppercase tracking-wide text-maiz-700">Muy pronto</p>
        <h2 id="home-soon-title" className="text-lg font-bold text-campo-900">
          Más herramientas para el campo
        </h2>
        <p className="mt-1 text-tierra-800">
          Estamos preparando las notificaciones y tu propia tienda en línea.
        </p>
      </div>
    </aside>
  );
}

type HomePageProps = {
  /** The favourite heart on each card, from the favourites feature (composed in web/app). */
  renderFavourite?: RenderFavourite;
  /**
   * 'Basado en tus favoritos': the newest favourites as cards, from the favourites feature
   * (composed in web/app); none while they load, fail, or without a session.
   */
  favourites?: readonly HomeListing[];
  /** The catalogue's search box, first on the page (the listings feature; composed in web/app). */
  search?: ReactNode;
};

/** /inicio (docs/product.md §2 "Home"). The welcome tour is composed beside it in web/app. */
export function HomePage({ renderFavourite, favourites, search }: HomePageProps) {
  const [greeting] = useState(() => {
    const user = getStoredUser();
    const firstName = (user?.first_name || user?.name || '').trim().split(/\s+/)[0];
    return firstName ? `Hola, ${firstName}` : '';
  });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-7 px-4 py-4 sm:gap-10 sm:px-6 sm:py-8">
      {search}
      <HomeHero greeting={greeting} />
      <HomeCategories />
      <HomeQuickActions />
      <HomeShortcuts />
      <HomeFeatured renderFavourite={renderFavourite} />
      <HomeFavourites listings={favourites} renderFavourite={renderFavourite} />
      <HomeStores />
      <ComingSoonCard />
    </div>
  );
}
