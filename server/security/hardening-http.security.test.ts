import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isTechnicalMessage } from '../../domain/errors';
import { useTestApp } from '../test/app';
import { registeredApiRoutes } from './support/routes';
import { snapshot } from './support/snapshot';
import { World } from './support/world';

// The limits that protect the server (docs/product.md §14 "Requests"), the HTTP side: odd ids, odd
// bodies and odd requests get a clean Spanish answer in the API's `{ message, errors? }` shape,
// never a 500 and never an error-level log (an error line means something broke, and it pages
// whoever runs the server).

/** The lines the app logs at warn and above (pino writes one JSON object per line). */
const logLines: string[] = [];
/** The app's clock runs this far ahead of the real one (contacts are counted per Bogotá day). */
let clockAheadMs = 0;
const ctx = useTestApp({
  now: () => Date.now() + clockAheadMs,
  logLines,
});
let w: World;
beforeAll(async () => {
  w = await World.build(ctx.app);
});
beforeEach(() => {
  logLines.length = 0;
});

const ERROR_LEVEL = 50;
const errorLines = () =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((line) => line.level >= ERROR_LEVEL);

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

describe('ids past the database range (docs/product.md §14: every id from 1 to 2³¹−1)', () => {
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

const json = { 'content-type': 'application/json' };

describe('deeply nested bodies (item 5)', () => {
  it('a 4 KB body nested 2,000 deep is refused with a Spanish 400, signed out, on every JSON route', async () => {
    const arrays = '['.repeat(2000) + ']'.repeat(2000);
    const objects = '{"a":'.repeat(700) + '1' + '}'.repeat(700);
    expect(arrays.length).toBeLessThanOrEqual(4096);
    // Signed out on the public calls; the others answer 401 before reading a body, so they
    // are sent signed in.
    const routes = [
      ['POST', '/api/v1/auth', false],
      ['POST', '/api/v1/validatephone', false],
      ['POST', '/api/v1/register-user', false],
      ['POST', '/api/v1/address', true],
      ['POST', '/api/v1/products/1/contact', true],
      ['PUT', '/api/v1/admin/stores/1', true],
    ] as const;
    for (const [method, url, signedIn] of routes) {
      for (const payload of [arrays, objects]) {
        const headers = { ...json, ...(signedIn ? w.admin.auth : {}) };
        const res = await ctx.app.inject({ method, url, headers, payload });
        const body = expectClean(res, [400], `${method} ${url}`);
        expect(body.message).toBe('Los datos enviados tienen demasiados niveles anidados.');
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('ordinary nesting (a list of objects) still reads as before', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: json,
      payload: JSON.stringify({ phone: '3001234567', extra: [{ a: [{ b: 1 }] }] }),
    });
    // The unknown field is named: the body was read.
    expect(expectClean(res, [422], 'auth').errors).toHaveProperty('extra');
  });
});

describe('every framework answer is Spanish in the { message, errors? } shape (item 9)', () => {
  const cases: Array<{
    what: string;
    request: InjectOptions;
    status: number;
  }> = [
    {
      what: 'malformed JSON',
      request: { method: 'POST', url: '/api/v1/auth', headers: json, payload: '{"phone":' },
      status: 400,
    },
    {
      what: 'empty body declared as JSON',
      request: { method: 'POST', url: '/api/v1/auth', headers: json, payload: '' },
      status: 400,
    },
    {
      what: 'JSON that is not an object',
      request: { method: 'POST', url: '/api/v1/auth', headers: json, payload: '"hola"' },
      status: 422,
    },
    {
      what: 'plain text body',
      request: {
        method: 'POST',
        url: '/api/v1/auth',
        headers: { 'content-type': 'text/plain' },
        payload: 'phone=3001234567',
      },
      status: 415,
    },
    {
      what: 'XML body',
      request: {
        method: 'POST',
        url: '/api/v1/auth',
        headers: { 'content-type': 'application/xml' },
        payload: '<phone/>',
      },
      status: 415,
    },
    {
      what: 'multipart without boundary',
      request: {
        method: 'POST',
        url: '/api/v1/auth',
        headers: { 'content-type': 'multipart/form-data', 'content-length': '3' },
        payload: 'abc',
      },
      status: 400,
    },
    {
      what: 'body over the size limit',
      request: {
        method: 'POST',
        url: '/api/v1/auth',
        headers: json,
        payload: JSON.stringify({ phone: 'x'.repeat(1_100_000) }),
      },
      status: 413,
    },
    { what: 'unknown API route', request: { method: 'GET', url: '/api/v1/nada' }, status: 404 },
    {
      what: 'unknown API route by POST',
      request: { method: 'POST', url: '/api/v1/nada', headers: json, payload: '{}' },
      status: 404,
    },
    {
      what: 'a method the route does not take',
      request: { method: 'PATCH', url: '/api/v1/products' },
      status: 404,
    },
    {
      what: 'an address with a broken %-escape',
      request: { method: 'GET', url: '/api/v1/products/%E0%A4%A' },
      status: 400,
    },
    {
      what: 'a path parameter longer than the router takes',
      request: { method: 'GET', url: `/api/v1/products/${'1'.repeat(150)}` },
      status: 414,
    },
    {
      what: 'a compressed JSON body',
      request: {
        method: 'POST',
        url: '/api/v1/auth',
        headers: { ...json, 'content-encoding': 'gzip' },
        payload: '{}',
      },
      status: 415,
    },
  ];

  for (const { what, request, status } of cases) {
    it(`${what}: ${status}`, async () => {
      const res = await ctx.app.inject({ remoteAddress: '10.201.0.1', ...request });
      const body = expectClean(res, [status], what);
      // Spanish: an accented letter, ñ, ¿ or a Spanish word; no English framework text.
      expect(body.message, what).not.toMatch(
        /\b(invalid|expected|received|body|not found|request|error|unsupported|content)\b/i,
      );
      expect(body.message, what).toMatch(/[áéíóúñ]|\b(la|el|los|las|de|no|un|una)\b/i);
      expect(errorLines()).toEqual([]);
    });
  }
});

describe('HEAD never changes anything; GET toggles stay for the original client (item 10)', () => {
  it('HEAD on every GET route, as the owner and as an admin, leaves every row as it was', async () => {
    const listing = await w.listing(w.victim);
    const address = await w.address(w.victim, { name: 'Otra finca' });
    const image = await w.image(w.victim, listing);
    const before = await snapshot(ctx.app);
    const gets = registeredApiRoutes(ctx.app).filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(30);
    const toggles: Record<string, number> = {};
    for (const route of gets) {
      const url = route.path
        .replace(':addressId', String(address))
        .replace(':imageId', String(image))
        .replace(/:\w+/g, String(listing));
      for (const as of [w.victim, w.admin]) {
        const res = await w.inject('HEAD', { url }, as);
        expect(res.statusCode, `HEAD ${url}`).toBeLessThan(500);
        expect(res.body, `HEAD ${url}`).toBe('');
        if (res.statusCode === 405) toggles[route.path] = res.statusCode;
      }
    }
    expect(await snapshot(ctx.app)).toBe(before);
    // The GET forms that write answer HEAD with 405 and name the methods that work.
    expect(Object.keys(toggles).sort()).toEqual([
      '/address/:id/delete',
      '/products/:id/address/:addressId/assigned',
      '/products/:id/favorite',
      '/products/:id/mark_as_sold',
    ]);
    const refused = await w.inject('HEAD', { url: `/products/${listing}/favorite` }, w.stranger);
    expect(refused.headers.allow).toBe('GET, POST');
  });

  it('the GET toggle of a favourite still toggles (docs/product.md §7 names it)', async () => {
    const listing = await w.listing(w.victim);
    const first = await w.inject('GET', { url: `/products/${listing}/favorite` }, w.stranger);
    expect(first.json().data.is_favorite).toBe(true);
    const second = await w.inject('POST', { url: `/products/${listing}/favorite` }, w.stranger);
    expect(second.json().data.is_favorite).toBe(false);
  });

  it('the address of a listing can be assigned by POST too', async () => {
    const listing = await w.listing(w.victim);
    const address = await w.address(w.victim, { name: 'Finca nueva' });
    const res = await w.inject(
      'POST',
      { url: `/products/${listing}/address/${address}/assigned` },
      w.victim,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a buyer counts once per listing per day (item 7)', () => {
  const contactsShown = async (listing: number) => {
    const mine = await w.inject('GET', { url: '/products/my?status=all' }, w.victim);
    return mine.json().data.find((row: { id: number }) => row.id === listing).contacts_count;
  };

  it('tapping WhatsApp again and again the same day moves the seller’s count by one', async () => {
    const listing = await w.listing(w.victim);
    const buyer = await w.person();
    for (let tap = 0; tap < 5; tap += 1) {
      const res = await w.inject(
        'POST',
        {
          url: `/products/${listing}/contact`,
          payload: { channel: tap % 2 ? 'phone' : 'whatsapp' },
        },
        buyer,
      );
      // The client calls this on every tap: each is answered as a success.
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await contactsShown(listing)).toBe(1);
    // Another buyer counts.
    await w.inject(
      'POST',
      { url: `/products/${listing}/contact`, payload: { channel: 'phone' } },
      w.stranger,
    );
    expect(await contactsShown(listing)).toBe(2);
    // The next day (in Bogotá), the same buyer counts again.
    clockAheadMs = 24 * 60 * 60 * 1000;
    try {
      await w.inject(
        'POST',
        { url: `/products/${listing}/contact`, payload: { channel: 'whatsapp' } },
        buyer,
      );
      expect(await contactsShown(listing)).toBe(3);
    } finally {
      clockAheadMs = 0;
    }
  });
});
