import { HeartOff } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useToggleFavourite } from './api/toggle-favourite';
import type { FavouriteListing } from './favourite-rows';

type RemoveFavouriteButtonProps = {
  listing: FavouriteListing;
  /** Told right after the tap (the card has already left the list). */
  onRemove?: (listing: FavouriteListing) => void;
};

/** In /favoritos each card has this instead of the heart (docs/product.md §2, §6). */
export function RemoveFavouriteButton({ listing, onRemove }: RemoveFavouriteButtonProps) {
  const toggle = useToggleFavourite(listing.id);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    toggle.mutate({ listing, add: false });
    onRemove?.(listing);
  };

  return (
    <button
      type="button"
      data-remove-favourite=""
      aria-label={`Quitar ${listing.name} de favoritos`}
      onClick={onClick}
      className="inline-flex min-h-tap items-center gap-1.5 rounded-full bg-white/95 px-3.5 text-sm font-bold text-red-800 shadow-md ring-1 ring-black/5 transition-colors hover:bg-red-50 active:bg-red-100"
    >
      <HeartOff aria-hidden="true" className="size-5" />
      Quitar
    </button>
  );
}
