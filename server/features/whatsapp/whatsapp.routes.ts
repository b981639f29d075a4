import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { nestsDeeperThan, MAX_JSON_DEPTH } from '../../platform/http/json-body';
import { apiNotFound } from '../../platform/http/error-handler';
import { hasValidSignature } from './webhook-signature';
import type { WhatsAppService } from './whatsapp.service';

// Meta's webhook (decision 025). GET answers the verification Meta makes when the address is
// registered; POST receives the messages, checks the signature on the raw bytes and answers
// 200 at once: the messages are only queued, the chat answers them in the background. Without
// WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN both answer 404.

export const WEBHOOK_PATH = '/whatsapp/webhook';

/** Meta's calls are a few kilobytes; a batch of many updates stays far under this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const WEBHOOK_MESSAGES = {
  badVerification: 'La verificación del webhook no es válida.',
  badSignature: 'La firma del mensaje no es válida.',
  badBody: 'El contenido no es un aviso de WhatsApp.',
} as const;

const verification = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const whatsappRoutes: FastifyPluginAsync<{ service: WhatsAppService | null }> = async (
  app,
  { service },
) => {
  // This scope reads JSON as bytes: the signature is over the body exactly as it arrived.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Verificación del webhook de WhatsApp (Meta)',
        hide: true,
      },
    },
    async (request, reply) => {
      if (!service) return reply.status(404).send(apiNotFound());
      const query = verification.safeParse(request.query);
      const { verifyToken } = service.settings;
      const ok =
        query.success &&
        query.data['hub.mode'] === 'subscribe' &&
        query.data['hub.verify_token'] === verifyToken &&
        query.data['hub.challenge'] !== undefined;
      if (!ok) {
        request.log.warn('WhatsApp webhook verification refused');
        return reply.status(403).send({ message: WEBHOOK_MESSAGES.badVerification });
      }
      return reply.type('text/plain; charset=utf-8').send(query.data['hub.challenge']);
    },
  );

  app.post(
    WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // Meta calls from a few addresses for every phone: the per-phone limit is the one that
      // counts (WHATSAPP_LIMITS), this only keeps a flood of unsigned calls down.
      config: { rateLimit: { max: 6000, timeWindow: '1 minute' } },
      schema: { tags: ['whatsapp'], summary: 'Mensajes de WhatsApp (Meta)', hide: true },
    },
    async (request, reply) => {
      if (!service) return reply.status(404).send(apiNotFound());
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (
        !hasValidSignature(raw, request.headers['x-hub-signature-256'], service.settings.appSecret)
      ) {
        request.log.warn(
          { bytes: raw.length },
          'WhatsApp webhook with a wrong or missing signature',
        );
        return reply.status(401).send({ message: WEBHOOK_MESSAGES.badSignature });
      }
      let body: unknown;
      try {
        const text = raw.toString('utf8');
        if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new Error('too deep');
        body = JSON.parse(text);
      } catch {
        return reply.status(400).send({ message: WEBHOOK_MESSAGES.badBody });
      }
      await service.receive(body);
      return reply.status(200).send({ received: true });
    },
  );
};
