import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerApi } from '../../../../domain/api/buyer';
import type { FavouriteRow } from '../../../../domain/api/buyer';
import { apiRequest } from '../../../lib/api-client';
import type { HomeListing } from '../home-listing';

/** A favourite row as a home card: the listing's own id, so the card opens /producto/{id}. */
export function favouriteCard(row: FavouriteRow): HomeListing {
  const { product } = row;
  return {
    ...product,
    id: row.product_user_id ?? product.id,
    is_favorite: true,
  };
}

/** GET /products/my/favorites: the signed-in person's favourites. */
export async function getFavouriteListings(signal?: AbortSignal): Promise<HomeListing[]> {
  const answer = await apiRequest<{ data?: FavouriteRow[] }>(buyerApi.favourites.path, {
    auth: 'required',
    signal,
  });
  return Array.isArray(answer?.data) ? answer.data.map(favouriteCard) : [];
}

// Under the 'favourites' prefix: invalidating ['favourites'] after a heart is tapped (the
// favourites feature) refreshes this section too.
export const favouriteListingsQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites', 'home'],
    queryFn: ({ signal }) => getFavouriteListings(signal),
  });

export const useFavouriteListings = () => useQuery(favouriteListingsQueryOptions());
