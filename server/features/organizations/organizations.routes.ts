import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** the organizations directory and its admin calls (being built). */
export const organizationsRoutes: FastifyPluginAsyncZod = async () => {};
