import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrganizationsApi, organizationsApi } from '../../../domain/api/organizations';
import { ORGANIZATION_MESSAGES } from '../../../domain/organizations/organization';
import { sessionUser } from '../../platform/auth/authenticate';
import type { OrganizationsAdmin, OrganizationsService } from './organizations.service';

const m = ORGANIZATION_MESSAGES;
const security = [{ bearerAuth: [] }];

/** The directory, for signed-in people. */
export const organizationsRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService;
}> = async (app, { organizations }) => {
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
      return { data: await organizations.list(request.query) };
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
      return { data: await organizations.detail(request.params.id) };
    },
  );
};

/** The admin calls that keep the directory. */
export const adminOrganizationsRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsAdmin;
}> = async (app, { organizations: admin }) => {
  // One hook for the whole scope: a session and the admin role, read from the database each call.
  app.addHook('onRequest', app.requireAdmin);

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
      const organization = await admin.create(adminId, request.body);
      return reply.status(201).send({ message: m.created, data: organization });
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
      const organization = await admin.update(adminId, id, request.body);
      return { message: m.saved, data: organization };
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
