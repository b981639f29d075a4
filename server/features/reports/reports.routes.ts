import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsApi } from '../../../domain/api/accounts';
import { REPORT_MESSAGES } from '../../../domain/reports/report';
import { sessionUser } from '../../platform/auth/authenticate';
import type { ReportsService } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.post(
    reportsApi.create.path,
    {
      // Changes nothing a signed-out visitor sees: the catalogue's caches stay (public-answers.ts).
      config: { keepsPublicAnswers: true },
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary: 'Reportar un problema (multipart, formulario o JSON: phone, type, description)',
        body: reportsApi.create.body,
        response: { 201: reportsApi.create.response },
      },
    },
    async (request, reply) => {
      await reports.report(sessionUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, message: REPORT_MESSAGES.sent });
    },
  );

  app.get(
    reportsApi.supportContact.path,
    {
      schema: {
        tags: ['reports'],
        summary: 'Línea de soporte (SUPPORT_PHONE, o la línea por defecto)',
        response: { 200: reportsApi.supportContact.response },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return reports.supportContact();
    },
  );
};
