import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '../../../../domain/api/harvests';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { harvestsKey } from './harvests-cache';

/** GET /reservations/my: the buyer's reservations, every state. */
export function getMyReservations(signal?: AbortSignal): Promise<{ data: Reservation[] }> {
  return apiRequest<{ data: Reservation[] }>(apiPaths.harvests.myReservations, {
    auth: 'required',
    signal,
  });
}

export const myReservationsQueryOptions = () =>
  queryOptions({
    queryKey: [...harvestsKey, 'my-reservations'],
    queryFn: ({ signal }) => getMyReservations(signal),
    select: (answer) => answer.data,
  });

export const useMyReservations = () => useQuery(myReservationsQueryOptions());
