import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { sessionUser } from '../../platform/auth/authenticate';
import type { ListingsService } from './listings.service';

const tags = ['listings'];
const security = [{ bearerAuth: [] }];

/** "Mis productos": the seller's own listings, 12 a page, with the filters' counts. */
export const myListingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings: service },
) => {
  app.get(
    listingsApi.mine.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis productos (12 por página), con los conteos de los filtros',
        querystring: listingsApi.mine.querystring,
        response: { 200: listingsApi.mine.response },
      },
    },
    async (request) => service.mine(sessionUser(request).id, request.query),
  );
};
