import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Department, Municipality } from '../../domain/api/locations';
import { apiRequest } from './api-client';
import { apiPath, apiPaths } from '../../domain/api/paths';

// Department and municipality lists (reference data, the same all visit), shared by the
// registration form and the address form. Screens outside the signed-in layout have no
// QueryClientProvider and pass the client themselves.

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['departments'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: Department[] }>(apiPaths.locations.departments, {
          auth: 'none',
          signal,
        })
      ).data,
    staleTime: Infinity,
  });

export const municipalitiesQueryOptions = (departmentId: number | null) =>
  queryOptions({
    queryKey: ['municipalities', departmentId],
    // No department chosen: nothing to ask (skipToken keeps the query idle).
    queryFn:
      departmentId === null
        ? skipToken
        : async ({ signal }) =>
            (
              await apiRequest<{ data: Municipality[] }>(
                apiPath(apiPaths.locations.municipalities, { departmentId }),
                { auth: 'none', signal },
              )
            ).data,
    staleTime: Infinity,
  });

export const useDepartments = (client?: QueryClient) => useQuery(departmentsQueryOptions(), client);

export const useMunicipalities = (departmentId: number | null, client?: QueryClient) =>
  useQuery(municipalitiesQueryOptions(departmentId), client);
