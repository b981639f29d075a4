import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrganizationsApi,
  organizationsApi,
  type Organization,
} from '../../../domain/api/organizations';
import {
  ORGANIZATION_MESSAGES,
  type organizationInputSchema,
} from '../../../domain/organizations/organization';
import type { z } from 'zod';
import type { ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { logAdminAction } from '../admin/admin-log';
import {
  deleteOrganization,
  findOrganization,
  insertOrganization,
  listOrganizations,
  lockOrganization,
  updateOrganization,
  type OrganizationRow,
  type OrganizationValues,
} from './organizations.queries';

const m = ORGANIZATION_MESSAGES;
const security = [{ bearerAuth: [] }];
const notFound = () => new HttpError(404, m.notFound);

function toOrganization(row: OrganizationRow, reference: ReferenceData): Organization {
  const municipality = reference.municipalities.get(row.municipalityId);
  const departmentId = municipality?.departmentId ?? 0;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Organization['kind'],
    department_id: departmentId,
    department: reference.departments.get(departmentId)?.name ?? '',
    municipality_id: row.municipalityId,
    municipality: municipality?.name ?? '',
    description: row.description,
    products: row.products,
    phone: row.phone,
    whatsapp: row.whatsapp,
  };
}

/** Fields an admin can change, as columns; shown in the log as what changed. */
const FIELDS: (keyof OrganizationValues)[] = [
  'name',
  'kind',
  'municipalityId',
  'description',
  'products',
  'phone',
  'whatsapp',
];

/** The directory for signed-in people, and the admin calls that keep it. */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (row: OrganizationRow) => toOrganization(row, app.reference);

  const valuesOf = (input: z.output<typeof organizationInputSchema>): OrganizationValues => {
    if (!app.reference.municipalities.has(input.municipality_id)) {
      throw fieldError('municipality_id', m.municipalityNotFound);
    }
    return {
      name: input.name,
      kind: input.kind,
      municipalityId: input.municipality_id,
      description: input.description ?? '',
      products: input.products ?? '',
      phone: input.phone ?? null,
      whatsapp: input.whatsapp ?? null,
    };
  };

  app.get(
    organizationsApi.list.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['organizations'],
        security,
        summary: 'Organizaciones de productores por lugar o búsqueda, por nombre',
        querystring: organizationsApi.list.query,
        response: { 200: organizationsApi.list.response },
      },
    },
    async (request) => {
      const { department_id, municipality_id, q } = request.query;
      const rows = await listOrganizations(app.db, {
        departmentId: department_id,
        municipalityId: municipality_id,
        q: q || undefined,
      });
      return { data: rows.map(present) };
    },
  );

  app.get(
    organizationsApi.detail.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['organizations'],
        security,
        summary: 'Una organización',
        params: organizationsApi.detail.params,
        response: { 200: organizationsApi.detail.response },
      },
    },
    async (request) => {
      const row = await findOrganization(app.db, request.params.id);
      if (!row) throw notFound();
      return { data: present(row) };
    },
  );

  app.post(
    adminOrganizationsApi.create.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Crear una organización (solo administradores)',
        body: adminOrganizationsApi.create.body,
        response: { 201: adminOrganizationsApi.create.response },
      },
    },
    async (request, reply) => {
      const adminId = sessionUser(request).id;
      const values = valuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        const created = await insertOrganization(tx, values);
        await logAdminAction(tx, adminId, {
          action: 'organization.create',
          targetType: 'organization',
          targetId: created.id,
          details: { name: created.name },
        });
        return created;
      });
      return reply.status(201).send({ message: m.created, data: present(row) });
    },
  );

  app.put(
    adminOrganizationsApi.update.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Editar una organización (solo administradores)',
        params: adminOrganizationsApi.update.params,
        body: adminOrganizationsApi.update.body,
        response: { 200: adminOrganizationsApi.update.response },
      },
    },
    async (request) => {
      const adminId = sessionUser(request).id;
      const id = request.params.id;
      const values = valuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        const before = await lockOrganization(tx, id);
        if (!before) throw notFound();
        const updated = await updateOrganization(tx, id, values);
        await logAdminAction(tx, adminId, {
          action: 'organization.update',
          targetType: 'organization',
          targetId: id,
          details: {
            name: updated.name,
            changed: FIELDS.filter((field) => before[field] !== updated[field]),
          },
        });
        return updated;
      });
      return { message: m.saved, data: present(row) };
    },
  );

  app.delete(
    adminOrganizationsApi.remove.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Eliminar una organización (solo administradores)',
        params: adminOrganizationsApi.remove.params,
        response: { 200: adminOrganizationsApi.remove.response },
      },
    },
    async (request) => {
      const adminId = sessionUser(request).id;
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        const before = await lockOrganization(tx, id);
        if (!before) throw notFound();
        await deleteOrganization(tx, id);
        await logAdminAction(tx, adminId, {
          action: 'organization.delete',
          targetType: 'organization',
          targetId: id,
          details: { name: before.name },
        });
      });
      return { message: m.deleted };
    },
  );
};
