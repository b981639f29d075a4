import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrganizationsApi,
  organizationsApi,
  type Organization,
} from '../../../domain/api/organizations';
import { ORGANIZATION_MESSAGES } from '../../../domain/organizations/organization';
import type { ReferenceData } from '../../db/reference-data';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { findOrganization, listOrganizations, type OrganizationRow } from './organizations.queries';
import { OrganizationsAdmin } from './organizations.service';

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

/** The directory, for signed-in people. */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (row: OrganizationRow) => toOrganization(row, app.reference);

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
};

/** The admin calls that keep the directory. */
export const adminOrganizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One hook for the whole scope: a session and the admin role, read from the database each call.
  app.addHook('onRequest', app.requireAdmin);
  const present = (row: OrganizationRow) => toOrganization(row, app.reference);
  const admin = new OrganizationsAdmin(app.db, app.reference);

  app.post(
    adminOrganizationsApi.create.path,
    {
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
      const row = await admin.create(adminId, request.body);
      return reply.status(201).send({ message: m.created, data: present(row) });
    },
  );

  app.put(
    adminOrganizationsApi.update.path,
    {
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
      const row = await admin.update(adminId, id, request.body);
      return { message: m.saved, data: present(row) };
    },
  );

  app.delete(
    adminOrganizationsApi.remove.path,
    {
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
      await admin.remove(adminId, id);
      return { message: m.deleted };
    },
  );
};
