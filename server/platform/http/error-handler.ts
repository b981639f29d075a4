import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE, safeMessage } from '../../../domain/errors';
import { IMAGES } from '../../../domain/limits';
import { HttpError, TooManyRequestsError } from '../../lib/http-error';

// One error shape for the whole API: `{ message, errors?: { field: [messages] } }` in Spanish.
// Nothing from an exception's own text reaches the client unless it is an HttpError (ours,
// written for people); everything else gets a fixed message for its status.

const INVALID_DATA = 'Revisa los datos enviados.';

const messageForStatus: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'No hay sesión activa. Inicia sesión e inténtalo de nuevo.',
  403: 'No tienes permiso para hacer esto.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  408: 'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  413: 'La solicitud es demasiado grande.',
  414: 'La dirección es demasiado larga.',
  415: 'Tipo de contenido no soportado.',
  431: 'Los encabezados de la solicitud son demasiado grandes.',
  422: INVALID_DATA,
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
};

/** Fastify's parser errors that mean "the body could not be read". */
const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/** The multipart parser's (busboy's) plain errors for a body cut short or without boundary. */
const BAD_MULTIPART_MESSAGES = new Set([
  'Unexpected end of multipart data',
  'Multipart: Boundary not found',
]);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(safeMessage(issue.message, INVALID_DATA));
      }
      const first = Object.values(errors)[0]?.[0] ?? INVALID_DATA;
      return reply.status(422).send({ message: first, errors });
    }

    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: safeMessage(error.message),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }

    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      const message =
        error.code === 'FST_FILES_LIMIT'
          ? `Máximo ${IMAGES.maxPerProduct} imágenes por producto.`
          : `Demasiado grande: cada imagen puede pesar hasta ${IMAGES.maxBytes / 1024 / 1024} MB.`;
      return reply.status(413).send({ message, errors: { images: [message] } });
    }

    let status = error.statusCode ?? 500;
    if (BAD_BODY_CODES.has(error.code) || error instanceof SyntaxError) status = 400;
    if (request.isMultipart?.() && BAD_MULTIPART_MESSAGES.has(error.message)) status = 400;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.status(status).send({ message: messageForStatus[status] ?? INVALID_DATA });
  });
}

/**
 * Fastify's own answers for an address it cannot route (a broken %-escape, a parameter too
 * long), which never reach the error handler: the same Spanish answer as every other refusal.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    void (reply as FastifyReply).status(500).send({ message: GENERIC_ERROR_MESSAGE });
    return;
  }
  request.log.info({ err: error }, 'request refused');
  void (reply as FastifyReply)
    .status(status)
    .send({ message: messageForStatus[status] ?? messageForStatus[400]! });
};

/**
 * Answers for what Node's HTTP parser refuses before any route runs: a request that took too
 * long to arrive (requestTimeout: 408), headers too big (431), bytes that are not HTTP (400).
 * Written on the socket like Fastify's default, with our Spanish `{ message }` body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // The client is gone (reset, closed): nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  this.log.debug({ err: error }, 'client error');
  answerAndClose(socket, status);
}

/**
 * Writes a Spanish JSON answer straight to the connection and closes it: for requests Fastify
 * cannot answer itself (it never finished reading them).
 */
export function answerAndClose(socket: Duplex, status: number): void {
  const body = JSON.stringify({ message: messageForStatus[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function apiNotFound(): { message: string } {
  return { message: messageForStatus[404]! };
}

export const rateLimitedMessage = messageForStatus[429]!;
export const tooLargeMessage = messageForStatus[413]!;
export const methodNotAllowedMessage = messageForStatus[405]!;
