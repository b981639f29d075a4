import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminOrganizationsApi } from '../../../../domain/api/organizations';
import type { Organization } from '../../../../domain/api/organizations';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import type { organizationInputSchema } from '../../../../domain/organizations/organization';
import { apiRequest } from '../../../lib/api-client';
import { adminOrganizationsKey } from './get-admin-organizations';

// An organization: POST /admin/organizations adds one, PUT /admin/organizations/{id} changes
// it. One form does both, so one hook sends either.

export type OrganizationValues = z.output<typeof organizationInputSchema>;
type Saved = { message: string; data: Organization };

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

export function saveOrganization(id: number | undefined, values: OrganizationValues) {
  return id === undefined
    ? apiRequest<Saved>(apiPaths.adminOrganizations.create, {
        method: 'POST',
        auth: 'required',
        json: organizationBody(values),
      })
    : apiRequest<Saved>(apiPath(apiPaths.adminOrganizations.update, { id }), {
        method: adminOrganizationsApi.update.method,
        auth: 'required',
        json: organizationBody(values),
      });
}

const byName = (a: Organization, b: Organization) => a.name.localeCompare(b.name, 'es');

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: OrganizationValues }) =>
      saveOrganization(id, values),
    onSuccess: (answer) => {
      // Shown at once, in the server's order (by name), then confirmed by a fresh list.
      queryClient.setQueryData(adminOrganizationsKey, (list: Organization[] | undefined) =>
        list
          ? [...list.filter((item) => item.id !== answer.data.id), answer.data].sort(byName)
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: adminOrganizationsKey });
    },
  });
}
