import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Harvest, harvestsApi, Reservation } from '../../../../domain/api/harvests';

// What the calls of Próxima cosecha share (decision 026): their cache keys, and how an answer
// shows at once where the harvest or reservation is on screen.

export type HarvestsPage = z.infer<typeof harvestsApi.list.response>;
/** What announcing, editing, closing, listing or following answers: the harvest as it is now. */
export type SavedHarvest = z.infer<typeof harvestsApi.create.response>;
/** What reserving and every reservation action answer: the reservation as it is now. */
export type SavedReservation = z.infer<typeof harvestsApi.reserve.response>;

/** Everything of Próxima cosecha: what any change makes stale. */
export const harvestsKey = ['harvests'] as const;
export const harvestKey = (id: number) => [...harvestsKey, 'detail', id] as const;
export const harvestReservationsKey = (id: number) =>
  [...harvestsKey, 'detail', id, 'reservations'] as const;
export const myHarvestsKey = [...harvestsKey, 'mine'] as const;
export const upcomingHarvestsKey = (filters: { sellerId?: number; productId?: number }) =>
  [...harvestsKey, 'list', filters.sellerId ?? null, filters.productId ?? null] as const;

/** The server's copy of a harvest on its page at once; the lists load again. */
export function showSavedHarvest(queryClient: QueryClient, harvest: Harvest) {
  queryClient.setQueryData(harvestKey(harvest.id), { data: harvest });
  queryClient.setQueryData<InfiniteData<HarvestsPage>>(myHarvestsKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => (item.id === harvest.id ? harvest : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: harvestsKey });
}

/** A reservation changed (either side): its harvest and lists load again. */
export function showSavedReservation(queryClient: QueryClient, reservation: Reservation) {
  queryClient.setQueryData<{ data: Reservation[] }>(
    harvestReservationsKey(reservation.harvest.id),
    (data) => {
      if (!data) return data;
      const known = data.data.some((item) => item.id === reservation.id);
      return {
        data: known
          ? data.data.map((item) => (item.id === reservation.id ? reservation : item))
          : [reservation, ...data.data],
      };
    },
  );
  void queryClient.invalidateQueries({ queryKey: harvestsKey });
}
