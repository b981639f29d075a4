import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueQuerySchema } from '../../../domain/listings/listing-schemas';
import { LISTING_SEARCH_MESSAGES } from '../../../domain/listings/listing';
import { rememberingValidQueries, validatorCompiler } from './validation';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

/** A querystring as Fastify parses it: strings (arrays when repeated) in a null-prototype object. */
const parsed = (fields: Record<string, string | string[]>) =>
  Object.assign(Object.create(null) as object, fields);

const compile = (compiler: typeof validatorCompiler, schema: z.ZodType, httpPart = 'querystring') =>
  compiler({ schema, method: 'GET', url: '/products', httpPart }) as Validate;

/** A schema that counts how often zod runs it. */
function counted() {
  const runs = { count: 0 };
  const schema = z.object({ n: z.coerce.number().int().min(1, 'Mínimo 1') }).superRefine(() => {
    runs.count++;
  });
  return { schema, runs };
}

describe('rememberingValidQueries', () => {
  it('answers the catalogue exactly as the plain validator, refusals included, in any order', () => {
    const plain = compile(validatorCompiler, catalogueQuerySchema);
    const remembering = compile(rememberingValidQueries(10), catalogueQuerySchema);
    const queries: Record<string, string | string[]>[] = [
      { category: '10', pagination: '20', sort: 'price_asc' },
      { category: '-1', pagination: '20', sort: 'price_asc' },
      { category: '10', pagination: '20', sort: 'price_asc' },
      { q: 'pan', sort: 'relevance' },
      { sort: 'relevance' },
      { q: 'pan', sort: 'relevance' },
      { radius_km: '50' },
      { category: ['10', '11'] },
      { max_price: '1.000' },
      { q: 'pl\u0000tano' },
      { category: '10', pagination: '20', sort: 'price_asc' },
      { sort: 'relevance' },
    ];
    for (const query of queries) {
      const expected = plain(parsed(query));
      // Twice: the second answer may come from memory.
      for (const answer of [remembering(parsed(query)), remembering(parsed(query))]) {
        expect(JSON.stringify(answer), JSON.stringify(query)).toBe(JSON.stringify(expected));
      }
    }
  });

  it('still refuses a bad query after a good one was remembered, with the same Spanish message', () => {
    const remembering = compile(rememberingValidQueries(10), catalogueQuerySchema);
    expect(remembering(parsed({ q: 'pan', sort: 'relevance' })).error).toBeUndefined();
    const refused = remembering(parsed({ sort: 'relevance' }));
    expect(JSON.stringify(refused.error)).toContain(LISTING_SEARCH_MESSAGES.wordsNeeded);
    expect(remembering(parsed({ q: 'pan', sort: 'relevance' })).value).toMatchObject({
      q: 'pan',
      sort: 'relevance',
    });
  });

  it('validates a querystring once, and a refused one every time', () => {
    const { schema, runs } = counted();
    const validate = compile(rememberingValidQueries(10), schema);
    const first = validate(parsed({ n: '3' }));
    const again = validate(parsed({ n: '3' }));
    expect(again).toBe(first);
    expect(first.value).toEqual({ n: 3 });
    expect(runs.count).toBe(1);
    // Refused by the field, so superRefine does not run: count the errors instead.
    const refusals = [validate(parsed({ n: '0' })), validate(parsed({ n: '0' }))];
    expect(refusals.every((answer) => answer.error && !('value' in answer))).toBe(true);
    expect(refusals[0]).not.toBe(refusals[1]);
  });

  it('keeps at most its bound: the least recently used querystring is validated again', () => {
    const { schema, runs } = counted();
    const validate = compile(rememberingValidQueries(2), schema);
    validate(parsed({ n: '1' }));
    validate(parsed({ n: '2' }));
    validate(parsed({ n: '1' }));
    validate(parsed({ n: '3' }));
    expect(runs.count).toBe(3);
    // n=2 was the least recently used: forgotten, validated again; n=3 is still remembered.
    validate(parsed({ n: '2' }));
    expect(runs.count).toBe(4);
    validate(parsed({ n: '2' }));
    expect(runs.count).toBe(4);
    // Endless distinct queries: each validated once, none kept beyond the bound.
    for (let n = 10; n < 1_000; n++) validate(parsed({ n: String(n) }));
    expect(runs.count).toBe(4 + 990);
    validate(parsed({ n: '2' }));
    expect(runs.count).toBe(995);
  });

  it('tells apart queries that differ only in shape, and skips long ones', () => {
    const { schema, runs } = counted();
    const validate = compile(rememberingValidQueries(10), schema);
    expect(validate(parsed({ n: '1' })).value).toEqual({ n: 1 });
    // Repeated, the field is an array: not the remembered answer.
    expect(validate(parsed({ n: ['1', '1'] })).error).toBeDefined();
    const long = parsed({ n: '1', other: 'x'.repeat(600) });
    validate(long);
    validate(long);
    expect(runs.count).toBe(3);
  });

  it('hands out a value nobody can change for the next request', () => {
    const validate = compile(rememberingValidQueries(10), catalogueQuerySchema);
    const { value } = validate(parsed({ category: '10' })) as { value: { category: number } };
    expect(() => {
      value.category = 11;
    }).toThrow(TypeError);
    expect(validate(parsed({ category: '10' })).value).toMatchObject({ category: 10 });
  });

  it('validates bodies and parameters as the plain validator does, without remembering', () => {
    const { schema, runs } = counted();
    const validate = compile(rememberingValidQueries(10), schema, 'body');
    validate({ n: 1 });
    validate({ n: 1 });
    expect(runs.count).toBe(2);
  });
});
