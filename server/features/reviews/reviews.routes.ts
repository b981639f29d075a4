import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { REVIEW_MESSAGES } from '../../../domain/reviews/review';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { findVisibleListing } from '../listings';
import { listReviews, ratingSummary } from './reviews.queries';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews: service },
) => {
  const tags = ['reviews'];

  app.get(
    buyerApi.reviews.path,
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: 'Opiniones de un producto, las más recientes primero, con el resumen',
        params: buyerApi.reviews.params,
        response: { 200: buyerApi.reviews.response },
      },
    },
    async (request) => {
      // As any buyer sees the listing (reviews are public; rating is a buyer's action).
      const listing = await findVisibleListing(app.db, app.reference, request.params.id, null);
      if (!listing) throw new HttpError(404, LISTING_MESSAGES.notFound);
      const [data, summary] = await Promise.all([
        listReviews(app.db, listing.listing.id, { publicNames: !request.user }),
        ratingSummary(app.db, listing.listing.id),
      ]);
      return { data, summary };
    },
  );

  app.post(
    buyerApi.rate.path,
    {
      // docs/product.md's own message instead of the generic session one.
      onRequest: app.requireUserSaying(REVIEW_MESSAGES.loginRequired),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Opinar: con sesión, después de contactar al vendedor, una vez por producto, nunca el propio',
        params: buyerApi.rate.params,
        body: buyerApi.rate.body,
        response: { 201: buyerApi.rate.response },
      },
    },
    async (request, reply) => {
      const { listingId, id } = await service.publish(
        sessionUser(request).id,
        request.params.id,
        request.body,
      );
      const [reviews, summary] = await Promise.all([
        listReviews(app.db, listingId),
        ratingSummary(app.db, listingId),
      ]);
      return reply.status(201).send({
        message: REVIEW_MESSAGES.published,
        data: reviews.find((review) => review.id === id)!,
        summary,
      });
    },
  );
};
