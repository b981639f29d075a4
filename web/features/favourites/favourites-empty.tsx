import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { FAVOURITE_MESSAGES } from '../../../domain/favourites/favourite';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/button-styles';

/** The empty state of SPEC §2 "Favourites", shared with the preview. */
export function FavouritesEmpty({ compact = false }: { compact?: boolean }) {
  return (
    <div
      className={`rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 text-center ${compact ? 'px-4 py-6' : 'px-5 py-10'}`}
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <Heart aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-3 text-lg font-bold text-campo-900">{FAVOURITE_MESSAGES.empty}</p>
      <p className="mt-1 text-tierra-700">{FAVOURITE_MESSAGES.emptyHint}</p>
      {!compact && (
        <Link to={paths.allProducts()} className={buttonClass('primary', 'mt-5')}>
          Ver productos
        </Link>
      )}
    </div>
  );
}
