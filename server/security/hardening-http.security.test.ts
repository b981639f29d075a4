import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isTechnicalMessage } from '../../domain/errors';
import { useTestApp } from '../test/app';
import { World } from './support/world';

// Issue 18 (hardening), the HTTP side: odd ids, odd bodies and odd requests get a clean Spanish
// answer in the API's `{ message, errors? }` shape, never a 500 and never an error-level log
// (an error line means something broke, and it pages whoever runs the server).

/** Every line the app logs, parsed (pino writes one JSON object per line). */
const logLines: Array<{ level: number; msg?: string; err?: { message?: string } }> = [];
const ctx = useTestApp({
  logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
});
let w: World;
beforeAll(async () => {
  w = await World.build(ctx.app);
});
beforeEach(() => {
  logLines.length = 0;
});

const ERROR_LEVEL = 50;
const errorLines = () => logLines.filter((line) => line.level >= ERROR_LEVEL);

/** A clean refusal: the status, our error shape, plain Spanish, no stack or SQL. */
function expectClean(res: LightMyRequestResponse, statuses: number[], what: string) {
  expect(statuses, `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
    res.statusCode,
  );
  const body = res.json();
  expect(
    Object.keys(body).every((key) => key === 'message' || key === 'errors'),
    what,
  ).toBe(true);
  expect(isTechnicalMessage(body.message), `${what}: ${body.message}`).toBe(false);
  expect(res.body, what).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|SQLSTATE|syntax error/);
  return body as { message: string; errors?: Record<string, string[]> };
}

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: Array<{ in: 'path' | 'query'; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Path parameters are all ids; in queries and bodies, ids end in _id (and the category filter). */
const isId = (place: string, name: string) =>
  place === 'path' || name.endsWith('_id') || name === 'category';

/**
 * Every id the API reads, from its own OpenAPI document (built from the route schemas, so a
 * new route or field is swept without anyone listing it).
 */
function integerInputs() {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const found: Array<{
    method: string;
    /** With /api/v1 and every path parameter filled with 1. */
    url: (place: 'path' | 'query' | 'body', name: string, value: string) => string;
    place: 'path' | 'query' | 'body';
    name: string;
  }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const url = (place: string, name: string, value: string) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, param) =>
          place === 'path' && param === name ? encodeURIComponent(value) : '1',
        );
        return place === 'query' ? `${filled}?${name}=${encodeURIComponent(value)}` : filled;
      };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema.type !== 'integer' || !isId(parameter.in, parameter.name)) continue;
        found.push({ method, url, place: parameter.in, name: parameter.name });
      }
      const body = operation.requestBody?.content['application/json']?.schema.properties ?? {};
      for (const [name, schema] of Object.entries(body)) {
        if (schema.type === 'integer' && isId('body', name)) {
          found.push({ method, url, place: 'body', name });
        }
      }
    }
  }
  return found;
}

describe('ids past the database range (issue 18, item 4)', () => {
  it('every id in a path, a query filter or a body field is refused cleanly, never a 500', async () => {
    const inputs = integerInputs();
    // The sweep must really cover the API: path ids, query filters and body id fields.
    expect(inputs.filter((input) => input.place === 'path').length).toBeGreaterThan(40);
    expect(inputs.filter((input) => input.place === 'query').length).toBeGreaterThan(4);
    expect(inputs.filter((input) => input.place === 'body').length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const input of inputs) {
      for (const value of ['2147483648', '3000000000', '9e99', '-1', '1e3']) {
        const what = `${input.method.toUpperCase()} ${input.url(input.place, input.name, value)} ${input.place === 'body' ? `${input.name}=${value}` : ''}`;
        const payload =
          input.place === 'body'
            ? { [input.name]: /^\d+$/.test(value) ? Number(value) : value }
            : undefined;
        logLines.length = 0;
        const res = await ctx.app.inject({
          method: input.method.toUpperCase() as 'GET',
          url: input.url(input.place, input.name, value),
          payload,
          headers: w.admin.auth,
          remoteAddress: `10.200.${failures.length % 250}.${Math.floor(Math.random() * 250)}`,
        });
        // 1e3 is a fine way to write 1000; everything else names no row.
        const allowed = value === '1e3' ? [200, 201, 404, 409, 422] : [404, 422];
        if (!allowed.includes(res.statusCode) || errorLines().length > 0) {
          failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          continue;
        }
        if (res.statusCode >= 400) expectClean(res, allowed, what);
        // A body id out of range is named on its field, like any other wrong value.
        if (input.place === 'body' && value !== '1e3' && res.statusCode === 422) {
          if (!res.json().errors?.[input.name]) failures.push(`${what} → not named: ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
