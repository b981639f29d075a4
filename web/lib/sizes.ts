import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Size } from '../../domain/api/catalogue';
import { apiPaths } from '../../domain/api/paths';
import { apiRequest } from './api-client';

// The units of measure (reference data, the same for everyone): the listing forms, the admin
// store products and the Pedidos form offer them. One cache key for all of them; each feature's hook reads it.

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

export const SIZES_LOAD_FAILED = 'No se pudieron cargar las unidades de medida';

/**
 * docs/product.md §3 "Unit option": the list to offer when GET /sizes fails or answers nothing. Same ids
 * and names as the server's first four units, so the choice is valid either way.
 */
export const DEFAULT_SIZES: readonly Size[] = [
  { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
  { id: 2, name: 'Libras', abbreviation: 'lb' },
  { id: 3, name: 'Toneladas', abbreviation: 'ton' },
  { id: 4, name: 'Unidades', abbreviation: 'unidad' },
];

/** GET /sizes for a form's unit choice: never empty, the server's or the default list when it fails. */
export function useSizeChoices() {
  const query = useQuery(sizesQueryOptions());
  const sizes = query.data?.length ? query.data : query.isPending ? null : DEFAULT_SIZES;
  return { sizes, failed: query.isError, loading: query.isPending };
}
