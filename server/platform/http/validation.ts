import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecentResults } from '../../lib/recent-results';
import { fieldMessage } from './zod-messages';

// Request validation: the route's zod schema (fastify-type-provider-zod), plus two rules for
// every route (docs/decisions/008-unknown-fields.md):
// - a body field the call does not know is refused with a 422 naming it, instead of being
//   dropped in silence (a typo would otherwise lose what the person typed);
// - text with a NUL character is refused (PostgreSQL cannot store it, and no form types one).
// Refusals have the same shape as the schema's own, so the error handler answers them alike.

// zod's own messages (for a schema rule without one of ours, e.g. a body that is not an object)
// in Spanish and saying what to fix, like every other answer (zod-messages.ts).
z.config({ localeError: fieldMessage });

const ISSUE = Symbol.for('ZodFastifySchemaValidationError');
const MAX_REPORTED = 10;

export const VALIDATION_MESSAGES = {
  unknownField: (name: string) => `El campo «${name}» no existe en esta solicitud.`,
  unknownFieldShort: 'Este campo no existe en esta solicitud.',
  nul: 'El texto tiene un carácter no permitido.',
} as const;

type ZodDef = {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: { _zod: { def: ZodDef } };
  in?: ZodLike;
  out?: ZodLike;
  innerType?: ZodLike;
  options?: ZodLike[];
  left?: ZodLike;
  right?: ZodLike;
};
type ZodLike = { _zod: { def: ZodDef } };

/**
 * The field names a body schema reads at its top level, or null when it takes any (not an
 * object, a loose object, or a transform that could read anything).
 */
export function knownFields(schema: unknown): Set<string> | null {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def) return null;
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall?._zod.def.type;
      if (catchall && catchall !== 'never') return null;
      return new Set(Object.keys(def.shape ?? {}));
    }
    case 'pipe':
      // z.preprocess(fn, object) is a pipe from a transform into the object: the object's
      // fields are the ones sent. object.transform(fn) is a pipe from the object.
      return knownFields(def.in?._zod.def.type === 'transform' ? def.out : def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return knownFields(def.innerType);
    case 'union': {
      const all = new Set<string>();
      for (const option of def.options ?? []) {
        const fields = knownFields(option);
        if (!fields) return null;
        for (const field of fields) all.add(field);
      }
      return all;
    }
    case 'intersection': {
      const left = knownFields(def.left);
      const right = knownFields(def.right);
      return left && right ? new Set([...left, ...right]) : null;
    }
    default:
      return null;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** Field names as they are shown back: short, whatever was sent. */
const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

function issue(path: string, message: string) {
  return {
    [ISSUE]: true,
    keyword: 'custom',
    instancePath: `/${path}`,
    schemaPath: '#/custom',
    message,
    params: {},
  };
}

/** Paths (a.b.0) of every string with a NUL character. */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= MAX_REPORTED) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.map(shown).join('/'));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found);
  }
  return found;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const known = route.httpPart === 'body' ? knownFields(route.schema) : null;
  return (data: unknown) => {
    const issues = nulPaths(data).map((path) => issue(path, VALIDATION_MESSAGES.nul));
    if (known && isPlainObject(data)) {
      const unknown = Object.keys(data)
        .filter((key) => !known.has(key))
        .slice(0, MAX_REPORTED);
      issues.push(
        ...unknown.map((key, index) =>
          issue(
            shown(key),
            index === 0
              ? VALIDATION_MESSAGES.unknownField(shown(key))
              : VALIDATION_MESSAGES.unknownFieldShort,
          ),
        ),
      );
    }
    if (issues.length === 0) return validate(data);
    const result = validate(data) as { error?: unknown[] };
    return { error: [...issues, ...(Array.isArray(result.error) ? result.error : [])] } as never;
  };
};

/** Querystrings longer than this (as JSON) are validated every time, so memory stays small. */
const REMEMBERED_QUERY_MAX_CHARS = 512;

/**
 * The app's validator, for a route asked the same few querystrings over and over (the public
 * catalogue: a category page is one of a few hundred links): a querystring that passed is
 * validated once and its result reused, so a repeat request skips zod (≈ 8 µs of the ≈ 37 µs of
 * CPU a cached catalogue page cost, counting the garbage it leaves). Validation is a pure
 * function of the parsed querystring, so the result is the same; a refused one is not
 * remembered and is refused afresh, with the same messages. At most `maxEntries` are kept, the
 * least recently used first out.
 */
export function rememberingValidQueries<S>(maxEntries: number): FastifySchemaCompiler<S> {
  return (route) => {
    // Fastify types a route's own compiler by the route's whole schema; it gets one part.
    const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
    if (route.httpPart !== 'querystring') return validate;
    const remembered = new RecentResults<string, { value: unknown }>(maxEntries);
    return (data: unknown) => {
      // The parsed querystring (strings and arrays of strings, in a null-prototype object) as
      // JSON: equal keys mean equal input, whatever the spelling of the URL.
      const key = JSON.stringify(data);
      const known = remembered.get(key);
      if (known) return known;
      const result = validate(data) as {
        value?: unknown;
        error?: Error | FastifySchemaValidationError[];
      };
      if (result.error || key.length > REMEMBERED_QUERY_MAX_CHARS) return result;
      // Shared by every request with this querystring: nobody may change it.
      const kept = { value: Object.freeze(result.value) };
      remembered.set(key, kept);
      return kept;
    };
  };
}
