import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTechnicalMessage } from '../../domain/errors';
import { users } from '../db/schema';
import { VALIDATION_MESSAGES } from '../platform/http/validation';
import { useTestApp } from '../test/app';
import { anyIp, registerUser, signIn } from '../test/factories';
import { multipartBody } from '../test/multipart';
import { snapshot } from './support/snapshot';
import { World, type Person } from './support/world';

// What people type reaches the database as text and comes back as the same text, whatever it
// looks like (SQL, HTML, scripts, unusual Unicode); bodies that are too big, malformed or carry
// fields the call does not know are refused with a clean Spanish answer and change nothing.

const ctx = useTestApp();
let w: World;
beforeAll(async () => {
  w = await World.build(ctx.app);
});

/** Attacks in text fields. None has spaces at its ends (text is trimmed) and none exceeds 40. */
const NASTY = [
  "'; DROP TABLE users; --",
  "Robert'); DELETE FROM listings;--",
  '" OR "1"="1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(document.cookie)>',
  'javascript:alert(1)',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  'Ñandú café “comillas” 🌽🐄',
  'e\u0301 \u200Bcero \u202Edetrás\u202C \uFEFFx',
  '\\ barra \\\\ %s %n %x',
] as const;

/** Each field gets every attack: request i puts attack (i + field) in field number `field`. */
function rotate<F extends string>(fields: readonly F[], round: number): Record<F, string> {
  return Object.fromEntries(
    fields.map((field, index) => [field, NASTY[(round + index) % NASTY.length]!]),
  ) as Record<F, string>;
}
const ROUNDS = NASTY.map((_, round) => round);

const call = (method: string, url: string, as: Person | null, payload?: unknown) =>
  w.inject(method, { url, payload }, as);

async function ok(res: LightMyRequestResponse) {
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

/** A clean refusal: the status, our error shape, plain Spanish, no stack or SQL. */
function expectClean(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  const body = res.json();
  expect(Object.keys(body).every((key) => key === 'message' || key === 'errors')).toBe(true);
  expect(isTechnicalMessage(body.message), body.message).toBe(false);
  expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|SQLSTATE|syntax error/);
  return body as { message: string; errors?: Record<string, string[]> };
}

describe('text is stored and shown as text, in every free-text field', () => {
  it('registration: name, address, vereda and company name', async () => {
    for (const round of ROUNDS) {
      const text = rotate(['name', 'address', 'vereda', 'legal_denomination'], round);
      const { id, phone } = await registerUser(ctx.app, {
        ...text,
        person_type: 1,
        legal_document: '900123456',
      });
      const profile = (await ok(await call('GET', '/users/auth', await person(phone)))).data;
      expect(profile).toMatchObject(text);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, id));
      expect(row!.name).toBe(text.name);
    }
    // The table is still there and whole.
    expect(await ctx.app.db.$count(users)).toBeGreaterThan(NASTY.length);
  });

  it('addresses: name, address and vereda', async () => {
    for (const round of ROUNDS) {
      const text = rotate(['name', 'address', 'vereda'], round);
      const created = await ok(
        await call('POST', '/address', w.stranger, {
          department_id: 5,
          municipalite_id: 5001,
          ...text,
        }),
      );
      expect(created.data).toMatchObject(text);
      const list = (await ok(await call('GET', '/address', w.stranger))).data;
      expect(list.find((a: { id: number }) => a.id === created.data.id)).toMatchObject(text);
    }
  });

  it('listing description, review body and report description', async () => {
    for (const round of ROUNDS) {
      const [description, body, report] = [0, 1, 2].map(
        (shift) => NASTY[(round + shift) % NASTY.length]!,
      );
      const listing = await w.listing(w.victim, { description });
      expect((await ok(await call('GET', `/products/${listing}`, null))).data.description).toBe(
        description,
      );
      const buyer = await w.person();
      await w.contact(buyer, listing);
      await ok(await call('POST', `/products/${listing}/rating`, buyer, { voto: 3, body }));
      const reviews = (await ok(await call('GET', `/products/${listing}/ratings`, null))).data;
      expect(reviews.map((r: { body: string }) => r.body)).toEqual([body]);
      await w.report(buyer, report);
      const inbox = (await ok(await call('GET', '/admin/reports?status=all', w.admin))).data;
      expect(inbox.map((r: { description: string }) => r.description)).toContain(report);
    }
  });

  it('job offers: title and description', async () => {
    for (const round of ROUNDS) {
      const text = rotate(['title', 'description'], round);
      const created = await ok(await call('POST', '/jobs', w.victim, w.jobPayload(text)));
      const shown = (await ok(await call('GET', `/jobs/${created.data.id}`, w.stranger))).data;
      expect(shown).toMatchObject(text);
      await ok(await call('POST', `/jobs/${created.data.id}/close`, w.victim));
    }
  });

  it('stores (admin): name, description, address, categories, product name and description', async () => {
    for (const round of ROUNDS) {
      const text = rotate(['name', 'description', 'address'], round);
      const store = (await ok(await call('POST', '/admin/stores', w.admin, w.storePayload(text))))
        .data.id;
      const tag = NASTY[(round + 3) % NASTY.length]!;
      await ok(await call('POST', `/admin/stores/${store}/tags`, w.admin, { name: tag }));
      const product = rotate(['name', 'description'], round + 4);
      await ok(
        await call('POST', `/admin/stores/${store}/products`, w.admin, { ...product, price: 100 }),
      );
      const detail = (await ok(await call('GET', `/stores/${store}`, w.stranger))).data;
      expect(detail).toMatchObject(text);
      expect(detail.tags.map((t: { name: string }) => t.name)).toEqual([tag]);
      expect(detail.products[0]).toMatchObject(product);
    }
  });

  it('organizations (admin): name, description and products', async () => {
    for (const round of ROUNDS) {
      const text = rotate(['name', 'description', 'products'], round);
      const created = await ok(
        await call('POST', '/admin/organizations', w.admin, w.organizationPayload(text)),
      );
      const shown = (await ok(await call('GET', `/organizations/${created.data.id}`, w.stranger)))
        .data;
      expect(shown).toMatchObject(text);
    }
  });

  it('moderation reasons (admin): the hidden reason the seller reads, the review removal logged', async () => {
    for (const round of ROUNDS.slice(0, 4)) {
      const reason = NASTY[round]!;
      const listing = await w.listing(w.victim, { active: false });
      await ok(await call('POST', `/admin/listings/${listing}/hide`, w.admin, { reason }));
      const mine = (await ok(await call('GET', '/products/my?status=all', w.victim))).data;
      expect(mine.find((l: { id: number }) => l.id === listing).hidden_reason).toBe(reason);
      const review = await w.review(await w.listing(w.victim));
      await ok(await call('POST', `/admin/reviews/${review}/remove`, w.admin, { reason }));
      const log = (await ok(await call('GET', '/admin/actions', w.admin))).data;
      expect(log[0].details.reason).toBe(reason);
    }
  });

  it('searches take any text as text: never a crash, never a query of their own', async () => {
    const before = await ctx.app.db.$count(users);
    for (const text of [...NASTY, '%', '_', '%%', '\\', "'", 'a\u0000b']) {
      const q = encodeURIComponent(text);
      for (const [url, as] of [
        [`/products?q=${q}`, null],
        [`/categories/all?q=${q}`, null],
        [`/organizations?q=${q}`, w.stranger],
        [`/admin/listings?q=${q}`, w.admin],
        [`/jobs?department_id=${q}`, w.stranger],
      ] as const) {
        const res = await call('GET', url, as);
        expect([200, 422], `${url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        if (res.statusCode === 422) expectClean(res, 422);
      }
    }
    expect(await ctx.app.db.$count(users)).toBe(before);
  });

  it('refuses text with a NUL character (which the database cannot keep) on its field', async () => {
    const before = await snapshot(ctx.app);
    const res = await call('POST', '/address', w.stranger, {
      department_id: 5,
      municipalite_id: 5001,
      name: 'Casa\u0000',
      address: 'Vereda',
    });
    expect(expectClean(res, 422).errors).toEqual({ name: [VALIDATION_MESSAGES.nul] });
    const search = await call('GET', '/products?q=pl%00tano', null);
    expect(expectClean(search, 422).errors).toMatchObject({ q: [VALIDATION_MESSAGES.nul] });
    expect(await snapshot(ctx.app)).toBe(before);
  });

  async function person(phone: string): Promise<Person> {
    const token = await signIn(ctx.app, phone);
    return { id: 0, phone, document: '', token, auth: { authorization: `Bearer ${token}` } };
  }
});

describe('text that is too long', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each([
    ['registration name', '/register-user', null, { name: long(121) }, 'name'],
    ['address', '/address', 'stranger', { address: long(201) }, 'address'],
    ['listing description', '/products', 'stranger', { description: long(501) }, 'description'],
    ['report', '/report', 'stranger', { description: long(2001) }, 'description'],
    ['job title', '/jobs', 'stranger', { title: long(101) }, 'title'],
    ['job description', '/jobs', 'stranger', { description: long(1501) }, 'description'],
    ['store name', '/admin/stores', 'admin', { name: long(121) }, 'name'],
    ['organization products', '/admin/organizations', 'admin', { products: long(301) }, 'products'],
  ] as const)(
    'refuses a %s over its limit with a Spanish message on the field',
    async (_name, url, who, field, key) => {
      const as = who === null ? null : who === 'admin' ? w.admin : w.stranger;
      const base: Record<string, unknown> = {
        '/register-user': { name: 'Ana', document: '12345678', phone: '3009998877', terms: true },
        '/address': { department_id: 5, municipalite_id: 5001, name: 'Casa', address: 'x' },
        '/products': { product_id: 1003036, price: 1, stock: 1, size_id: 1, address_id: 1 },
        '/report': { phone: '3001234567', type: 'otro', description: 'x' },
        '/jobs': w.jobPayload(),
        '/admin/stores': w.storePayload(),
        '/admin/organizations': w.organizationPayload(),
      }[url] as Record<string, unknown>;
      const before = await snapshot(ctx.app);
      const res = await call('POST', url, as, { ...base, ...field });
      const body = expectClean(res, 422);
      expect(body.errors?.[key]?.[0], res.body).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
      expect(await snapshot(ctx.app)).toBe(before);
    },
  );

  it('refuses 900 KB in one field with a 422, not a crash or a long wait', async () => {
    const started = Date.now();
    const res = await call('POST', '/report', w.stranger, {
      phone: '3001234567',
      type: 'otro',
      description: long(900 * 1024),
    });
    expect(expectClean(res, 422).errors?.description).toBeDefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('bodies that are too big or malformed', () => {
  const before = () => snapshot(ctx.app);

  it('refuses JSON and form bodies over 1 MB with 413 in Spanish', async () => {
    const snap = await before();
    const big = 'x'.repeat(1024 * 1024 + 1);
    const json = await call('POST', '/report', w.stranger, { description: big });
    expect(expectClean(json, 413).message).toBe('La solicitud es demasiado grande.');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${big}`,
      remoteAddress: anyIp(),
    });
    expectClean(form, 413);
    expect(await snapshot(ctx.app)).toBe(snap);
  });

  it('refuses a multipart body over 1 MB on a call that takes no photos, before reading it', async () => {
    const snap = await before();
    const body = multipartBody([
      { name: 'phone', value: '3001234567' },
      { name: 'file', value: Buffer.alloc(2 * 1024 * 1024, 1), filename: 'x.bin' },
    ]);
    for (const [url, as] of [
      ['/validatephone', null],
      ['/report', w.stranger],
    ] as const) {
      const res = await w.inject('POST', { url, ...body }, as);
      expect(expectClean(res, 413).message).toBe('La solicitud es demasiado grande.');
    }
    expect(await snapshot(ctx.app)).toBe(snap);
  });

  it('refuses a multipart body with too many fields, and one that is cut short', async () => {
    const fields = Array.from({ length: 70 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const many = multipartBody(fields);
    expectClean(await w.inject('POST', { url: '/report', ...many }, w.stranger), 413);
    const whole = multipartBody([{ name: 'phone', value: '3001234567' }]);
    const cut = { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 12) };
    expectClean(await w.inject('POST', { url: '/report', ...cut }, w.stranger), 400);
    const noBoundary = { ...whole, headers: { 'content-type': 'multipart/form-data' } };
    expectClean(await w.inject('POST', { url: '/report', ...noBoundary }, w.stranger), 400);
  });

  it('refuses malformed JSON, prototype keys and a wrong content type cleanly', async () => {
    const snap = await before();
    const send = (payload: string, contentType = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/address',
        headers: { ...w.stranger.auth, 'content-type': contentType },
        payload,
        remoteAddress: anyIp(),
      });
    expectClean(await send('{"name": "Casa",'), 400);
    expectClean(await send('{"__proto__": {"admin": true}, "name": "x"}'), 400);
    expectClean(await send('{"constructor": {"prototype": {"admin": true}}}'), 400);
    expectClean(await send('<xml/>', 'application/xml'), 415);
    const proto = multipartBody([{ name: '__proto__', value: 'x' }]);
    expectClean(await w.inject('POST', { url: '/report', ...proto }, w.stranger), 400);
    expect(await snapshot(ctx.app)).toBe(snap);
  });
});

describe('fields the call does not know (docs/decisions/008-unknown-fields.md)', () => {
  it.each([
    ['registration with a role', '/register-user', null, { role: 'admin' }, 'role'],
    ['an address for another person', '/address', 'stranger', { user_id: 1 }, 'user_id'],
    [
      'a listing already active and sold',
      '/products',
      'stranger',
      { is_active: true },
      'is_active',
    ],
    ['a job offer for another publisher', '/jobs', 'stranger', { user_id: 1 }, 'user_id'],
    [
      'a report marked as handled',
      '/report',
      'stranger',
      { handled_at: '2026-01-01' },
      'handled_at',
    ],
    ['a store with an id', '/admin/stores', 'admin', { id: 1 }, 'id'],
  ] as const)(
    'refuses %s: 422 naming the field, nothing stored',
    async (_name, url, who, extra, key) => {
      const as = who === null ? null : who === 'admin' ? w.admin : w.stranger;
      const addressId = as ? await w.address(as) : 0;
      const base: Record<string, unknown> = {
        '/register-user': { name: 'Ana', document: '12345679', phone: '3009998876', terms: true },
        '/address': { department_id: 5, municipalite_id: 5001, name: 'Casa', address: 'x' },
        '/products': {
          product_id: 1003036,
          price: 1,
          stock: 1,
          size_id: 1,
          address_id: addressId,
        },
        '/report': { phone: '3001234567', type: 'otro', description: 'x' },
        '/jobs': w.jobPayload(),
        '/admin/stores': w.storePayload(),
      }[url] as Record<string, unknown>;
      const snap = await snapshot(ctx.app);
      const res = await call('POST', url, as, { ...base, ...extra });
      const body = expectClean(res, 422);
      expect(body.message).toBe(VALIDATION_MESSAGES.unknownField(key));
      expect(body.errors?.[key]).toEqual([VALIDATION_MESSAGES.unknownField(key)]);
      expect(await snapshot(ctx.app)).toBe(snap);
      // The same call without the extra field works: only the field was the problem.
      const clean = await call('POST', url, as, base);
      expect(clean.statusCode, clean.body).toBe(201);
    },
  );

  it('accepts every spelling the original client sends (municipalite_id and municipality_id)', async () => {
    const res = await call('POST', '/address', w.stranger, {
      department_id: 5,
      municipalite_id: 5001,
      municipality_id: 5001,
      name: 'Finca',
      address: 'Km 2',
      vereda: null,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('names at most ten unknown fields, each cut to 40 characters', async () => {
    const extra = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`${i}${'z'.repeat(60)}`, i]),
    );
    const res = await call('POST', '/report', w.stranger, {
      phone: '3001234567',
      type: 'otro',
      description: 'x',
      ...extra,
    });
    const body = expectClean(res, 422);
    expect(Object.keys(body.errors!)).toHaveLength(10);
    expect(Object.keys(body.errors!).every((key) => key.length <= 41)).toBe(true);
  });
});
