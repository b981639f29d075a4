import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /stores, /stores/{id} and the /stores-list aliases (being built). */
export const storesRoutes: FastifyPluginAsyncZod = async () => {};
