import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { findListing } from '../listings/listing-rows.queries';
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
      const listing = await findListing(app.db, app.reference, request.params.id);
      if (!listing || listing.listing.hiddenAt) throw new HttpError(404, LISTING_MESSAGES.notFound);
      // The seller looking at their own listing is not a buyer contact.
      if (listing.listing.userId === userId) {
        return reply.status(200).send({ message: 'Es tu propio producto.', recorded: false });
      }
      // A repeat the same day is answered the same way: the tap worked, the count is already right.
      await recordContact(app.db, userId, listing.listing.id, request.body.channel, app.now());
      return reply.status(201).send({ message: 'Contacto registrado.', recorded: true });
    },
  );
};
