import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization } from '../../../../domain/api/organizations';
import type { PlaceFilter } from '../../../components/place-filters';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

export type OrganizationsFilter = PlaceFilter & { q: string };

/** GET /organizations: the directory, sorted by name, filtered by place and a search word. */
export const organizationsQueryOptions = ({
  departmentId,
  municipalityId,
  q,
}: OrganizationsFilter) =>
  queryOptions({
    queryKey: ['organizations', 'list', { departmentId, municipalityId, q }],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: Organization[] }>(apiPaths.organizations.list, {
          auth: 'required',
          query: { department_id: departmentId, municipality_id: municipalityId, q },
          signal,
        })
      ).data,
    // The directory changes seldom (admins curate it): five minutes spare the data plan.
    staleTime: 5 * 60_000,
  });

export const useOrganizations = (filter: OrganizationsFilter) =>
  useQuery(organizationsQueryOptions(filter));
