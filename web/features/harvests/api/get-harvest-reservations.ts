import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '../../../../domain/api/harvests';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { harvestReservationsKey } from './harvests-cache';

/** GET /harvests/{id}/reservations: every one for the seller, their own for a buyer. */
export function getHarvestReservations(
  id: number,
  signal?: AbortSignal,
): Promise<{ data: Reservation[] }> {
  return apiRequest<{ data: Reservation[] }>(apiPath(apiPaths.harvests.reservations, { id }), {
    auth: 'required',
    signal,
  });
}

export const harvestReservationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: harvestReservationsKey(id),
    queryFn: ({ signal }) => getHarvestReservations(id, signal),
    select: (answer) => answer.data,
  });

export const useHarvestReservations = (id: number) => useQuery(harvestReservationsQueryOptions(id));
