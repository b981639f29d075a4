import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsApi, type JobOffer } from '../../../domain/api/jobs';
import { JOB_MESSAGES, JOBS } from '../../../domain/jobs/job-offer';
import type { ReferenceData } from '../../db/reference-data';
import { HttpError } from '../../lib/http-error';
import { pageMeta } from '../../lib/paging';
import { sessionUser } from '../../platform/auth/authenticate';
import { findOffer, listOpenOffers, listOwnOffers, type JobOfferRow } from './jobs.queries';
import type { JobsService } from './jobs.service';

const m = JOB_MESSAGES;
const tags = ['jobs'];
const security = [{ bearerAuth: [] }];
/**
 * Offers one person may publish per hour. The open-offers cap bounds what is on the board;
 * this stops a publish-close-publish loop from flooding it.
 */
const CREATIONS_PER_HOUR = 20;

const notFound = () => new HttpError(404, m.notFound);

function statusOf(row: JobOfferRow, now: number): JobOffer['status'] {
  if (row.closedAt) return 'closed';
  return row.expiresAt.getTime() > now ? 'open' : 'expired';
}

function toJobOffer(
  row: JobOfferRow,
  reference: ReferenceData,
  viewerId: number,
  now: number,
): JobOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    department_id: row.departmentId,
    department: reference.departments.get(row.departmentId)?.name ?? '',
    municipality_id: row.municipalityId,
    municipality: reference.municipalities.get(row.municipalityId)?.name ?? '',
    pay: row.pay,
    pay_period: row.payPeriod as JobOffer['pay_period'],
    starts_on: row.startsOn,
    phone: row.phone,
    whatsapp: row.whatsapp,
    publisher: { id: row.userId, name: row.publisherName },
    status: statusOf(row, now),
    is_mine: row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** The job board: every call needs a session; only the publisher closes an offer. */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  const present = (row: JobOfferRow, viewerId: number) =>
    toJobOffer(row, app.reference, viewerId, app.now());

  app.get(
    jobsApi.list.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Ofertas de trabajo abiertas, las más nuevas primero (${JOBS.pageSize} por página)`,
        querystring: jobsApi.list.query,
        response: { 200: jobsApi.list.response },
      },
    },
    async (request) => {
      const { department_id, municipality_id, page } = request.query;
      const viewerId = sessionUser(request).id;
      const paging = { page, pageSize: JOBS.pageSize };
      const { rows, hasMore } = await listOpenOffers(app.db, new Date(app.now()), {
        departmentId: department_id,
        municipalityId: municipality_id,
        ...paging,
      });
      return {
        data: rows.map((row) => present(row, viewerId)),
        meta: pageMeta(paging, hasMore),
      };
    },
  );

  app.get(
    jobsApi.mine.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis ofertas de trabajo: abiertas, cerradas y vencidas',
        querystring: jobsApi.mine.query,
        response: { 200: jobsApi.mine.response },
      },
    },
    async (request) => {
      const paging = { page: request.query.page, pageSize: JOBS.pageSize };
      const userId = sessionUser(request).id;
      const { rows, hasMore } = await listOwnOffers(app.db, userId, paging);
      return {
        data: rows.map((row) => present(row, userId)),
        meta: pageMeta(paging, hasMore),
      };
    },
  );

  app.get(
    jobsApi.detail.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Una oferta (cerradas y vencidas solo para quien la publicó)',
        params: jobsApi.detail.params,
        response: { 200: jobsApi.detail.response },
      },
    },
    async (request) => {
      const viewerId = sessionUser(request).id;
      const row = await findOffer(app.db, request.params.id);
      if (!row) throw notFound();
      const offer = present(row, viewerId);
      if (offer.status !== 'open' && !offer.is_mine) throw notFound();
      return { data: offer };
    },
  );

  app.post(
    jobsApi.create.path,
    {
      onRequest: app.requireUser,
      // Runs after requireUser (the limiter's hook is added after the route's own), so the
      // key is the person, not the network they share with a whole village.
      config: {
        rateLimit: {
          max: CREATIONS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `jobs:create:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary: `Publicar una oferta (abierta ${JOBS.openDays} días; máximo ${JOBS.openPerUser} abiertas por persona)`,
        body: jobsApi.create.body,
        response: { 201: jobsApi.create.response },
      },
    },
    async (request, reply) => {
      const userId = sessionUser(request).id;
      const id = await jobs.publish(userId, request.body);
      const row = await findOffer(app.db, id);
      return reply.status(201).send({ message: m.published, data: present(row!, userId) });
    },
  );

  app.post(
    jobsApi.close.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cerrar una oferta propia (404 para las de otros)',
        params: jobsApi.close.params,
        response: { 200: jobsApi.close.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      const id = request.params.id;
      await jobs.close(userId, id);
      const row = await findOffer(app.db, id);
      return { message: m.closed, data: present(row!, userId) };
    },
  );
};
