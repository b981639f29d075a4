import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { REVIEW_MESSAGES } from '../../../domain/reviews/review';
import { sessionUser } from '../../platform/auth/authenticate';
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
    async (request) => service.ofListing(request.params.id, !request.user),
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
      const { review, summary } = await service.publish(
        sessionUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ message: REVIEW_MESSAGES.published, data: review, summary });
    },
  );
};
