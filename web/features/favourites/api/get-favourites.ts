import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteRow } from '../../../../domain/api/buyer';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { listingIdOf } from '../favourite-rows';
import { refuseFavourites, useFavouritesAllowed } from '../favourites-session';
import { apiPaths } from '../../../../domain/api/paths';

/** 401 or 403: the server will not give this session its favourites (SPEC §4). */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** GET /products/my/favorites: the rows, newest first. A refusal leaves the list empty. */
export async function getFavourites(signal?: AbortSignal): Promise<FavouriteRow[]> {
  try {
    const { data } = await apiRequest<{ data: FavouriteRow[] }>(apiPaths.buyer.favourites, {
      auth: 'required',
      signal,
    });
    return data;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    refuseFavourites();
    return [];
  }
}

/**
 * The one favourites store: the rows under ['favourites'] (the /favoritos list and the preview
 * read them) and, through `select`, a Set of listing ids for the hearts on every card.
 */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites'],
    queryFn: ({ signal }) => getFavourites(signal),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

/** The favourite rows; loaded only with a token and a user id (SPEC §4). */
export function useFavourites() {
  const allowed = useFavouritesAllowed();
  return useQuery({ ...favouritesQueryOptions(), enabled: allowed });
}

const toIdSet = (rows: FavouriteRow[]) => new Set(rows.map(listingIdOf));

/** Listing ids of the favourites, for the hearts; undefined until they have loaded. */
export function useFavouriteIds(): ReadonlySet<number> | undefined {
  const allowed = useFavouritesAllowed();
  return useQuery({ ...favouritesQueryOptions(), enabled: allowed, select: toIdSet }).data;
}
