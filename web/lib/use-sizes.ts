import { useQuery } from '@tanstack/react-query';
import type { Size } from '../../domain/api/catalogue';
import { sizesQueryOptions } from './sizes';

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

/** GET /sizes for the listing forms: never empty, the server's or the default list when it fails. */
export function useSizes() {
  const query = useQuery(sizesQueryOptions());
  const sizes = query.data?.length ? query.data : query.isPending ? null : DEFAULT_SIZES;
  return { sizes, failed: query.isError, loading: query.isPending };
}
