import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** reports inbox, moderation and the admin action log (being built). */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
