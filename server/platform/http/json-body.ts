import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';

// JSON bodies are read by Fastify's own parser (with its guard against __proto__ keys), after
// one cheap check of how deeply they nest. No call of this API takes more than a list of
// objects, but everything that walks a body afterwards (the validator, zod, the handlers)
// recurses: a 4 KB body of 2,000 nested arrays overflowed the stack and answered 500, on any
// JSON route, signed out.

/** Far more than any call needs (two or three levels), far less than what overflows. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = 'Los datos enviados tienen demasiados niveles anidados.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other, counted in one
 * pass over the characters (brackets inside strings do not count). Malformed text is left to
 * the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/** Replaces Fastify's JSON parser with the same parser behind the nesting check. */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
