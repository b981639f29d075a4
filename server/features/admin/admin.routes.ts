import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import { adminApi } from '../../../domain/api/admin';
import { sessionUser } from '../../platform/auth/authenticate';
import type { AdminReads } from './admin-reads.service';
import type { ModerationService } from './admin.service';

const m = ADMIN_MESSAGES;
const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The reports inbox, moderation of listings and reviews, and the action log: admins only. */
export const adminRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService;
  reads: AdminReads;
}> = async (app, { moderation, reads }) => {
  // One hook for the whole admin scope: a session, and the admin role read from the database on
  // every call (a revoked admin loses access at once).
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    adminApi.reports.path,
    {
      schema: {
        tags,
        security,
        summary: 'Bandeja de reportes, los más nuevos primero',
        querystring: adminApi.reports.query,
        response: { 200: adminApi.reports.response },
      },
    },
    async (request) => reads.reports(request.query),
  );

  app.post(
    adminApi.setReportHandled.path,
    {
      schema: {
        tags,
        security,
        summary: 'Marcar un reporte como atendido (handled=true) o pendiente (false)',
        params: adminApi.setReportHandled.params,
        body: adminApi.setReportHandled.body,
        response: { 200: adminApi.setReportHandled.response },
      },
    },
    async (request) => {
      const adminId = sessionUser(request).id;
      const { id } = request.params;
      const { handled } = request.body;
      await moderation.setReportHandled(adminId, id, handled);
      return {
        message: handled ? m.reportHandled : m.reportReopened,
        data: await reads.report(id),
      };
    },
  );

  app.get(
    adminApi.listings.path,
    {
      schema: {
        tags,
        security,
        summary:
          'Todas las publicaciones (ocultas, inactivas y vendidas incluidas), por texto o id',
        querystring: adminApi.listings.query,
        response: { 200: adminApi.listings.response },
      },
    },
    async (request) => reads.listings(request.query),
  );

  app.post(
    adminApi.hideListing.path,
    {
      schema: {
        tags,
        security,
        summary: 'Ocultar una publicación con un motivo que el vendedor ve en Mis productos',
        params: adminApi.hideListing.params,
        body: adminApi.hideListing.body,
        response: { 200: adminApi.hideListing.response },
      },
    },
    async (request) => {
      const adminId = sessionUser(request).id;
      const { id } = request.params;
      const { reason } = request.body;
      await moderation.hideListing(adminId, id, reason);
      return { message: m.listingHidden, data: await reads.listing(id) };
    },
  );

  app.post(
    adminApi.unhideListing.path,
    {
      schema: {
        tags,
        security,
        summary: 'Volver a mostrar una publicación oculta',
        params: adminApi.unhideListing.params,
        response: { 200: adminApi.unhideListing.response },
      },
    },
    async (request) => {
      const adminId = sessionUser(request).id;
      const { id } = request.params;
      const { pausedByLimit } = await moderation.unhideListing(adminId, id);
      return {
        message: pausedByLimit ? m.listingShownInactive : m.listingShown,
        data: await reads.listing(id),
      };
    },
  );

  app.get(
    adminApi.reviews.path,
    {
      schema: {
        tags,
        security,
        summary: 'Opiniones, las más nuevas primero (las eliminadas incluidas)',
        querystring: adminApi.reviews.query,
        response: { 200: adminApi.reviews.response },
      },
    },
    async (request) => reads.reviews(request.query.page),
  );

  app.post(
    adminApi.removeReview.path,
    {
      schema: {
        tags,
        security,
        summary: 'Eliminar una opinión (deja de mostrarse y de contar en la calificación)',
        params: adminApi.removeReview.params,
        body: adminApi.removeReview.body,
        response: { 200: adminApi.removeReview.response },
      },
    },
    async (request) => {
      const adminId = sessionUser(request).id;
      const { id } = request.params;
      const { reason } = request.body;
      await moderation.removeReview(adminId, id, reason);
      return { message: m.reviewRemoved, data: await reads.review(id) };
    },
  );

  app.get(
    adminApi.actions.path,
    {
      schema: {
        tags,
        security,
        summary: 'Registro de acciones de los administradores, las más nuevas primero',
        querystring: adminApi.actions.query,
        response: { 200: adminApi.actions.response },
      },
    },
    async (request) => reads.actions(request.query.page),
  );

  app.get(
    adminApi.sharedDocuments.path,
    {
      schema: {
        tags,
        security,
        summary: 'Documentos que dieron varias cuentas (cédulas repetidas), para revisarlos',
        querystring: adminApi.sharedDocuments.query,
        response: { 200: adminApi.sharedDocuments.response },
      },
    },
    async (request) => reads.sharedDocuments(request.query.page),
  );
};
