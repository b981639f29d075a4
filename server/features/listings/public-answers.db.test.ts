import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { activate, createListing, registerAndSignIn } from '../../test/factories';

// The short catalogue cache (CATALOGUE_CACHE_SECONDS) as a buyer or seller notices it: answers
// stay correct for each viewer, changes made here show at once, others within the promised time.

let clock = Date.now();
const ctx = useTestApp({
  env: { CATALOGUE_CACHE_SECONDS: '5', CORS_ORIGINS: 'https://aliado.example' },
  now: () => clock,
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** A seller with one active listing whose description holds `word` (to find it alone). */
async function listed(word: string) {
  const seller = await registerAndSignIn(ctx.app);
  const id = await createListing(ctx.app, seller.auth, { description: `Cosecha ${word}` });
  expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
  return { seller, id, page: `/api/v1/products?q=${word}` };
}

describe('catalogue pages signed out', () => {
  it('may be kept 5 s by browsers and shared caches, and a revisit with the ETag costs no body', async () => {
    const { page, id } = await listed('cacheuno');
    const first = await get(page);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((l: { id: number }) => l.id)).toEqual([id]);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    expect(first.headers.vary).toMatch(/Authorization/);
    const etag = String(first.headers.etag);

    const again = await get(page, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('tell shared caches what they vary with, keeping the CORS origin', async () => {
    const { page } = await listed('cachevary');
    const res = await get(page, { origin: 'https://aliado.example' });
    expect(res.headers['access-control-allow-origin']).toBe('https://aliado.example');
    const vary = String(res.headers.vary).toLowerCase();
    for (const name of ['origin', 'authorization', 'accept-encoding']) expect(vary).toContain(name);
  });

  it('comes compressed with brotli when the phone accepts it', async () => {
    const { page, seller } = await listed('cachebr');
    // Answers under 1 KB go plain; three cards are over it.
    for (const price of [1200, 1300]) {
      const id = await createListing(ctx.app, seller.auth, {
        description: 'Cosecha cachebr',
        price,
      });
      await activate(ctx.app, seller.auth, id);
    }
    const plain = await get(page);
    const packed = await get(page, { 'accept-encoding': 'gzip, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
    const refused = await get(page, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});

describe('catalogue pages signed in', () => {
  it('show the viewer’s own hearts, privately, without changing what others see', async () => {
    const { page, id } = await listed('cachedos');
    const buyer = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    expect((await get(page)).json().data[0].is_favorite).toBe(false);
    expect((await post(`/api/v1/products/${id}/favorite`, buyer.auth)).statusCode).toBe(200);

    const mine = await get(page, buyer.auth);
    expect(mine.json().data[0].is_favorite).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toMatch(/Authorization/);
    expect((await get(page, other.auth)).json().data[0].is_favorite).toBe(false);
    expect((await get(page)).json().data[0].is_favorite).toBe(false);

    const etag = String(mine.headers.etag);
    expect((await get(page, { ...buyer.auth, 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('changes', () => {
  it('made through this server show at once, to everyone', async () => {
    const { seller, id, page } = await listed('cachetres');
    expect((await get(page)).json().data[0].price).toBe(2500);
    expect((await get(`/api/v1/products/${id}`)).json().data.price).toBe(2500);

    await post(`/api/v1/products/${id}/update/price`, seller.auth, { price: 3100 });
    expect((await get(page)).json().data[0].price).toBe(3100);
    expect((await get(`/api/v1/products/${id}`)).json().data.price).toBe(3100);

    // The original API also marks as sold with a GET.
    expect((await get(`/api/v1/products/${id}/mark_as_sold`, seller.auth)).statusCode).toBe(200);
    expect((await get(page)).json().data).toEqual([]);
  });

  it('that only concern the viewer (a heart, a contact tap) keep the cache for everyone', async () => {
    const { id, page } = await listed('cachesiete');
    const buyer = await registerAndSignIn(ctx.app);
    expect((await get(page)).json().data[0].stock).toBe(40);
    await ctx.app.db.update(listings).set({ stock: 9 }).where(eq(listings.id, id));
    await post(`/api/v1/products/${id}/favorite`, buyer.auth);
    await post(`/api/v1/products/${id}/contact`, buyer.auth, { channel: 'whatsapp' });
    expect((await get(page)).json().data[0].stock).toBe(40);
    // A review changes the detail's rating: that write empties the cache.
    await post(`/api/v1/products/${id}/rating`, buyer.auth, { voto: 4, body: 'Buen producto' });
    expect((await get(page)).json().data[0].stock).toBe(9);
  });

  it('that only concern the person (signing up and in, a report, signing out everywhere) keep the cache for everyone', async () => {
    const { id, page } = await listed('cacheocho');
    expect((await get(page)).json().data[0].stock).toBe(40);
    await ctx.app.db.update(listings).set({ stock: 8 }).where(eq(listings.id, id));
    const person = await registerAndSignIn(ctx.app);
    const report = await post('/api/v1/report', person.auth, {
      phone: '3001234567',
      type: 'cultivo',
      description: 'Roya en el café',
    });
    expect(report.statusCode, report.body).toBe(201);
    expect((await post('/api/v1/users/logout-all', person.auth)).statusCode).toBe(200);
    expect((await get(page)).json().data[0].stock).toBe(40);
  });

  it('made by another server process show within CATALOGUE_CACHE_SECONDS', async () => {
    const { id, page } = await listed('cachecuatro');
    expect((await get(page)).json().data[0].stock).toBe(40);
    // Another process changed the row: this one may answer from memory until the 5 s pass.
    await ctx.app.db.update(listings).set({ stock: 7 }).where(eq(listings.id, id));
    expect((await get(page)).json().data[0].stock).toBe(40);
    clock += 5_000;
    expect((await get(page)).json().data[0].stock).toBe(7);
  });
});

describe('product detail', () => {
  it('never lets a signed-in answer (phone, heart) reach signed-out visitors', async () => {
    const { seller, id } = await listed('cachecinco');
    const buyer = await registerAndSignIn(ctx.app);
    await post(`/api/v1/products/${id}/favorite`, buyer.auth);

    const signedIn = await get(`/api/v1/products/${id}`, buyer.auth);
    expect(signedIn.json().data).toMatchObject({
      is_favorite: true,
      provider: { phone: seller.phone },
      viewer: { contacted: false, reviewed: false },
      is_owner: false,
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const signedOut = await get(`/api/v1/products/${id}`);
    expect(signedOut.json().data).toMatchObject({
      is_favorite: false,
      provider: { phone: null },
      viewer: null,
    });
    expect(signedOut.headers['cache-control']).toBe('public, max-age=5');
  });

  it('shows the seller their listing as it is now, hidden or changed elsewhere', async () => {
    const { seller, id } = await listed('cacheseis');
    expect((await get(`/api/v1/products/${id}`)).statusCode).toBe(200);
    await ctx.app.db
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: 'Revisión' })
      .where(eq(listings.id, id));

    const own = await get(`/api/v1/products/${id}`, seller.auth);
    expect(own.json().data).toMatchObject({ status: 'hidden', is_owner: true });
    clock += 5_000;
    expect((await get(`/api/v1/products/${id}`)).statusCode).toBe(404);
  });
});

describe('quick search', () => {
  it('answers the same question the same way whatever the accents, with an ETag', async () => {
    const plain = await get('/api/v1/categories/all?q=pa');
    const accented = await get('/api/v1/categories/all?q=PÁ');
    expect(accented.json()).toEqual(plain.json());
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/api/v1/categories/all?q=pa', {
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
