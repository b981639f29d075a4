import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrganizationsApi } from '../../../../domain/api/organizations';
import type { Organization } from '../../../../domain/api/organizations';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { adminOrganizationsKey } from './get-admin-organizations';

/** DELETE /admin/organizations/{id}. */
export function deleteOrganization(id: number) {
  return apiRequest<{ message: string }>(apiPath(apiPaths.adminOrganizations.remove, { id }), {
    method: adminOrganizationsApi.remove.method,
    auth: 'required',
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(adminOrganizationsKey, (list: Organization[] | undefined) =>
        list?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: adminOrganizationsKey });
    },
  });
}
