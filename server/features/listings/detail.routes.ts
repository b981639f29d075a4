import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listingsApi } from '../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { etagPersonalAnswer, sendPersonal, sendPrepared } from '../../platform/http/public-answers';
import { findViewerState } from './detail.queries';
import { toDetail } from './listing-presenter';
import { visibleTo } from './listing-visibility';
import type { PublicListings } from './public-listings';

type DetailAnswer = z.infer<typeof listingsApi.detail.response>;

const tags = ['listings'];

/** A listing's detail: public, with the seller's phone and the viewer's state when signed in. */
export const detailRoutes: FastifyPluginAsyncZod<{ publicListings: PublicListings }> = async (
  app,
  { publicListings },
) => {
  app.get(
    listingsApi.detail.path,
    {
      onRequest: app.optionalUser,
      onSend: etagPersonalAnswer,
      schema: {
        tags,
        summary: 'Detalle de un producto (el teléfono del vendedor solo con sesión)',
        params: listingsApi.detail.params,
        response: { 200: listingsApi.detail.response },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = request.user;
      let found = await publicListings.publicDetail(id);
      // The seller sees their own listing as it is now, even if this process kept an older copy.
      if (found && viewer?.id === found.row.listing.userId) {
        found = await publicListings.loadDetail(id);
      }
      if (!found || !visibleTo(found.row.listing, viewer?.id ?? null)) {
        throw new HttpError(404, LISTING_MESSAGES.notFound);
      }
      const seller = { id: found.row.listing.userId, name: found.sellerName };
      if (!viewer) {
        return sendPrepared(request, reply, found.anonymous, app.publicAnswers.publicCacheControl);
      }
      const state = await findViewerState(app.db, viewer.id, id, seller.id);
      return sendPersonal<DetailAnswer>(reply, {
        data: toDetail(
          found.row,
          {
            images: found.images,
            rating: found.rating,
            seller: { ...seller, phone: state?.sellerPhone ?? null },
            viewer: {
              id: viewer.id,
              isFavourite: state?.isFavourite ?? false,
              contacted: state?.contacted ?? false,
              reviewed: state?.reviewed ?? false,
            },
          },
          app.storage,
        ),
      });
    },
  );
};
