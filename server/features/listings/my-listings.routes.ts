import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { LISTINGS } from '../../../domain/limits';
import { sessionUser } from '../../platform/auth/authenticate';
import { contactCounts } from '../contacts';
import { toSummary } from './listing-presenter';
import { listMine } from './my-listings.queries';

const tags = ['listings'];
const security = [{ bearerAuth: [] }];

/** "Mis productos": the seller's own listings, 12 a page, with the filters' counts. */
export const myListingsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { status, page, pagination } = request.query;
      const { rows, counts } = await listMine(
        app.db,
        app.reference,
        sessionUser(request).id,
        status,
        page,
        pagination,
      );
      const total = counts[status];
      const contacted = await contactCounts(
        app.db,
        rows.map((row) => row.listing.id),
      );
      return {
        data: rows.map((row) =>
          toSummary(row, app.storage, { contactsCount: contacted.get(row.listing.id) ?? 0 }),
        ),
        meta: {
          page,
          pagination,
          total,
          last_page: Math.max(1, Math.ceil(total / pagination)),
          counts,
          max_active: LISTINGS.maxActivePerUser,
        },
      };
    },
  );
};
