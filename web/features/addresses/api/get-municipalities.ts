import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Municipality } from '../../../../domain/api/locations';
import { apiRequest } from '../../../lib/api-client';

/** GET /municipalities/{departmentId}: the municipalities of one department (reference data). */
export async function getMunicipalities(
  departmentId: number,
  signal?: AbortSignal,
): Promise<Municipality[]> {
  const { data } = await apiRequest<{ data: Municipality[] }>(
    `/municipalities/${encodeURIComponent(String(departmentId))}`,
    { auth: 'none', signal },
  );
  return data;
}

export const municipalitiesQueryOptions = (departmentId: number | null) =>
  queryOptions({
    queryKey: ['municipalities', departmentId],
    queryFn: ({ signal }) => getMunicipalities(departmentId!, signal),
    enabled: departmentId !== null,
    staleTime: Infinity,
  });

export const useMunicipalities = (departmentId: number | null) =>
  useQuery(municipalitiesQueryOptions(departmentId));
