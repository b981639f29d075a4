import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { buyerApi } from '../../../../domain/api/buyer';
import { apiPaths } from '../../../../domain/api/paths';
import { FAVOURITES } from '../../../../domain/limits';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { refuseFavourites, useFavouritesAllowed } from '../favourites-session';

// The favourites are read a page at a time (GET /products/my/favorites?page&pagination): the
// /favoritos list ('Ver más'), and the first few for the previews (the home shows 8). Hearts do
// not need the list: every card's listing says whether it is a favourite (is_favorite), and what
// this device toggled since is kept under `heartsKey`.

export type FavouritesPage = z.infer<typeof buyerApi.favourites.response>;

/** Everything the favourites keep in the query cache. */
export const favouritesKey = ['favourites'] as const;
/** The loaded lists (the /favoritos pages and the previews' first pages). */
export const favouriteListsKey = [...favouritesKey, 'lists'] as const;
const heartsKey = [...favouritesKey, 'hearts'] as const;

/** 401 or 403: the server will not give this session its favourites (docs/product.md §4). */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

const emptyPage = (pagination: number): FavouritesPage => ({
  data: [],
  meta: { page: 1, pagination, total: 0, last_page: 1, max_favorites: FAVOURITES.maxPerPerson },
});

/** One page of favourites, newest first. A refusal answers an empty page. */
export async function getFavouritesPage(
  page: number,
  pagination: number,
  signal?: AbortSignal,
): Promise<FavouritesPage> {
  try {
    return await apiRequest<FavouritesPage>(apiPaths.buyer.favourites, {
      auth: 'required',
      query: { page, pagination },
      signal,
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    refuseFavourites();
    return emptyPage(pagination);
  }
}

/** /favoritos: pages of FAVOURITES.pageSize, 'Ver más' for the next. */
export const favouritesListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...favouriteListsKey, 'all'],
    queryFn: ({ pageParam, signal }) => getFavouritesPage(pageParam, FAVOURITES.pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FavouritesPage) =>
      last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined,
  });

/** The newest `count` favourites only (a preview). */
export const firstFavouritesQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...favouriteListsKey, 'first', count],
    queryFn: ({ signal }) => getFavouritesPage(1, count, signal),
  });

/** The /favoritos list; loaded only with a token and a user id (docs/product.md §4). */
export function useFavouritesList() {
  const allowed = useFavouritesAllowed();
  return useInfiniteQuery({ ...favouritesListQueryOptions(), enabled: allowed });
}

/** The newest `count` favourites; loaded only with a token and a user id (docs/product.md §4). */
export function useFirstFavourites(count: number) {
  const allowed = useFavouritesAllowed();
  return useQuery({ ...firstFavouritesQueryOptions(count), enabled: allowed });
}

/** Listing id → favourite or not, for the listings toggled on this device since it loaded. */
export type ToggledHearts = Readonly<Record<number, boolean>>;

const NONE: ToggledHearts = {};

/** Kept for as long as the session (the cache is cleared on sign-in and sign-out). */
const heartsOptions = { gcTime: Infinity, staleTime: Infinity } as const;

export function setToggledHeart(client: QueryClient, listingId: number, isFavourite: boolean) {
  client.setQueryDefaults(heartsKey, heartsOptions);
  client.setQueryData<ToggledHearts>(heartsKey, (hearts) => ({
    ...hearts,
    [listingId]: isFavourite,
  }));
}

export const toggledHeart = (client: QueryClient, listingId: number): boolean | undefined =>
  client.getQueryData<ToggledHearts>(heartsKey)?.[listingId];

/** What this device toggled; a listing not in it is as its own is_favorite says. */
export function useToggledHearts(): ToggledHearts {
  return (
    useQuery<ToggledHearts>({ queryKey: heartsKey, queryFn: skipToken, ...heartsOptions }).data ??
    NONE
  );
}
