import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization } from '../../../../domain/api/organizations';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** The admin list of organizations: what saving or deleting one changes. */
export const adminOrganizationsKey = ['admin', 'organizations'] as const;

/** GET /organizations: every organization, by name. */
export async function getAdminOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const { data } = await apiRequest<{ data: Organization[] }>(apiPaths.organizations.list, {
    auth: 'required',
    signal,
  });
  return data;
}

export const adminOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrganizationsKey,
    queryFn: ({ signal }) => getAdminOrganizations(signal),
  });

export const useAdminOrganizations = () => useQuery(adminOrganizationsQueryOptions());
