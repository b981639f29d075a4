import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsApi } from '../../../domain/api/jobs';
import { JOB_MESSAGES, JOBS } from '../../../domain/jobs/job-offer';
import { sessionUser } from '../../platform/auth/authenticate';
import type { JobsService } from './jobs.service';

const m = JOB_MESSAGES;
const tags = ['jobs'];
const security = [{ bearerAuth: [] }];
/**
 * Offers one person may publish per hour. The open-offers cap bounds what is on the board;
 * this stops a publish-close-publish loop from flooding it.
 */
const CREATIONS_PER_HOUR = 20;

/** The job board: every call needs a session; only the publisher closes an offer. */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
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
    async (request) => jobs.openOffers(sessionUser(request).id, request.query),
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
    async (request) => jobs.ownOffers(sessionUser(request).id, request.query.page),
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
    async (request) => ({ data: await jobs.offer(sessionUser(request).id, request.params.id) }),
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
      return reply.status(201).send({ message: m.published, data: await jobs.offer(userId, id) });
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
      return { message: m.closed, data: await jobs.offer(userId, id) };
    },
  );
};
