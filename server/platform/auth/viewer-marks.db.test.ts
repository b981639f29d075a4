import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { useTestApp } from '../../test/app';
import {
  activate,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import {
  countQueries,
  onPostgres,
  redisAvailable,
  redisUrl,
  twoProcesses,
} from '../../test/two-processes';
import { VIEWER_MARKS_MAX_IDS } from './viewer-marks';

// What a signed-in person did to listings (hearts, contacts, reviews) comes from the process's
// memory of their account (decision 019), yet their next page and detail must show their own
// write at once: in the process that took it, and in any other process sharing the database.

type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
type Card = { id: number; is_favorite: boolean };

const get = (app: App, url: string, auth: Auth = {}) => app.inject({ url, headers: auth });
const post = (app: App, url: string, auth: Auth, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

const heart = (app: App, person: Person, id: number) =>
  post(app, `/api/v1/products/${id}/favorite`, person.auth);
const contact = (app: App, person: Person, id: number) =>
  post(app, `/api/v1/products/${id}/contact`, person.auth, { channel: 'whatsapp' });
const review = (app: App, person: Person, id: number) =>
  post(app, `/api/v1/products/${id}/rating`, person.auth, { voto: 5, body: 'Muy buen producto' });

async function detailOf(app: App, id: number, person: Person) {
  const res = await get(app, `/api/v1/products/${id}`, person.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    is_favorite: boolean;
    is_owner: boolean;
    status: string;
    viewer: { contacted: boolean; reviewed: boolean };
  };
}

async function heartOnPage(app: App, page: string, id: number, person: Person) {
  const res = await get(app, page, person.auth);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Card[]).find((card) => card.id === id)?.is_favorite;
}

/** A seller with one active listing whose description holds `word` (to find it alone). */
async function listed(app: App, word: string) {
  const seller = await registerAndSignIn(app);
  const id = await createListing(app, seller.auth, { description: `Cosecha ${word}` });
  expect((await activate(app, seller.auth, id)).statusCode).toBe(200);
  return { seller, id, page: `/api/v1/products?q=${word}` };
}

describe('in one process', () => {
  const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '5' } });

  it('shows a heart, a contact and a review on the person’s very next page and detail', async () => {
    const { id, page } = await listed(ctx.app, 'marcauno');
    const buyer = await registerAndSignIn(ctx.app);
    // Both answers kept for the buyer (account and marks) and for everyone (public part).
    expect(await heartOnPage(ctx.app, page, id, buyer)).toBe(false);
    expect(await detailOf(ctx.app, id, buyer)).toMatchObject({
      is_favorite: false,
      viewer: { contacted: false, reviewed: false },
    });

    expect((await heart(ctx.app, buyer, id)).json().data.is_favorite).toBe(true);
    expect(await heartOnPage(ctx.app, page, id, buyer)).toBe(true);
    expect((await detailOf(ctx.app, id, buyer)).is_favorite).toBe(true);

    expect((await contact(ctx.app, buyer, id)).statusCode).toBe(201);
    expect((await detailOf(ctx.app, id, buyer)).viewer).toEqual({
      contacted: true,
      reviewed: false,
    });
    expect((await review(ctx.app, buyer, id)).statusCode).toBe(201);
    expect((await detailOf(ctx.app, id, buyer)).viewer).toEqual({
      contacted: true,
      reviewed: true,
    });

    expect((await heart(ctx.app, buyer, id)).json().data.is_favorite).toBe(false);
    expect(await heartOnPage(ctx.app, page, id, buyer)).toBe(false);
    expect((await detailOf(ctx.app, id, buyer)).is_favorite).toBe(false);
  });

  it('reads what the person did with their account when this process does not keep it', async () => {
    const { seller, id, page } = await listed(ctx.app, 'marcacinco');
    const another = await createListing(ctx.app, seller.auth, {
      description: 'Cosecha marcacinco',
    });
    await activate(ctx.app, seller.auth, another);
    const buyer = await registerAndSignIn(ctx.app);
    const someoneElse = await registerAndSignIn(ctx.app);
    await heart(ctx.app, buyer, id);
    await contact(ctx.app, buyer, id);
    await review(ctx.app, buyer, id);
    await heart(ctx.app, someoneElse, another);
    await contact(ctx.app, someoneElse, another);
    await review(ctx.app, someoneElse, another);
    // As after a restart, or a message from another process: read from the database.
    for (const person of [buyer, someoneElse]) await ctx.app.sessionsChanged(person.id);

    expect(await heartOnPage(ctx.app, page, id, buyer)).toBe(true);
    expect(await heartOnPage(ctx.app, page, another, buyer)).toBe(false);
    expect(await detailOf(ctx.app, id, buyer)).toMatchObject({
      is_favorite: true,
      viewer: { contacted: true, reviewed: true },
    });
    expect(await detailOf(ctx.app, another, buyer)).toMatchObject({
      is_favorite: false,
      viewer: { contacted: false, reviewed: false },
    });
    expect(await heartOnPage(ctx.app, page, id, someoneElse)).toBe(false);
    expect(await detailOf(ctx.app, another, someoneElse)).toMatchObject({
      is_favorite: true,
      viewer: { contacted: true, reviewed: true },
    });
  });

  it('answers signed in with the signed-out answer’s bytes but for the viewer’s own values', async () => {
    const { seller, id, page } = await listed(ctx.app, 'marcados');
    const other = await createListing(ctx.app, seller.auth, {
      description: 'Cosecha marcados',
      price: 2600,
    });
    await activate(ctx.app, seller.auth, other);
    const buyer = await registerAndSignIn(ctx.app);
    await heart(ctx.app, buyer, other);
    await contact(ctx.app, buyer, id);

    const signedOut = await get(ctx.app, page);
    const mine = await get(ctx.app, page, buyer.auth);
    expect(mine.json()).toEqual({
      ...signedOut.json(),
      data: signedOut.json().data.map((card: Card) => ({
        ...card,
        is_favorite: card.id === other,
      })),
    });
    expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(mine.headers['cache-control']).toBe('private, no-cache');

    const detailOut = (await get(ctx.app, `/api/v1/products/${id}`)).json().data;
    expect(await detailOf(ctx.app, id, buyer)).toEqual({
      ...detailOut,
      provider: { ...detailOut.provider, phone: seller.phone },
      viewer: { contacted: true, reviewed: false },
    });
    expect(await detailOf(ctx.app, id, seller)).toEqual({
      ...detailOut,
      provider: { ...detailOut.provider, phone: seller.phone },
      is_owner: true,
      viewer: { contacted: false, reviewed: false },
    });
  });

  it('gives a personal answer an ETag that changes with the person’s own values', async () => {
    const { id, page } = await listed(ctx.app, 'marcatres');
    const buyer = await registerAndSignIn(ctx.app);
    for (const url of [page, `/api/v1/products/${id}`]) {
      const before = await get(ctx.app, url, buyer.auth);
      const etag = String(before.headers.etag);
      const revisit = await get(ctx.app, url, { ...buyer.auth, 'if-none-match': etag });
      expect(revisit.statusCode).toBe(304);

      await heart(ctx.app, buyer, id);
      const after = await get(ctx.app, url, { ...buyer.auth, 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const again = await get(ctx.app, url, {
        ...buyer.auth,
        'if-none-match': String(after.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      await heart(ctx.app, buyer, id);
    }
  });

  it(`reads a person with more than ${VIEWER_MARKS_MAX_IDS} marks from the database, still right`, async () => {
    const { seller, id, page } = await listed(ctx.app, 'marcacuatro');
    const buyer = await registerAndSignIn(ctx.app);
    // Copies of the listing, contacted by the buyer: more than memory keeps for one person.
    await ctx.app.db.execute(sql`
      with copies as (
        insert into listings (user_id, product_id, subcategory_id, category_id, size_id,
                              address_id, price, stock, description, is_active)
        select user_id, product_id, subcategory_id, category_id, size_id, address_id,
               price + n, stock, 'Copia ' || n, true
        from listings, generate_series(1, ${VIEWER_MARKS_MAX_IDS + 1}) as n
        where id = ${id}
        returning id)
      insert into contacts (user_id, listing_id, channel, contacted_on)
      select ${buyer.id}, id, 'whatsapp', current_date from copies`);
    // Written behind the API's back: what a command doing so must announce (decision 017).
    await ctx.app.sessionsChanged(buyer.id);
    await contact(ctx.app, buyer, id);
    await heart(ctx.app, buyer, id);
    const counter = countQueries(ctx.database);
    try {
      expect(await heartOnPage(ctx.app, page, id, buyer)).toBe(true);
      expect(await detailOf(ctx.app, id, buyer)).toMatchObject({
        is_favorite: true,
        viewer: { contacted: true, reviewed: false },
      });
      counter.queries = 0;
      await get(ctx.app, page, buyer.auth);
      // The account is kept without its marks: the page's hearts are read.
      expect(counter.queries).toBe(1);
    } finally {
      counter.restore();
    }
    await heart(ctx.app, buyer, id);
    expect(await heartOnPage(ctx.app, page, id, buyer)).toBe(false);
    expect((await detailOf(ctx.app, id, seller)).is_owner).toBe(true);
  });
});

/**
 * The other process hears of the write through a message, which takes a moment (about a
 * millisecond on one machine): it must show there within a short wait, and keep showing.
 */
async function shownSoon<T>(read: () => Promise<T>, expected: T) {
  // Not too often: a failing wait must not run into the API's rate limit for the next tests.
  await vi.waitFor(async () => expect(await read()).toEqual(expected), {
    timeout: 1_000,
    interval: 25,
  });
  expect(await read()).toEqual(expected);
}

function crossProcessTests(ctx: ReturnType<typeof twoProcesses>) {
  it('shows a heart given or taken in one process on the next page and detail in the other', async () => {
    const { id, page } = await listed(ctx.first, 'cruzauno');
    const buyer = await registerAndSignIn(ctx.first);
    // Both processes keep the buyer's account and marks, and the public page.
    for (const app of [ctx.first, ctx.second]) {
      expect(await heartOnPage(app, page, id, buyer)).toBe(false);
      expect((await detailOf(app, id, buyer)).is_favorite).toBe(false);
    }

    expect((await heart(ctx.first, buyer, id)).json().data.is_favorite).toBe(true);
    await shownSoon(() => heartOnPage(ctx.second, page, id, buyer), true);
    await shownSoon(async () => (await detailOf(ctx.second, id, buyer)).is_favorite, true);

    expect((await heart(ctx.second, buyer, id)).json().data.is_favorite).toBe(false);
    await shownSoon(() => heartOnPage(ctx.first, page, id, buyer), false);
    await shownSoon(async () => (await detailOf(ctx.first, id, buyer)).is_favorite, false);
  });

  it('shows a contact and then a review recorded in one process in the other’s detail', async () => {
    const { id } = await listed(ctx.second, 'cruzados');
    const buyer = await registerAndSignIn(ctx.second);
    for (const app of [ctx.first, ctx.second]) {
      expect((await detailOf(app, id, buyer)).viewer).toEqual({
        contacted: false,
        reviewed: false,
      });
    }
    expect((await contact(ctx.first, buyer, id)).statusCode).toBe(201);
    await shownSoon(async () => (await detailOf(ctx.second, id, buyer)).viewer, {
      contacted: true,
      reviewed: false,
    });
    expect((await review(ctx.second, buyer, id)).statusCode).toBe(201);
    await shownSoon(async () => (await detailOf(ctx.first, id, buyer)).viewer, {
      contacted: true,
      reviewed: true,
    });
  });

  it('shows the seller their listing hidden by a moderator at once in every process', async () => {
    const { seller, id } = await listed(ctx.first, 'cruzatres');
    const buyer = await registerAndSignIn(ctx.first);
    const admin = await registerAndSignInAdmin(ctx.first);
    for (const app of [ctx.first, ctx.second]) {
      expect((await detailOf(app, id, seller)).status).toBe('active');
      expect((await detailOf(app, id, buyer)).status).toBe('active');
    }
    const hidden = await post(ctx.first, `/api/v1/admin/listings/${id}/hide`, admin.auth, {
      reason: 'Fotos de otro producto',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const app of [ctx.first, ctx.second]) {
      expect(await detailOf(app, id, seller)).toMatchObject({ status: 'hidden', is_owner: true });
    }
    // Everyone else: at once in the process that hid it (its catalogue cache is emptied).
    expect((await get(ctx.first, `/api/v1/products/${id}`, buyer.auth)).statusCode).toBe(404);
  });
}

describe.skipIf(!onPostgres)(
  'two processes on one PostgreSQL, without Redis (LISTEN/NOTIFY)',
  () => {
    crossProcessTests(twoProcesses({}));
  },
);

describe.skipIf(!onPostgres || !redisAvailable)(
  'two processes on one PostgreSQL and one Redis (pub/sub)',
  () => {
    crossProcessTests(twoProcesses({ REDIS_URL: redisUrl }));
  },
);
