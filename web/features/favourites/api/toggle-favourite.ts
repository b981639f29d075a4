import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import type { buyerApi } from '../../../../domain/api/buyer';
import type { FavouriteRow } from '../../../../domain/api/buyer';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/errors';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { favouriteRowFor, isTemporaryId, listingIdOf, nextTemporaryId } from '../favourite-rows';
import type { FavouriteListing } from '../favourite-rows';
import { refuseFavourites } from '../favourites-session';
import { favouritesQueryOptions, isRefusal } from './get-favourites';
import { apiPaths } from '../../../../domain/api/paths';

type ToggleAnswer = z.infer<typeof buyerApi.toggleFavourite.response>;

/** POST /products/{id}/favorite: adds when missing, removes when present (SPEC §7). */
export function toggleFavourite(listingId: number): Promise<ToggleAnswer> {
  return apiRequest<ToggleAnswer>(
    apiPaths.buyer.toggleFavourite.replace(':id', encodeURIComponent(String(listingId))),
    { method: 'POST', auth: 'required' },
  );
}

export type ToggleFavouriteVariables = {
  listing: FavouriteListing;
  /** What the person asked for: true to add, false to remove. */
  add: boolean;
};

type ToggleContext = {
  /** False when the favourites had not loaded yet: there was no list to change. */
  seeded: boolean;
  temporaryId?: number;
  removed?: { row: FavouriteRow; index: number };
};

const favouritesKey = favouritesQueryOptions().queryKey;
const toggleKey = (listingId: number) => ['favourites', 'toggle', listingId];

const without = (rows: FavouriteRow[], listingId: number) =>
  rows.filter((row) => listingIdOf(row) !== listingId);

function failureTitle(add: boolean) {
  return add ? 'No se pudo agregar a favoritos.' : 'No se pudo quitar de favoritos.';
}

function rollBack(queryClient: QueryClient, add: boolean, context: ToggleContext | undefined) {
  if (!context?.seeded) return;
  queryClient.setQueryData(favouritesKey, (rows) => {
    if (!rows) return rows;
    if (add) return rows.filter((row) => row.id !== context.temporaryId);
    const removed = context.removed;
    if (!removed || rows.some((row) => listingIdOf(row) === listingIdOf(removed.row))) return rows;
    const next = [...rows];
    next.splice(Math.min(removed.index, next.length), 0, removed.row);
    return next;
  });
}

/**
 * The heart (SPEC §4): the list changes at once, a new favourite carries a temporary id until
 * the server's arrives, a failure puts things back and says so, and a 401 or 403 clears the
 * favourites. Taps on one listing go to the server one after another (one mutation scope per
 * listing), so a quick double tap cannot reach it in the wrong order.
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
      if (!queryClient.getQueryData(favouritesKey)) return { seeded: false };
      // A list arriving now would undo the change on screen.
      await queryClient.cancelQueries({ queryKey: favouritesKey, exact: true });
      const rows = queryClient.getQueryData(favouritesKey) ?? [];
      if (add) {
        const temporaryId = nextTemporaryId();
        queryClient.setQueryData(favouritesKey, [
          favouriteRowFor(listing, temporaryId),
          ...without(rows, listing.id),
        ]);
        return { seeded: true, temporaryId };
      }
      const index = rows.findIndex((row) => listingIdOf(row) === listing.id);
      queryClient.setQueryData(favouritesKey, without(rows, listing.id));
      return { seeded: true, removed: index >= 0 ? { row: rows[index]!, index } : undefined };
    },
    onSuccess: (answer, { listing }, context) => {
      if (!context?.seeded) return queryClient.invalidateQueries({ queryKey: favouritesKey });
      // Only the last of several quick taps says how things end up.
      const settled = queryClient.isMutating({ mutationKey: toggleKey(listing.id) }) <= 1;
      queryClient.setQueryData(favouritesKey, (rows) => {
        if (!rows) return rows;
        const present = rows.some((row) => listingIdOf(row) === listing.id);
        if (answer.data.is_favorite) {
          if (present) {
            return rows.map((row) =>
              listingIdOf(row) === listing.id && isTemporaryId(row.id)
                ? { ...row, id: answer.data.id }
                : row,
            );
          }
          // The server held another state than this screen: it is the authority.
          return settled ? [favouriteRowFor(listing, answer.data.id), ...rows] : rows;
        }
        return settled && present ? without(rows, listing.id) : rows;
      });
    },
    onError: (error, { add }, context) => {
      if (isRefusal(error)) {
        refuseFavourites();
        queryClient.setQueryData(favouritesKey, []);
        // A 401 already ended the session: the login screen says why.
        if (error instanceof ApiError && error.status === 403) {
          toast.error(failureTitle(add), { description: error.message });
        }
        return;
      }
      rollBack(queryClient, add, context);
      toast.error(failureTitle(add), {
        description: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE,
      });
    },
  });
}
