import { Heart } from 'lucide-react';
import { Link } from '../../lib/router';
import { FAVOURITE_MESSAGES } from '../../../domain/favourites/favourite';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { ListEmpty } from '../../components/list-states';

/** The empty state of docs/product.md §2 "Favourites", shared with the preview. */
export function FavouritesEmpty({ compact = false }: { compact?: boolean }) {
  return (
    <ListEmpty
      icon={Heart}
      title={FAVOURITE_MESSAGES.empty}
      hint={FAVOURITE_MESSAGES.emptyHint}
      iconClass="bg-red-50 text-red-700"
      className={compact ? 'px-4 py-6' : 'px-5 py-10'}
    >
      {!compact && (
        <Link to={paths.allProducts()} className={buttonClass('primary', 'mt-5')}>
          Ver productos
        </Link>
      )}
    </ListEmpty>
  );
}
