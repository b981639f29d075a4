import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminOrganizationsApi } from '../../../../domain/api/organizations';
import type { Organization } from '../../../../domain/api/organizations';
import type { organizationInputSchema } from '../../../../domain/organizations/organization';
import { apiRequest } from '../../../lib/api-client';
import { fillPath } from './fill-path';
import { apiPaths } from '../../../../domain/api/paths';

export type OrganizationValues = z.output<typeof organizationInputSchema>;
type Saved = { message: string; data: Organization };

const organizationsKey = ['admin', 'organizations'] as const;

export const adminOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: Organization[] }>(apiPaths.organizations.list, {
          auth: 'required',
          signal,
        })
      ).data,
  });

export const useAdminOrganizations = () => useQuery(adminOrganizationsQueryOptions());

function organizationBody(values: OrganizationValues) {
  return {
    name: values.name,
    kind: values.kind,
    municipality_id: values.municipality_id,
    description: values.description ?? null,
    products: values.products ?? null,
    phone: values.phone ?? null,
    whatsapp: values.whatsapp ?? null,
  };
}

const byName = (a: Organization, b: Organization) => a.name.localeCompare(b.name, 'es');

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: OrganizationValues }) =>
      id === undefined
        ? apiRequest<Saved>(apiPaths.adminOrganizations.create, {
            method: 'POST',
            auth: 'required',
            json: organizationBody(values),
          })
        : apiRequest<Saved>(fillPath(apiPaths.adminOrganizations.update, { id }), {
            method: adminOrganizationsApi.update.method,
            auth: 'required',
            json: organizationBody(values),
          }),
    onSuccess: (answer) => {
      // Shown at once, in the server's order (by name), then confirmed by a fresh list.
      queryClient.setQueryData(organizationsKey, (list: Organization[] | undefined) =>
        list
          ? [...list.filter((item) => item.id !== answer.data.id), answer.data].sort(byName)
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: organizationsKey });
    },
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(fillPath(apiPaths.adminOrganizations.remove, { id }), {
        method: adminOrganizationsApi.remove.method,
        auth: 'required',
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(organizationsKey, (list: Organization[] | undefined) =>
        list?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: organizationsKey });
    },
  });
}
