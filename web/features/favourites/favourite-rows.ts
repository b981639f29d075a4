import type { FavouriteRow } from '../../../domain/api/buyer';
import type { ListingCardItem } from '../../components/listing-card';

/**
 * What the favourite toggle needs to know about a listing. A catalogue `ListingSummary` or the
 * detail's `ListingDetail` fits as is: with it a new favourite shows in /favoritos at once.
 */
export interface FavouriteListing {
  id: number;
  name: string;
  price: number;
  description?: string | null;
  image?: string | null;
  image_srcset?: string | null;
  size?: string | null;
  municipality?: string | null;
  department?: string | null;
  status?: FavouriteRow['product']['status'] | null;
  /** The server's answer in lists: the heart shows it until it is toggled on this device. */
  is_favorite?: boolean;
}

// A favourite added on this device has a negative id until the server answers with its own.
let lastTemporaryId = 0;
export const nextTemporaryId = () => --lastTemporaryId;

export const isTemporaryId = (id: number) => id < 0;

/** The row a new favourite has in the list before the server's list is fetched again. */
export function favouriteRowFor(listing: FavouriteListing, id: number): FavouriteRow {
  return {
    id,
    product_user_id: listing.id,
    type: 'product_users',
    product: {
      id: listing.id,
      name: listing.name,
      description: listing.description ?? '',
      price: listing.price,
      image: listing.image ?? null,
      image_srcset: listing.image_srcset ?? null,
      size: listing.size ?? '',
      municipality: listing.municipality ?? '',
      department: listing.department ?? '',
      status: listing.status ?? 'active',
    },
  };
}

/** The listing a row stands for (docs/product.md §3 "Favourite row": product_user_id, else product.id). */
export const listingIdOf = (row: FavouriteRow) => row.product_user_id || row.product.id;

/** A favourite row as the shared product card shows it. */
export function favouriteCard(
  row: FavouriteRow,
): ListingCardItem & FavouriteListing & { is_favorite: true } {
  const { product } = row;
  return {
    id: listingIdOf(row),
    name: product.name,
    description: product.description,
    price: product.price,
    image: product.image,
    image_srcset: product.image_srcset,
    size: product.size,
    municipality: product.municipality,
    department: product.department,
    status: product.status,
    is_favorite: true,
  };
}
