import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteRow } from '../../../../domain/api/buyer';
import { apiRequest } from '../../../lib/api-client';
import { hasSession } from '../../../lib/session';
import type { HomeListing } from '../home-listing';
import { apiPaths } from '../../../../domain/api/paths';

/** A favourite row as a home card: the listing's own id, so the card opens /producto/{id}. */
export function favouriteCard(row: FavouriteRow): HomeListing {
  const { product } = row;
  return {
    id: row.product_user_id || product.id,
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

/** GET /products/my/favorites: the signed-in person's favourite rows. */
export async function getFavouriteRows(signal?: AbortSignal): Promise<FavouriteRow[]> {
  const answer = await apiRequest<{ data?: FavouriteRow[] }>(apiPaths.buyer.favourites, {
    auth: 'required',
    signal,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}

// The same key and the same rows as the favourites feature's list (web/features/favourites/api/
// get-favourites.ts): one request serves the hearts, /favoritos and this section, and a heart
// tapped anywhere updates the section at once.
export const favouriteRowsQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites'],
    queryFn: ({ signal }) => getFavouriteRows(signal),
  });

const toCards = (rows: FavouriteRow[]) => rows.map(favouriteCard);

export const useFavouriteListings = () =>
  useQuery({ ...favouriteRowsQueryOptions(), select: toCards, enabled: hasSession() });
