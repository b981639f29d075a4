import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { buyerApi, FavouriteRow } from '../../../../domain/api/buyer';
import { HOME } from '../../../../domain/limits';
import { apiRequest } from '../../../lib/api-client';
import { hasSession } from '../../../lib/session';
import type { HomeListing } from '../home-listing';
import { apiPaths } from '../../../../domain/api/paths';

type FavouritesFirstPage = z.infer<typeof buyerApi.favourites.response>;

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

// The same key and the same answer as the favourites feature's previews (web/features/
// favourites/api/get-favourites.ts, firstFavouritesQueryOptions): a heart tapped anywhere
// updates this section at once.
export const favouriteRowsQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites', 'lists', 'first', HOME.favourites],
    queryFn: ({ signal }) =>
      apiRequest<FavouritesFirstPage>(apiPaths.buyer.favourites, {
        auth: 'required',
        query: { page: 1, pagination: HOME.favourites },
        signal,
      }),
  });

const toCards = (page: FavouritesFirstPage) =>
  (Array.isArray(page?.data) ? page.data : []).map(favouriteCard);

export const useFavouriteListings = () =>
  useQuery({ ...favouriteRowsQueryOptions(), select: toCards, enabled: hasSession() });
