import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** the job board (being built). */
export const jobsRoutes: FastifyPluginAsyncZod = async () => {};
