import { queryOptions } from '@tanstack/react-query';
import type { Size } from '../../domain/api/catalogue';
import { apiPaths } from '../../domain/api/paths';
import { apiRequest } from './api-client';

// The units of measure (reference data, the same for everyone): the listing forms and the admin
// store products offer them. One cache key for all of them; each feature's hook reads it.

/** GET /sizes: the units of measure a price can be given in. */
export async function getSizes(signal?: AbortSignal): Promise<Size[]> {
  const { data } = await apiRequest<{ data: Size[] }>(apiPaths.catalogue.sizes, {
    auth: 'none',
    signal,
  });
  return data;
}

export const sizesQueryOptions = () =>
  queryOptions({
    queryKey: ['sizes'],
    queryFn: ({ signal }) => getSizes(signal),
    staleTime: Infinity,
  });

/** 'Kilogramos (kg)'. */
export const sizeLabel = (size: Size) =>
  size.abbreviation ? `${size.name} (${size.abbreviation})` : size.name;
