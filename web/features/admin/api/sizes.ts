import { useQuery } from '@tanstack/react-query';
import type { Size } from '../../../../domain/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

/** GET /sizes (reference data; same key and answer as the listing screens, so one cache). */
export const useSizes = () =>
  useQuery({
    queryKey: ['sizes'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: Size[] }>(apiPaths.catalogue.sizes, { auth: 'none', signal })).data,
    staleTime: Infinity,
  });

/** 'Kilogramos (kg)'. */
export const sizeLabel = (size: Size) =>
  size.abbreviation ? `${size.name} (${size.abbreviation})` : size.name;
