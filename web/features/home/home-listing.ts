import type { ReactNode } from 'react';
import type { ListingSummary } from '../../../domain/api/listings';
import type { ListingCardItem } from '../../components/listing-card';

/** A card of the home grids: a catalogue listing, or a favourite row mapped to one. */
export type HomeListing = Omit<ListingCardItem, 'status'> & {
  description?: string | null;
  status?: ListingSummary['status'] | null;
  is_favorite: boolean;
};

/**
 * A control on a card's photo, such as the favourite heart. The favourites feature provides it
 * through web/app (features do not import each other).
 */
export type RenderFavourite = (listing: HomeListing) => ReactNode;
