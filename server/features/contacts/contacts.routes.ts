import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { findVisibleListing } from '../listings';
import { recordContact } from './contacts.queries';

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    buyerApi.contact.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contacts'],
        security: [{ bearerAuth: [] }],
        summary:
          'Registrar que el comprador tocó WhatsApp o Llamar (cuenta para el vendedor y habilita opinar)',
        params: buyerApi.contact.params,
        body: buyerApi.contact.body,
        response: { 201: buyerApi.contact.response, 200: buyerApi.contact.response },
      },
    },
    async (request, reply) => {
      const userId = sessionUser(request).id;
      // A buyer's action: the listing as any buyer sees it.
      const listing = await findVisibleListing(app.db, app.reference, request.params.id, null);
      if (!listing) throw new HttpError(404, LISTING_MESSAGES.notFound);
      // The seller looking at their own listing is not a buyer contact.
      if (listing.listing.userId === userId) {
        return reply.status(200).send({ message: 'Es tu propio producto.', recorded: false });
      }
      // A repeat the same day is answered the same way: the tap worked, the count is already right.
      await recordContact(app.db, userId, listing.listing.id, request.body.channel, app.now());
      // The detail's `viewer.contacted` (it opens the review form), wherever it is served next.
      await app.viewerChanged(userId, { kind: 'contacted', listingId: listing.listing.id });
      return reply.status(201).send({ message: 'Contacto registrado.', recorded: true });
    },
  );
};
