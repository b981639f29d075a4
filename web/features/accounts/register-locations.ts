import { useQuery } from '@tanstack/react-query';
import type { Department, Municipality } from '../../../domain/api/locations';
import { locationsApi } from '../../../domain/api/locations';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// Department and municipality lists of the registration form. The form lives outside the
// signed-in layout (no QueryClientProvider there), so the shared client is passed directly.
// Places change rarely: an answer stays fresh for the whole visit.

const FOR_THE_VISIT = Infinity;

export function useDepartments() {
  return useQuery(
    {
      queryKey: ['registration', 'departments'],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: Department[] }>(locationsApi.departments.path, {
            auth: 'none',
            signal,
          })
        ).data,
      staleTime: FOR_THE_VISIT,
    },
    queryClient,
  );
}

export function useMunicipalities(departmentId: string) {
  return useQuery(
    {
      queryKey: ['registration', 'municipalities', departmentId],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: Municipality[] }>(
            locationsApi.municipalities.path.replace(
              ':departmentId',
              encodeURIComponent(departmentId),
            ),
            { auth: 'none', signal },
          )
        ).data,
      enabled: departmentId !== '',
      staleTime: FOR_THE_VISIT,
    },
    queryClient,
  );
}
