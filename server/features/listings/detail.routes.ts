import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { sendPrepared } from '../../platform/http/send-prepared';
import { visibleTo } from './listing-visibility';
import { detailValues } from './listing-personal';
import type { PublicListings } from './public-listings';

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
      // The seller sees their own listing as it is now, even if this process kept an older copy,
      // and with their address's text even when buyers see only vereda and municipality.
      if (found && viewer?.id === found.row.listing.userId) {
        found = await publicListings.loadDetail(id, true);
      }
      if (!found || !visibleTo(found.row.listing, viewer?.id ?? null)) {
        throw new HttpError(404, LISTING_MESSAGES.notFound);
      }
      if (!viewer) {
        return sendPrepared(request, reply, found.anonymous, app.publicAnswers.publicCacheControl);
      }
      // What the viewer did comes with their session (decision 019); a person with too many
      // marks to keep is read now.
      const marks = viewer.marks ?? (await publicListings.viewerState(viewer.id, id));
      const isOwner = viewer.id === found.row.listing.userId;
      return found.signedIn().send(request, reply, detailValues(marks, id, isOwner));
    },
  );
};
