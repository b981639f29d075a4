import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { sendPrepared } from '../../platform/http/send-prepared';
import { rememberingValidQueries } from '../../platform/http/validation';
import { cardValues } from './listing-personal';
import type { PublicListings } from './public-listings';

const tags = ['listings'];
/** Distinct catalogue querystrings whose validation is remembered (as many as cached pages). */
const REMEMBERED_QUERIES = 500;

/** The public catalogue: the same page for everyone, with the signed-in viewer's hearts. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ publicListings: PublicListings }> = async (
  app,
  { publicListings },
) => {
  app.get(
    listingsApi.catalogue.path,
    {
      onRequest: app.optionalUser,
      validatorCompiler: rememberingValidQueries(REMEMBERED_QUERIES),
      schema: {
        tags,
        summary: 'Catálogo público: productos activos, sin vender y visibles',
        querystring: listingsApi.catalogue.querystring,
        response: { 200: listingsApi.catalogue.response },
      },
    },
    async (request, reply) => {
      // Always read for a request with its address (null only for the page hints).
      const found = (await publicListings.cataloguePage(request.query, request.ip ?? ''))!;
      const viewer = request.user;
      if (!viewer) {
        return sendPrepared(request, reply, found.anonymous, app.publicAnswers.publicCacheControl);
      }
      // The viewer's hearts come with their session (decision 019); a person with too many to
      // keep is read now.
      const marks =
        viewer.marks ??
        ({
          isFavourite: await publicListings.favouritesAmong(
            viewer.id,
            found.data.map((listing) => listing.id),
          ),
        } as const);
      return found.signedIn.send(request, reply, cardValues(found.data, marks));
    },
  );
};
