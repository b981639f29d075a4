import { Heart } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FAVOURITE_MESSAGES } from '../../../domain/favourites/favourite';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { ListFailure } from '../../components/list-states';
import { ListingGrid, ListingGridPlaceholder } from '../../components/listing-grid';
import { MoreButton } from '../../components/more-button';
import { PageTitle } from '../../components/page-title';
import { useFavouritesList } from './api/get-favourites';
import { favouriteCard } from './favourite-rows';
import { FavouritesEmpty } from './favourites-empty';
import { useFavouritesAllowed } from './favourites-session';
import { RemoveFavouriteButton } from './remove-favourite-button';

export const FAVOURITES_PAGE_MESSAGES = {
  title: 'Favoritos',
  loading: 'Cargando favoritos…',
  loadFailed: 'No pudimos cargar tus favoritos.',
  moreFailed: 'No pudimos cargar más favoritos. Inténtalo de nuevo.',
} as const;

const m = FAVOURITES_PAGE_MESSAGES;

const countLabel = (count: number) =>
  `${count} ${count === 1 ? 'producto guardado' : 'productos guardados'}`;

/** /favoritos: the saved products, a page at a time, each with 'Quitar' instead of the heart. */
export function FavouritesPage() {
  const allowed = useFavouritesAllowed();
  const favourites = useFavouritesList();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const pages = favourites.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data), [pages]);
  const total = pages?.[0]?.meta.total ?? 0;
  const refocus = useRef<{ index: number; rows: typeof rows } | null>(null);

  // The removed card leaves at once: the focus moves to the next card's button (or the title)
  // once the list has changed, instead of falling back to the top of the page.
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || pending.rows === rows) return;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove-favourite]');
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    (next ?? titleRef.current)?.focus();
  }, [rows]);

  let body;
  if (!allowed) {
    body = <FavouritesEmpty />;
  } else if (favourites.isPending) {
    body = <ListingGridPlaceholder label={m.loading} />;
  } else if (favourites.isError) {
    body = (
      <ListFailure
        message={m.loadFailed}
        error={favourites.error}
        onRetry={() => void favourites.refetch()}
      />
    );
  } else if (!rows || rows.length === 0) {
    body = <FavouritesEmpty />;
  } else {
    const cards = rows.map(favouriteCard);
    body = (
      <>
        <ListingGrid
          listings={cards}
          label={m.title}
          headingLevel={2}
          action={(listing) => (
            <RemoveFavouriteButton
              listing={listing}
              onRemove={() => {
                setAnnouncement(`${listing.name}: ${FAVOURITE_MESSAGES.removed}`);
                refocus.current = {
                  index: cards.findIndex((card) => card.id === listing.id),
                  rows,
                };
              }}
            />
          )}
        />
        <MoreButton
          hasMore={favourites.hasNextPage}
          loading={favourites.isFetchingNextPage}
          failed={favourites.isFetchNextPageError}
          failedMessage={m.moreFailed}
          onMore={() => void favourites.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <PageTitle
        className="mt-2"
        icon={<Heart aria-hidden="true" className="size-7 fill-current" />}
        iconClass="bg-red-50 text-red-700"
        title={m.title}
        subtitle={total > 0 ? countLabel(total) : ''}
        titleRef={titleRef}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div ref={listRef} className="mt-6">
        {body}
      </div>
    </div>
  );
}
