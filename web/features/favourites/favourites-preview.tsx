import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../lib/router';
import { FAVOURITES } from '../../../domain/limits';
import { paths } from '../../lib/paths';
import { ListingGrid, ListingGridPlaceholder } from '../../components/listing-grid';
import { useFirstFavourites } from './api/get-favourites';
import { FavouriteButton } from './favourite-button';
import { favouriteCard } from './favourite-rows';
import { FavouritesEmpty } from './favourites-empty';
import { useFavouritesAllowed } from './favourites-session';

type FavouritesPreviewProps = {
  /** How many favourites to show: 4 by default (docs/product.md §9); the home screen shows 8. */
  limit?: number;
  title?: string;
  /** Nothing at all when there are no favourites (instead of the empty message). */
  hideWhenEmpty?: boolean;
};

/**
 * A few favourites elsewhere in the app, newest first, with 'Ver todos' to /favoritos. Each card
 * keeps its heart, so a favourite can be removed from here too. Says nothing while offline or
 * on failure: it is never the main content of a screen.
 */
export function FavouritesPreview({
  limit = FAVOURITES.previewDefault,
  title = 'Tus favoritos',
  hideWhenEmpty = false,
}: FavouritesPreviewProps) {
  const allowed = useFavouritesAllowed();
  // Only the few it shows (and no more) are asked for.
  const favourites = useFirstFavourites(limit);
  const headingId = useId();

  if (!allowed || favourites.isError) return null;
  const rows = favourites.data?.data;
  if (rows && rows.length === 0 && hideWhenEmpty) return null;

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-campo-900">
          {title}
        </h2>
        {rows && rows.length > 0 && (
          <Link
            to={paths.favourites}
            className="inline-flex min-h-tap items-center gap-1 rounded-xl px-2 font-semibold text-campo-800 hover:bg-campo-50"
          >
            Ver todos
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        )}
      </div>
      {!rows ? (
        <ListingGridPlaceholder count={limit} label="Cargando favoritos…" />
      ) : rows.length === 0 ? (
        <FavouritesEmpty compact />
      ) : (
        <ListingGrid
          listings={rows.slice(0, limit).map(favouriteCard)}
          label={title}
          action={(listing) => <FavouriteButton listing={listing} />}
        />
      )}
    </section>
  );
}
