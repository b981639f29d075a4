import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { sessionUser } from '../../platform/auth/authenticate';
import type { ContactsService } from './contacts.service';

export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (
  app,
  { contacts },
) => {
  app.post(
    buyerApi.contact.path,
    {
      // A tap on WhatsApp or Llamar changes nothing a signed-out visitor sees: the catalogue's
      // caches stay (public-answers.ts).
      config: { keepsPublicAnswers: true },
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
      const recorded = await contacts.record(
        sessionUser(request).id,
        request.params.id,
        request.body.channel,
      );
      // The seller looking at their own listing is not a buyer contact.
      if (!recorded) {
        return reply.status(200).send({ message: 'Es tu propio producto.', recorded: false });
      }
      return reply.status(201).send({ message: 'Contacto registrado.', recorded: true });
    },
  );
};
