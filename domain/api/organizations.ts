import { z } from 'zod';
import { optionalFilterId } from '../form-values';
import { ORGANIZATION_KINDS, organizationInputSchema } from '../organizations/organization';
import { dataList, idParam } from './common';
import { apiPaths } from './paths';

const kindValues = ORGANIZATION_KINDS.map((k) => k.value) as ['asociacion', 'cooperativa', 'otra'];

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(kindValues),
  department_id: z.number().int(),
  department: z.string(),
  municipality_id: z.number().int(),
  municipality: z.string(),
  description: z.string(),
  products: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

const params = z.object({ id: idParam });
const saved = z.object({ message: z.string(), data: organizationSchema });

/** Directory for signed-in people; sorted by name. */
export const organizationsApi = {
  list: {
    path: apiPaths.organizations.list,
    query: z.object({
      department_id: optionalFilterId,
      municipality_id: optionalFilterId,
      q: z.string().trim().max(100).optional(),
    }),
    response: dataList(organizationSchema),
  },
  detail: {
    path: apiPaths.organizations.detail,
    params,
    response: z.object({ data: organizationSchema }),
  },
} as const;

/** Admin only; logged. */
export const adminOrganizationsApi = {
  create: {
    path: apiPaths.adminOrganizations.create,
    body: organizationInputSchema,
    response: saved,
  },
  update: {
    method: 'PUT',
    path: apiPaths.adminOrganizations.update,
    params,
    body: organizationInputSchema,
    response: saved,
  },
  remove: {
    method: 'DELETE',
    path: apiPaths.adminOrganizations.remove,
    params,
    response: z.object({ message: z.string() }),
  },
} as const;
