import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { etagPersonalAnswer, sendPersonal, sendPrepared } from '../../platform/http/public-answers';
import { favouritesAmong } from './catalogue.queries';
import type { CataloguePage, PublicListings } from './public-listings';

const tags = ['listings'];

/** The public catalogue: the same page for everyone, with the signed-in viewer's hearts. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ publicListings: PublicListings }> = async (
  app,
  { publicListings },
) => {
  app.get(
    listingsApi.catalogue.path,
    {
      onRequest: app.optionalUser,
      onSend: etagPersonalAnswer,
      schema: {
        tags,
        summary: 'Catálogo público: productos activos, sin vender y visibles',
        querystring: listingsApi.catalogue.querystring,
        response: { 200: listingsApi.catalogue.response },
      },
    },
    async (request, reply) => {
      const found = await publicListings.cataloguePage(request.query);
      const viewer = request.user;
      if (!viewer) {
        return sendPrepared(request, reply, found.anonymous, app.publicAnswers.publicCacheControl);
      }
      const liked = await favouritesAmong(
        app.db,
        viewer.id,
        found.data.map((listing) => listing.id),
      );
      return sendPersonal<CataloguePage>(reply, {
        data: found.data.map((listing) =>
          liked.has(listing.id) ? { ...listing, is_favorite: true } : listing,
        ),
        meta: found.meta,
      });
    },
  );
};
