import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '../../../../domain/api/locations';
import { locationsApi } from '../../../../domain/api/locations';
import { apiRequest } from '../../../lib/api-client';

/** GET /departments: Colombia's 33 departments (reference data, the same all session). */
export async function getDepartments(signal?: AbortSignal): Promise<Department[]> {
  const { data } = await apiRequest<{ data: Department[] }>(locationsApi.departments.path, {
    auth: 'none',
    signal,
  });
  return data;
}

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['departments'],
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: Infinity,
  });

export const useDepartments = () => useQuery(departmentsQueryOptions());
