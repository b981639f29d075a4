import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { tooLargeMessage } from './error-handler';

const LENGTH_REQUIRED = 'Indica el tamaño de la solicitud (Content-Length).';
export const ENCODED_BODY_MESSAGE = 'La solicitud no puede venir comprimida.';

/**
 * How long a whole request (headers and body) may take to arrive before it is answered 408.
 * Without a limit a client that stops sending mid-body holds its connection and buffers
 * forever. Five minutes lets a phone on a slow 3G link send three photos.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Node's server settings that make its requestTimeout work: it looks for late requests on an
 * interval (a fraction of the limit, at most its usual 30 s), and only when the time allowed
 * for the headers (60 s by default) is not longer than the time for the whole request.
 */
export const requestTimeoutServerOptions = (requestTimeoutMs: number) => ({
  connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  headersTimeout: Math.min(60_000, requestTimeoutMs),
});

/** Checks every request before its body is read. */
export function registerRequestLimits(app: FastifyInstance): void {
  // A request whose client hung up (a reset right after sending): nothing will read the
  // answer, so neither the limiter nor the handler runs for it. Checked when it arrives and
  // again just before the handler, as the reset may come while the body is read.
  const dropIfClientGone = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.raw.socket?.destroyed) {
      reply.hijack();
      request.raw.destroy();
    }
  };
  app.addHook('onRequest', dropIfClientGone);
  app.addHook('preHandler', dropIfClientGone);

  // No parser here decodes a compressed body (gzip, br…): read as it is, a gzip multipart form
  // made the form parser wait forever for a boundary. Refused at once, before the body is read.
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw new HttpError(415, ENCODED_BODY_MESSAGE);
  });

  // The body size limit for multipart bodies. @fastify/multipart reads the raw request itself,
  // so Fastify's bodyLimit (1 MB) is never applied to it: without this, anyone could make the
  // server hold three 50 MB files in memory on any call, signed in or not. Routes that take
  // photos raise their bodyLimit and rely on the multipart file limits (size and count, with
  // their own messages). Browsers always send the size of a form.
  const defaultLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.addHook('onRequest', async (request) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const limit = request.routeOptions.bodyLimit ?? defaultLimit;
    if (limit > defaultLimit) return;
    const declared = request.headers['content-length'];
    if (declared === undefined) throw new HttpError(411, LENGTH_REQUIRED);
    if (Number(declared) > limit) throw new HttpError(413, tooLargeMessage);
  });
}
