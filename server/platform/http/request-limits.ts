import { Socket } from 'node:net';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { HttpError } from '../../lib/http-error';
import { answerAndClose, tooLargeMessage } from './error-handler';

const LENGTH_REQUIRED = 'Indica el tamaño de la solicitud (Content-Length).';
export const ENCODED_BODY_MESSAGE = 'La solicitud no puede venir comprimida.';

/**
 * How long a whole request (headers and body) may take to arrive before it is answered 408.
 * Without a limit a client that stops sending mid-body holds its connection and buffers
 * forever. Five minutes lets a phone on a slow 3G link send three photos.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * How long a request's body may make no progress (no byte arrives) before it is answered 408.
 * Idle time, not total: a photo crawling up a rural 3G link keeps sending and finishes, while
 * a client that announced a body and sends nothing frees its connection within a minute
 * instead of holding it until REQUEST_TIMEOUT_MS (docs/architecture.md, Requests).
 */
export const BODY_IDLE_TIMEOUT_MS = 45_000;

/**
 * Node's server settings that make its requestTimeout work: it looks for late requests on an
 * interval (a fraction of the limit, at most its usual 30 s), and only when the time allowed
 * for the headers (60 s by default) is not longer than the time for the whole request.
 */
export const requestTimeoutServerOptions = (requestTimeoutMs: number) => ({
  connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  headersTimeout: Math.min(60_000, requestTimeoutMs),
});

/**
 * Checks every request before its body is read. Hooks in the callback style, not async: every
 * request goes through them, and a promise per hook is CPU the answer does not need
 * (scripts/bench/profile-api.ts).
 */
export function registerRequestLimits(
  app: FastifyInstance,
  bodyIdleTimeoutMs = BODY_IDLE_TIMEOUT_MS,
): void {
  // A request whose client hung up (a reset right after sending): nothing will read the
  // answer, so neither the limiter nor the handler runs for it. Checked when it arrives and
  // again just before the handler, as the reset may come while the body is read.
  const dropIfClientGone = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    if (request.raw.socket?.destroyed) {
      reply.hijack();
      request.raw.destroy();
    }
    done();
  };
  app.addHook('preHandler', dropIfClientGone);

  // The body size limit for multipart bodies. @fastify/multipart reads the raw request itself,
  // so Fastify's bodyLimit (1 MB) is never applied to it: without this, anyone could make the
  // server hold three 50 MB files in memory on any call, signed in or not. Routes that take
  // photos raise their bodyLimit and rely on the multipart file limits (size and count, with
  // their own messages). Browsers always send the size of a form.
  const defaultLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  const multipartRefusal = (request: FastifyRequest): HttpError | null => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return null;
    const limit = request.routeOptions.bodyLimit ?? defaultLimit;
    if (limit > defaultLimit) return null;
    const declared = request.headers['content-length'];
    if (declared === undefined) return new HttpError(411, LENGTH_REQUIRED);
    if (Number(declared) > limit) return new HttpError(413, tooLargeMessage);
    return null;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.socket?.destroyed) {
      dropIfClientGone(request, reply, done);
      return;
    }
    // No parser here decodes a compressed body (gzip, br…): read as it is, a gzip multipart
    // form made the form parser wait forever for a boundary. Refused at once, before the body
    // is read.
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      done(new HttpError(415, ENCODED_BODY_MESSAGE));
      return;
    }
    const refusal = multipartRefusal(request);
    if (refusal) {
      done(refusal);
      return;
    }
    watchBodyProgress(request, reply, bodyIdleTimeoutMs);
    done();
  });
}

/**
 * Answers 408 and closes the connection when a request's body stops arriving for `idleMs`.
 * Progress is the connection's byte count, looked at a few times per `idleMs`: listening to the
 * body itself would start it flowing before its parser (JSON, forms, multipart) reads it.
 */
function watchBodyProgress(request: FastifyRequest, reply: FastifyReply, idleMs: number): void {
  const { raw } = request;
  const socket = raw.socket;
  const announcesBody =
    request.headers['transfer-encoding'] !== undefined ||
    Number(request.headers['content-length'] ?? 0) > 0;
  // Requests made in the process (app.inject) have no network connection to watch.
  if (!announcesBody || raw.complete || !(socket instanceof Socket)) return;
  let bytes = socket.bytesRead;
  let lastProgress = Date.now();
  const timer = setInterval(
    () => {
      if (raw.complete || socket.destroyed || reply.raw.writableEnded) {
        clearInterval(timer);
      } else if (socket.bytesRead !== bytes) {
        bytes = socket.bytesRead;
        lastProgress = Date.now();
      } else if (Date.now() - lastProgress >= idleMs) {
        clearInterval(timer);
        answerAndClose(socket, 408);
      }
    },
    Math.max(20, Math.floor(idleMs / 5)),
  );
  timer.unref();
  raw.once('close', () => clearInterval(timer));
}
