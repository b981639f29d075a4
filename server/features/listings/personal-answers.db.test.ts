import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingsApi, type ListingPersonal } from '../../../domain/api/listings';
import { contacts, favourites, listings, reviews } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { activate, createListing, registerAndSignIn } from '../../test/factories';
import { searchListings } from './catalogue.queries';
import { readCatalogueSearch } from './catalogue-search';
import { findPublicDetail } from './detail.queries';
import { toDetail, toSummary } from './listing-presenter';

// The signed-in catalogue page, word search and detail are prepared once and filled per request
// with the viewer's own values, from what their session keeps (decision 019). Here each of those
// answers must equal, field for field, the answer built the slow way: the listings read by their
// queries, the viewer's values read straight from the favourites, contacts, reviews and
// listings tables, serialised by the response schema. For every kind of viewer, and with the
// public part already kept before the viewers' writes.

const ctx = useTestApp({
  env: { CATALOGUE_CACHE_SECONDS: '5', SEARCHES_PER_MINUTE: '10000' },
});

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
type Viewer = { name: string; person: Person | null };

const WORD = 'diferencial';

const get = (url: string, viewer: Viewer) =>
  ctx.app.inject({ url, headers: viewer.person?.auth ?? {} });
const post = (url: string, person: Person, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: person.auth, ...(payload ? { payload } : {}) });

async function heart(person: Person, id: number) {
  expect((await post(`/api/v1/products/${id}/favorite`, person)).statusCode).toBe(200);
}
async function contact(person: Person, id: number) {
  const res = await post(`/api/v1/products/${id}/contact`, person, { channel: 'whatsapp' });
  expect(res.statusCode, res.body).toBe(201);
}
async function review(person: Person, id: number) {
  const res = await post(`/api/v1/products/${id}/rating`, person, {
    voto: 4,
    body: 'Llegó fresco y bien empacado',
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The viewer's values for one listing, read straight from the tables. */
async function personalOf(viewerId: number, listingId: number): Promise<ListingPersonal> {
  const db = ctx.app.db;
  const mine = <T extends typeof favourites | typeof contacts | typeof reviews>(table: T) =>
    db.$count(table, and(eq(table.userId, viewerId), eq(table.listingId, listingId)));
  const [owner] = await db
    .select({ userId: listings.userId })
    .from(listings)
    .where(eq(listings.id, listingId));
  return {
    isFavourite: (await mine(favourites)) > 0,
    isOwner: owner?.userId === viewerId,
    contacted: (await mine(contacts)) > 0,
    reviewed: (await mine(reviews)) > 0,
  };
}

/** The answer as the client reads it: the schema's encoding, through JSON. */
const asSent = (schema: z.ZodType, value: unknown) =>
  JSON.parse(JSON.stringify(z.encode(schema, value))) as unknown;

/** A catalogue page (category or word search) built from its query, without any cache. */
async function slowPage(query: Record<string, string>, viewer: Viewer) {
  const { app } = ctx;
  const parsed = listingsApi.catalogue.querystring.parse(query);
  const search = readCatalogueSearch(parsed, app.reference);
  const { rows, total, totalIsExact, suggestion } = await searchListings(app.db, app.reference, {
    ...search,
    category: parsed.category,
    maxPrice: parsed.max_price,
    page: parsed.page,
    pageSize: parsed.pagination,
  });
  const data = [];
  for (const row of rows) {
    const personal = viewer.person ? await personalOf(viewer.person.id, row.listing.id) : null;
    data.push(toSummary(row, app.storage, { personal }));
  }
  return asSent(listingsApi.catalogue.response, {
    data,
    meta: {
      page: parsed.page,
      pagination: parsed.pagination,
      total,
      last_page: Math.max(1, Math.ceil(total / parsed.pagination)),
      total_is_exact: totalIsExact,
      ...(suggestion ? { suggestion } : {}),
    },
  });
}

/** A detail built from its row, without any cache. */
async function slowDetail(id: number, viewer: Viewer) {
  const { app } = ctx;
  const found = (await findPublicDetail(app.db, app.reference, id))!;
  const personal = viewer.person ? await personalOf(viewer.person.id, id) : null;
  const signedIn = viewer.person && personal ? { id: viewer.person.id, ...personal } : null;
  return asSent(listingsApi.detail.response, {
    data: toDetail(
      found.row,
      {
        ...found,
        seller: {
          id: found.row.listing.userId,
          name: found.sellerName,
          phone: signedIn ? found.sellerPhone : null,
        },
        viewer: signedIn,
        forSeller: personal?.isOwner ?? false,
      },
      app.storage,
    ),
  });
}

async function expectSameAsSlow(url: string, viewer: Viewer, slow: unknown) {
  const res = await get(url, viewer);
  expect(res.statusCode, res.body).toBe(200);
  expect({ viewer: viewer.name, url, answer: res.json() }).toStrictEqual({
    viewer: viewer.name,
    url,
    answer: slow,
  });
}

describe('the prepared catalogue page, word search and detail', () => {
  it('equal the answers built from the database, for every kind of viewer', async () => {
    const { app } = ctx;
    const seller = await registerAndSignIn(app);
    const otherSeller = await registerAndSignIn(app);
    const description = `Cosecha ${WORD} de la semana`;
    const ids: number[] = [];
    for (const [owner, price] of [
      [seller, 2100],
      [seller, 2200],
      [seller, 2300],
      [otherSeller, 2400],
    ] as const) {
      const id = await createListing(app, owner.auth, { description, price });
      expect((await activate(app, owner.auth, id)).statusCode).toBe(200);
      ids.push(id);
    }
    const [a, b, c, e] = ids as [number, number, number, number];
    const category = String(
      (await get(`/api/v1/products/${a}`, { name: 'nadie', person: null })).json().data.category.id,
    );

    const people = {
      nothing: await registerAndSignIn(app),
      favourite: await registerAndSignIn(app),
      contacted: await registerAndSignIn(app),
      reviewed: await registerAndSignIn(app),
      everything: await registerAndSignIn(app),
    };
    const viewers: Viewer[] = [
      { name: 'sin sesión', person: null },
      ...Object.entries(people).map(([name, person]) => ({ name, person })),
      { name: 'vendedor (dueño)', person: seller },
      { name: 'otro vendedor (dueño y comprador)', person: otherSeller },
    ];
    const answers = [
      {
        url: `/api/v1/products?category=${category}`,
        slow: (v: Viewer) => slowPage({ category }, v),
      },
      { url: `/api/v1/products?q=${WORD}`, slow: (v: Viewer) => slowPage({ q: WORD }, v) },
      ...ids.map((id) => ({
        url: `/api/v1/products/${id}`,
        slow: (v: Viewer) => slowDetail(id, v),
      })),
    ];
    const compareAll = async () => {
      for (const viewer of viewers) {
        for (const answer of answers) {
          await expectSameAsSlow(answer.url, viewer, await answer.slow(viewer));
        }
      }
    };

    // Before anyone did anything: every answer and every account is kept from here on.
    await compareAll();

    // The heart and the contact keep the public part kept; the reviews empty it (a rating is public).
    await heart(people.favourite, a);
    await contact(people.contacted, b);
    await contact(people.reviewed, c);
    await review(people.reviewed, c);
    for (const id of [a, b, e]) await heart(people.everything, id);
    for (const id of [a, c, e]) await contact(people.everything, id);
    await review(people.everything, a);
    await heart(seller, a);
    await heart(otherSeller, a);
    await contact(otherSeller, a);
    await review(otherSeller, a);
    await compareAll();

    // Kept public part, then hearts taken back and a new contact: still the same, field for field.
    await heart(people.everything, a);
    await heart(seller, a);
    await contact(people.favourite, e);
    await compareAll();
    expect(
      (await get(`/api/v1/products/${a}`, { name: 'everything', person: people.everything })).json()
        .data,
    ).toMatchObject({
      is_favorite: false,
      is_owner: false,
      viewer: { contacted: true, reviewed: true },
    });
  });
});
