import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** admin store management (being built). */
export const adminStoresRoutes: FastifyPluginAsyncZod = async () => {};
