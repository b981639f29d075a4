import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN,
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  type AdminAction,
} from '../../../domain/admin/admin';
import {
  adminApi,
  type AdminActionEntry,
  type AdminListing,
  type AdminReport,
  type AdminReview,
} from '../../../domain/api/admin';
import type { ReferenceData } from '../../db/reference-data';
import type { adminActions } from '../../db/schema';
import { pageMeta } from '../../lib/paging';
import { sessionUser } from '../../platform/auth/authenticate';
import { cardUrl } from '../../platform/images/stored-images';
import type { FileStorage } from '../../platform/storage/file-storage';
import { statusOf } from '../listings';
import type { ModerationService } from './admin.service';
import {
  findModeratedListing,
  findModeratedReview,
  findReport,
  listActions,
  listModeratedListings,
  listModeratedReviews,
  listReports,
  listSharedDocuments,
  type ModeratedListingRow,
  type ModeratedReviewRow,
  type ReportRow,
} from './admin.queries';

const m = ADMIN_MESSAGES;
const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const pageSize = ADMIN.pageSize;
const meta = (page: number, hasMore: boolean) => pageMeta({ page, pageSize }, hasMore);

function toReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    type: row.type,
    phone: row.phone,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledAt ? row.handlerName : null,
    user: { id: row.userId, name: row.reporterName },
  };
}

function toListing(
  row: ModeratedListingRow,
  reference: ReferenceData,
  storage: FileStorage,
): AdminListing {
  const { listing } = row;
  return {
    id: listing.id,
    name: reference.products.get(listing.productId)?.name ?? '',
    description: listing.description,
    price: listing.price,
    image: row.imageKey ? cardUrl(storage, row.imageKey) : null,
    status: statusOf(listing),
    hidden_reason: listing.hiddenReason,
    seller: row.seller,
    municipality: reference.municipalities.get(row.municipalityId)?.name ?? '',
    department: reference.departments.get(row.departmentId)?.name ?? '',
    created_at: listing.createdAt.toISOString(),
  };
}

function toReview(row: ModeratedReviewRow, reference: ReferenceData): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    voto: review.halfStars / 2,
    body: review.body,
    created_at: review.createdAt.toISOString(),
    removed_at: review.removedAt?.toISOString() ?? null,
    listing: { id: review.listingId, name: reference.products.get(row.productId)?.name ?? '' },
    // A deleted account's review stays, without a name (as on the product page).
    user: { id: review.userId, name: row.userName ?? 'Usuario eliminado' },
  };
}

function toAction(row: typeof adminActions.$inferSelect): AdminActionEntry {
  const action = row.action as AdminAction;
  return {
    id: row.id,
    action,
    label: ADMIN_ACTIONS[action] ?? row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
    admin: { id: row.adminId, name: row.adminName },
    created_at: row.createdAt.toISOString(),
  };
}

/** The reports inbox, moderation of listings and reviews, and the action log: admins only. */
export const adminRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  // One hook for the whole admin scope: a session, and the admin role read from the database on
  // every call (a revoked admin loses access at once).
  app.addHook('onRequest', app.requireAdmin);
  const listingOf = async (id: number) =>
    toListing((await findModeratedListing(app.db, id))!, app.reference, app.storage);
  const reviewOf = async (id: number) =>
    toReview((await findModeratedReview(app.db, id))!, app.reference);

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
    async (request) => {
      const { type, status, page } = request.query;
      const { rows, hasMore } = await listReports(app.db, { type, status, page, pageSize });
      return { data: rows.map(toReport), meta: meta(page, hasMore) };
    },
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
        data: toReport((await findReport(app.db, id))!),
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
    async (request) => {
      const { q, status, page } = request.query;
      const { rows, hasMore } = await listModeratedListings(app.db, { q, status, page, pageSize });
      return {
        data: rows.map((row) => toListing(row, app.reference, app.storage)),
        meta: meta(page, hasMore),
      };
    },
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
      return { message: m.listingHidden, data: await listingOf(id) };
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
        data: await listingOf(id),
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
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await listModeratedReviews(app.db, { page, pageSize });
      return {
        data: rows.map((row) => toReview(row, app.reference)),
        meta: meta(page, hasMore),
      };
    },
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
      return { message: m.reviewRemoved, data: await reviewOf(id) };
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
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await listActions(app.db, { page, pageSize });
      return { data: rows.map(toAction), meta: meta(page, hasMore) };
    },
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
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await listSharedDocuments(app.db, { page, pageSize });
      return {
        data: rows.map(({ document, accounts }) => ({
          document,
          accounts: accounts.map((account) => ({
            id: account.id,
            name: account.name,
            phone: account.phone,
            type_doc: account.typeDoc,
            created_at: account.createdAt.toISOString(),
          })),
        })),
        meta: meta(page, hasMore),
      };
    },
  );
};
