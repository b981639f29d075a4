import { Heart } from 'lucide-react';
import { favouriteFormPath, PAGE_FORM_FIELDS } from '../../../domain/page-forms';
import { pageFormToken } from '../../lib/page-forms';
import type { MouseEvent } from 'react';
import { useToggledHearts } from './api/get-favourites';
import { useToggleFavourite } from './api/toggle-favourite';
import type { FavouriteListing } from './favourite-rows';
import { playFavouriteSound } from './favourite-sound';
import { useFavouritesAllowed } from './favourites-session';

export const FAVOURITE_LABELS = {
  add: 'Agregar a favoritos',
  remove: 'Quitar de favoritos',
} as const;

const looks = {
  // On a card photo: a round white button that stays readable over any picture (`.heart-button`
  // and `--card` in web/styles.css, as a catalogue page draws 20).
  card: 'heart-button--card',
  // In the product detail, beside the title.
  detail: 'size-12 border-2 border-tierra-200 bg-white hover:border-red-300 hover:bg-red-50',
} as const;

type FavouriteButtonProps = {
  listing: FavouriteListing;
  variant?: keyof typeof looks;
};

/**
 * The heart toggle of docs/product.md §2/§4 for signed-in people: filled when the product is a favourite.
 * Works on any card (the `action` slot of ListingCard) and in the product detail.
 */
export function FavouriteButton({ listing, variant = 'card' }: FavouriteButtonProps) {
  const allowed = useFavouritesAllowed();
  const toggled = useToggledHearts();
  const toggle = useToggleFavourite(listing.id);
  if (!allowed) return null;

  // The server's answer for this listing, unless it was toggled on this device since.
  const active = toggled[listing.id] ?? Boolean(listing.is_favorite);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The card around the heart is a link: the tap is for the heart only.
    event.preventDefault();
    event.stopPropagation();
    const add = !active;
    if (add) playFavouriteSound();
    toggle.mutate({ listing, add });
  };

  const formToken = pageFormToken();
  // A form the server answers while the page's code has not arrived (decision 027): the tap is
  // never lost on a slow connection. Once the code runs, onClick takes the tap and the form is
  // never sent. `contents`: the form adds no box of its own around the button.
  return (
    <form method="post" action={favouriteFormPath(listing.id)} className="contents">
      {formToken && <input type="hidden" name={PAGE_FORM_FIELDS.token} value={formToken} />}
      <input type="hidden" name={PAGE_FORM_FIELDS.add} value={active ? '0' : '1'} />
      <button
        type="submit"
        aria-pressed={active}
        aria-label={active ? FAVOURITE_LABELS.remove : FAVOURITE_LABELS.add}
        title={active ? FAVOURITE_LABELS.remove : FAVOURITE_LABELS.add}
        onClick={onClick}
        className={`heart-button ${looks[variant]}`}
      >
        <Heart
          aria-hidden="true"
          className={`heart-button__icon${active ? ' fill-red-600 text-red-600' : ''}`}
          strokeWidth={2.25}
        />
      </button>
    </form>
  );
}
