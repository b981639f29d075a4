import type { ReactNode } from 'react';
import { HomeQuickAccess } from './home-shortcuts';
import { HomeStores } from './home-stores';

export type HomeBelowTheFoldProps = {
  /** 'Basado en tus favoritos' (home-page.tsx). */
  favourites?: ReactNode;
};

/**
 * The home's sections below a phone's first screen: quick access, favourites and stores. Drawn
 * only once the page is hydrated and scrolled near (home-page.tsx), so their code and data are
 * fetched then, not with the page (decision 027).
 */
export default function HomeBelowTheFold({ favourites }: HomeBelowTheFoldProps) {
  return (
    <>
      <HomeQuickAccess />
      {favourites}
      <HomeStores />
    </>
  );
}
