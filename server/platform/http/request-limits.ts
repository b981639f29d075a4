import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { tooLargeMessage } from './error-handler';

const LENGTH_REQUIRED = 'Indica el tamaño de la solicitud (Content-Length).';

/**
 * The body size limit for multipart bodies. @fastify/multipart reads the raw request itself, so
 * Fastify's bodyLimit (1 MB) is never applied to it: without this, anyone could make the server
 * hold three 50 MB files in memory on any call, signed in or not. Routes that take photos raise
 * their bodyLimit and rely on the multipart file limits (size and count, with their own
 * messages). Browsers always send the size of a form.
 */
export function registerRequestLimits(app: FastifyInstance): void {
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
