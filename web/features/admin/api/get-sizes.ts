import { useQuery } from '@tanstack/react-query';
import { sizesQueryOptions } from '../../../lib/sizes';

/** GET /sizes for the store product form: its own 'Reintentar' when the list fails. */
export const useSizes = () => useQuery(sizesQueryOptions());
