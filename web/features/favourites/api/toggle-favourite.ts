import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { buyerApi } from '../../../../domain/api/buyer';
import type { FavouriteRow } from '../../../../domain/api/buyer';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/errors';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { favouriteRowFor, isTemporaryId, listingIdOf, nextTemporaryId } from '../favourite-rows';
import type { FavouriteListing } from '../favourite-rows';
import { refuseFavourites } from '../favourites-session';
import {
  favouriteListsKey,
  isRefusal,
  setToggledHeart,
  toggledHeart,
  type FavouritesPage,
} from './get-favourites';

type ToggleAnswer = z.infer<typeof buyerApi.toggleFavourite.response>;

/** POST /products/{id}/favorite: adds when missing, removes when present (docs/product.md §7). */
export function toggleFavourite(listingId: number): Promise<ToggleAnswer> {
  return apiRequest<ToggleAnswer>(apiPath(apiPaths.buyer.toggleFavourite, { id: listingId }), {
    method: 'POST',
    auth: 'required',
  });
}

export type ToggleFavouriteVariables = {
  listing: FavouriteListing;
  /** What the person asked for: true to add, false to remove. */
  add: boolean;
};

type ToggleContext = {
  /** The heart before the tap (undefined: as the listing said). */
  before: boolean | undefined;
  temporaryId?: number;
};

const toggleKey = (listingId: number) => ['favourites', 'toggle', listingId];

type CachedList = FavouritesPage | InfiniteData<FavouritesPage> | undefined;

/**
 * Changes every loaded favourites list (the /favoritos pages and the previews) the same way:
 * `edit` gets the rows of the first page (`first` true) and of each following page.
 */
function editLists(
  client: QueryClient,
  edit: (rows: FavouriteRow[], first: boolean) => FavouriteRow[],
) {
  const editPage = (page: FavouritesPage, first: boolean): FavouritesPage => {
    const data = edit(page.data, first);
    const total = Math.max(0, page.meta.total + data.length - page.data.length);
    return { data, meta: { ...page.meta, total } };
  };
  client.setQueriesData<CachedList>({ queryKey: favouriteListsKey }, (cached) => {
    if (!cached) return cached;
    if ('pages' in cached) {
      return { ...cached, pages: cached.pages.map((page, i) => editPage(page, i === 0)) };
    }
    return editPage(cached, true);
  });
}

const without = (rows: FavouriteRow[], listingId: number) =>
  rows.filter((row) => listingIdOf(row) !== listingId);

function failureTitle(add: boolean) {
  return add ? 'No se pudo agregar a favoritos.' : 'No se pudo quitar de favoritos.';
}

/**
 * The heart (docs/product.md §4): the heart and the loaded lists change at once, a new favourite carries a
 * temporary id until the server's arrives, a failure puts things back (the lists are read again
 * from the server) and says so, and a 401 or 403 clears the favourites. Taps on one listing go
 * to the server one after another (one mutation scope per listing), so a quick double tap
 * cannot reach it in the wrong order.
 */
export function useToggleFavourite(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation<ToggleAnswer, Error, ToggleFavouriteVariables, ToggleContext>({
    mutationKey: toggleKey(listingId),
    scope: { id: `favourite:${listingId}` },
    // Offline, say so at once instead of waiting silently for the signal to come back.
    networkMode: 'always',
    mutationFn: ({ listing }) => toggleFavourite(listing.id),
    onMutate: async ({ listing, add }) => {
      const before = toggledHeart(queryClient, listing.id);
      // A list arriving now would undo the change on screen.
      await queryClient.cancelQueries({ queryKey: favouriteListsKey });
      setToggledHeart(queryClient, listing.id, add);
      if (!add) {
        editLists(queryClient, (rows) => without(rows, listing.id));
        return { before };
      }
      const temporaryId = nextTemporaryId();
      editLists(queryClient, (rows, first) =>
        first ? [favouriteRowFor(listing, temporaryId), ...without(rows, listing.id)] : rows,
      );
      return { before, temporaryId };
    },
    onSuccess: (answer, { listing }) => {
      // Only the last of several quick taps says how things end up.
      if (queryClient.isMutating({ mutationKey: toggleKey(listing.id) }) > 1) return;
      const kept = answer.data.is_favorite;
      setToggledHeart(queryClient, listing.id, kept);
      editLists(queryClient, (rows, first) => {
        const present = rows.some((row) => listingIdOf(row) === listing.id);
        if (!kept) return without(rows, listing.id);
        if (present) {
          return rows.map((row) =>
            listingIdOf(row) === listing.id && isTemporaryId(row.id)
              ? { ...row, id: answer.data.id }
              : row,
          );
        }
        // The server held another state than this screen: it is the authority.
        return first ? [favouriteRowFor(listing, answer.data.id), ...rows] : rows;
      });
    },
    onError: (error, { listing, add }, context) => {
      if (isRefusal(error)) {
        refuseFavourites();
        editLists(queryClient, () => []);
        // A 401 already ended the session: the login screen says why.
        if (error instanceof ApiError && error.status === 403) {
          toast.error(failureTitle(add), { description: error.message });
        }
        return;
      }
      const before = context?.before ?? !add;
      setToggledHeart(queryClient, listing.id, before);
      // The lists as the server has them, instead of guessing where the change was.
      void queryClient.invalidateQueries({ queryKey: favouriteListsKey });
      toast.error(failureTitle(add), {
        description: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE,
      });
    },
  });
}
