import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, SavedSearch } from '../../../domain/api/notifications';
import { NOTIFICATIONS } from '../../../domain/limits';
import {
  NOTIFICATION_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from '../../../domain/notifications/notification-messages';
import { notificationJobs } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { activate, createAddress, createListing, registerAndSignIn } from '../../test/factories';

// Avísame end to end through the API: a buyer saves a search, a seller activates a listing (or
// lowers its price), the queue the trigger filled is processed the way the server does it in
// the background, and the buyer's Notificaciones shows what it should.

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-20T15:00:00Z');
// Many people sign up and act from this one test address within a minute: the per-address
// API limit is not what these tests are about.
const ctx = useTestApp({ now: () => clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });

type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

const PLACES = {
  huila: 41,
  antioquia: 5,
  garzon: 41298,
  gigante: 41306, // ≈ 23 km from Garzón
  pitalito: 41551, // ≈ 60 km from Garzón
  neiva: 41001, // ≈ 91 km from Garzón
  medellin: 5001,
} as const;
const PRODUCTS = { cafeCereza: 106501, aguacateHass: 1002002, platano: 1003036 } as const;

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload });

async function saveSearch(person: Person, criteria: Record<string, unknown>) {
  const res = await api('POST', '/saved-searches', person.auth, criteria);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as SavedSearch;
}

/** A seller with an address in one municipality, publishing listings there. */
async function seller(municipality: number = PLACES.pitalito) {
  const person = await registerAndSignIn(ctx.app);
  const department = ctx.app.reference.municipalities.get(municipality)!.departmentId;
  const addressId = await createAddress(ctx.app, person.auth, {
    department_id: department,
    municipalite_id: municipality,
  });
  return {
    ...person,
    async publish(overrides: Record<string, unknown> = {}) {
      const id = await createListing(ctx.app, person.auth, {
        address_id: addressId,
        product_id: PRODUCTS.cafeCereza,
        price: 9000,
        description: 'Cosecha de la semana.',
        ...overrides,
      });
      const res = await activate(ctx.app, person.auth, id);
      expect(res.statusCode, res.body).toBe(200);
      return id;
    },
  };
}

const processQueue = () => ctx.app.notifications.processQueue(clock);

async function notificationsOf(person: Person) {
  const res = await api('GET', '/notifications', person.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AppNotification[]; meta: { unread: number; total: number } };
}

const listingIds = (page: { data: AppNotification[] }) =>
  page.data.filter((note) => note.kind === 'listing').map((note) => note.listing!.id);

/** A fresh buyer with one saved search; answers whether a listing published then reaches them. */
async function reaches(
  criteria: Record<string, unknown>,
  listing: Record<string, unknown>,
  from: number = PLACES.pitalito,
) {
  const buyer = await registerAndSignIn(ctx.app);
  await saveSearch(buyer, criteria);
  const id = await (await seller(from)).publish(listing);
  await processQueue();
  return listingIds(await notificationsOf(buyer)).includes(id);
}

describe('saved searches', () => {
  let buyer: Person;
  beforeAll(async () => {
    buyer = await registerAndSignIn(ctx.app);
  });

  it('saves the catalogue parameters and lists them back with names', async () => {
    const saved = await saveSearch(buyer, {
      q: 'Café pergamino',
      category: 0,
      near: PLACES.garzon,
      radius_km: '50',
      max_price: '20000',
    });
    expect(saved).toMatchObject({
      q: 'Café pergamino',
      category: null,
      near: { id: PLACES.garzon, name: 'Garzón' },
      radius_km: 50,
      max_price: 20000,
    });
    const list = await api('GET', '/saved-searches', buyer.auth);
    expect(list.json().data.map((row: SavedSearch) => row.id)).toEqual([saved.id]);
  });

  it('refuses the same search twice (words compared without accents or case)', async () => {
    await saveSearch(buyer, { q: 'aguacate hass', department_id: PLACES.huila });
    const again = await api('POST', '/saved-searches', buyer.auth, {
      q: 'AGUÁCATE hass',
      department_id: PLACES.huila,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
  });

  it.each([
    [{ q: 'a'.repeat(300) }, 'q', SAVED_SEARCH_MESSAGES.wordsTooLong],
    [{ q: 'a' }, 'q', SAVED_SEARCH_MESSAGES.wordsTooShort],
    [{ q: '¡¿!?' }, 'q', SAVED_SEARCH_MESSAGES.wordsTooShort],
    [{}, 'q', SAVED_SEARCH_MESSAGES.nothingToSave],
    [{ max_price: 5000 }, 'q', SAVED_SEARCH_MESSAGES.nothingToSave],
    [{ q: 'papa', near: 99999, radius_km: 50 }, 'near', SAVED_SEARCH_MESSAGES.unknownMunicipality],
    [{ q: 'papa', near: PLACES.garzon, radius_km: 30 }, 'radius_km', SAVED_SEARCH_MESSAGES.radius],
    [
      { q: 'papa', near: PLACES.garzon, radius_km: 'lejos' },
      'radius_km',
      SAVED_SEARCH_MESSAGES.radius,
    ],
    [{ q: 'papa', near: PLACES.garzon }, 'radius_km', SAVED_SEARCH_MESSAGES.nearNeedsRadius],
    [{ q: 'papa', radius_km: 25 }, 'near', SAVED_SEARCH_MESSAGES.radiusNeedsNear],
    [{ municipality_id: 99999 }, 'municipality_id', SAVED_SEARCH_MESSAGES.unknownMunicipality],
    [{ municipality_id: 'abc' }, 'municipality_id', SAVED_SEARCH_MESSAGES.unknownMunicipality],
    [{ department_id: 98 }, 'department_id', SAVED_SEARCH_MESSAGES.unknownDepartment],
    [
      { department_id: PLACES.antioquia, municipality_id: PLACES.garzon },
      'municipality_id',
      SAVED_SEARCH_MESSAGES.municipalityNotInDepartment,
    ],
    [{ category: 999 }, 'category', SAVED_SEARCH_MESSAGES.unknownCategory],
    [{ q: 'papa', max_price: '12.000' }, 'max_price', SAVED_SEARCH_MESSAGES.maxPrice],
    [{ q: 'papa', max_price: -5 }, 'max_price', SAVED_SEARCH_MESSAGES.maxPrice],
    [{ q: 'papa', max_price: 1e15 }, 'max_price', SAVED_SEARCH_MESSAGES.maxPrice],
  ])('refuses %j with a Spanish 422 on %s', async (payload, field, message) => {
    const res = await api('POST', '/saved-searches', buyer.auth, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it(`keeps at most ${NOTIFICATIONS.maxSavedSearchesPerPerson} per person`, async () => {
    const person = await registerAndSignIn(ctx.app);
    for (let i = 0; i < NOTIFICATIONS.maxSavedSearchesPerPerson; i++) {
      await saveSearch(person, { q: `producto${i}` });
    }
    const over = await api('POST', '/saved-searches', person.auth, { q: 'uno más' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SAVED_SEARCH_MESSAGES.limitReached);
  });

  it('deletes one’s own search only', async () => {
    const saved = await saveSearch(buyer, { q: 'mora' });
    const stranger = await registerAndSignIn(ctx.app);
    expect((await api('DELETE', `/saved-searches/${saved.id}`, stranger.auth)).statusCode).toBe(
      404,
    );
    const removed = await api('DELETE', `/saved-searches/${saved.id}`, buyer.auth);
    expect(removed.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.deleted });
    expect((await api('DELETE', `/saved-searches/${saved.id}`, buyer.auth)).statusCode).toBe(404);
    expect((await api('DELETE', '/saved-searches/abc', buyer.auth)).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    expect((await api('GET', '/saved-searches')).statusCode).toBe(401);
    expect((await api('POST', '/saved-searches', undefined, { q: 'café' })).statusCode).toBe(401);
  });
});

describe('matching a listing that becomes visible', () => {
  it('finds words without accents or case ("cafe" finds "Café cereza")', async () => {
    expect(await reaches({ q: 'cafe' }, {})).toBe(true);
    expect(await reaches({ q: 'CAFÉ Cereza' }, {})).toBe(true);
  });

  it('finds words in the description, the subcategory and the category', async () => {
    expect(await reaches({ q: 'organico' }, { description: 'Café Orgánico de altura.' })).toBe(
      true,
    );
    expect(await reaches({ q: 'aguacates' }, { product_id: PRODUCTS.aguacateHass })).toBe(true);
  });

  it('forgives a small typo ("aguacte" finds "Aguacate Hass")', async () => {
    expect(await reaches({ q: 'aguacte' }, { product_id: PRODUCTS.aguacateHass })).toBe(true);
  });

  it('leaves out the little words of Spanish ("café de Huila" needs café and Huila)', async () => {
    expect(
      await reaches({ q: 'café de la finca' }, { description: 'Recién cogido en la finca.' }),
    ).toBe(true);
    expect(await reaches({ q: 'café de la finca' }, { description: 'Recién cogido.' })).toBe(false);
  });

  it('needs every word, and unrelated words do not match', async () => {
    expect(await reaches({ q: 'cafe tostado' }, {})).toBe(false);
    expect(await reaches({ q: 'platano' }, {})).toBe(false);
  });

  it('filters by category, department and municipality', async () => {
    const cafeCategory = ctx.app.reference.subcategories.get(106)!.categoryId;
    expect(await reaches({ category: cafeCategory }, {})).toBe(true);
    expect(await reaches({ q: 'cafe', department_id: PLACES.huila }, {})).toBe(true);
    expect(await reaches({ q: 'cafe', department_id: PLACES.antioquia }, {})).toBe(false);
    expect(await reaches({ q: 'cafe', municipality_id: PLACES.pitalito }, {})).toBe(true);
    expect(await reaches({ q: 'cafe', municipality_id: PLACES.garzon }, {})).toBe(false);
  });

  it('measures the radius from the chosen municipality', async () => {
    const near = (radius: number) => ({ q: 'cafe', near: PLACES.garzon, radius_km: radius });
    expect(await reaches(near(25), {}, PLACES.gigante)).toBe(true);
    expect(await reaches(near(25), {}, PLACES.pitalito)).toBe(false);
    expect(await reaches(near(50), {}, PLACES.pitalito)).toBe(false);
    expect(await reaches(near(100), {}, PLACES.pitalito)).toBe(true);
    expect(await reaches(near(100), {}, PLACES.neiva)).toBe(true);
    expect(await reaches(near(200), {}, PLACES.medellin)).toBe(false);
  });

  it('respects the maximum price', async () => {
    expect(await reaches({ q: 'cafe', max_price: 9000 }, { price: 9000 })).toBe(true);
    expect(await reaches({ q: 'cafe', max_price: 8999 }, { price: 9000 })).toBe(false);
  });

  it('tells when the price goes down under a saved maximum, with the price before', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    await saveSearch(buyer, { q: 'cafe', max_price: 8000 });
    const sellerOne = await seller();
    const id = await sellerOne.publish({ price: 9000 });
    await processQueue();
    expect(listingIds(await notificationsOf(buyer))).not.toContain(id);

    const lower = await api('POST', `/products/${id}/update/price`, sellerOne.auth, {
      price: 7500,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    await processQueue();
    const [note] = (await notificationsOf(buyer)).data;
    expect(note).toMatchObject({
      kind: 'listing',
      title: NOTIFICATION_MESSAGES.priceDropTitle,
      listing: { id, price: 7500, previous_price: 9000, available: true },
    });
    expect(note!.body).toBe('Café cereza · $ 7.500 (antes $ 9.000) / kg · Pitalito, Huila');
  });

  it('tells each person once per listing, however many searches or activations match', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    await saveSearch(buyer, { q: 'cafe' });
    await saveSearch(buyer, { q: 'cereza', department_id: PLACES.huila });
    const sellerOne = await seller();
    const id = await sellerOne.publish();
    await activate(ctx.app, sellerOne.auth, id, false);
    await activate(ctx.app, sellerOne.auth, id, true);
    await processQueue();
    expect(listingIds(await notificationsOf(buyer))).toEqual([id]);
  });

  it('never tells sellers about their own listings', async () => {
    const sellerOne = await seller();
    await saveSearch(sellerOne, { q: 'cafe' });
    await sellerOne.publish();
    await processQueue();
    expect((await notificationsOf(sellerOne)).data).toEqual([]);
  });

  it(`sends at most ${NOTIFICATIONS.maxListingNotificationsPerDay} a day, then one digest that counts the rest`, async () => {
    clock += DAY_MS;
    const buyer = await registerAndSignIn(ctx.app);
    await saveSearch(buyer, { q: 'cafe', department_id: PLACES.huila });
    const sellers = [await seller(), await seller()];
    const published: number[] = [];
    for (let i = 0; i < 8; i++) published.push(await sellers[i % 2]!.publish());
    await processQueue();

    const page = await notificationsOf(buyer);
    expect(listingIds(page).sort()).toEqual(published.slice(0, 5).sort());
    const digest = page.data.find((note) => note.kind === 'digest');
    expect(digest).toMatchObject({
      count: 3,
      title: NOTIFICATION_MESSAGES.digestTitle,
      body: '3 productos nuevos más para tus búsquedas hoy',
      listing: null,
    });
    expect(page.meta.unread).toBe(6);

    // The next Bogotá day starts a new count.
    clock += DAY_MS;
    const next = await sellers[0]!.publish();
    await processQueue();
    expect(listingIds(await notificationsOf(buyer))).toContain(next);
  });

  it('tells about what is published after the search was saved, not before, whenever the queue gets to it', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const sellerOne = await seller();
    const before = await sellerOne.publish(); // queued, not matched yet
    await saveSearch(buyer, { q: 'cafe' });
    const after = await sellerOne.publish();
    await processQueue();
    const told = listingIds(await notificationsOf(buyer));
    expect(told).not.toContain(before);
    expect(told).toContain(after);
  });

  it('leaves nothing queued, and a listing hidden before its turn notifies nobody', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    await saveSearch(buyer, { q: 'cafe' });
    const sellerOne = await seller();
    const id = await sellerOne.publish();
    await activate(ctx.app, sellerOne.auth, id, false);
    await processQueue();
    expect(listingIds(await notificationsOf(buyer))).not.toContain(id);
    const [left] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationJobs);
    expect(left!.n).toBe(0);
  });
});

describe('the Notificaciones list', () => {
  let buyer: Person;
  let other: Person;
  beforeAll(async () => {
    buyer = await registerAndSignIn(ctx.app);
    other = await registerAndSignIn(ctx.app);
    await saveSearch(buyer, { q: 'platano' });
    await saveSearch(other, { q: 'platano' });
    const sellerOne = await seller(PLACES.medellin);
    await sellerOne.publish({ product_id: PRODUCTS.platano });
    await sellerOne.publish({ product_id: PRODUCTS.platano, price: 3000 });
    await processQueue();
  });

  it('answers the unread count for the menu badge', async () => {
    const res = await api('GET', '/notifications/unread', buyer.auth);
    expect(res.json()).toEqual({ unread: 2 });
  });

  it('marks some as read (ids of others are ignored), then all', async () => {
    const mine = (await notificationsOf(buyer)).data;
    const theirs = (await notificationsOf(other)).data;
    const res = await api('POST', '/notifications/read', buyer.auth, {
      ids: [mine[0]!.id, theirs[0]!.id],
    });
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.read, unread: 1 });
    expect((await notificationsOf(other)).meta.unread).toBe(2);
    expect((await notificationsOf(buyer)).data.map((note) => note.read)).toEqual([true, false]);

    const all = await api('POST', '/notifications/read', buyer.auth, {});
    expect(all.json().unread).toBe(0);
  });

  it.each([
    [{ ids: ['x'] }],
    [{ ids: [0] }],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    [{ ids: 'todas' }],
  ])('refuses %j with a 422', async (payload) => {
    const res = await api('POST', '/notifications/read', buyer.auth, payload);
    expect(res.statusCode, res.body).toBe(422);
  });

  it('pages, and refuses a page that is not a number', async () => {
    const page2 = await api('GET', '/notifications?page=2', buyer.auth);
    expect(page2.json()).toMatchObject({ data: [], meta: { page: 2, total: 2, last_page: 1 } });
    expect((await api('GET', '/notifications?page=x', buyer.auth)).statusCode).toBe(422);
  });

  it('says when a listing is no longer on offer', async () => {
    const [note] = (await notificationsOf(other)).data;
    await ctx.app.db.execute(
      sql`update listings set sold_at = now() where id = ${note!.listing!.id}`,
    );
    const [after] = (await notificationsOf(other)).data;
    expect(after!.listing!.available).toBe(false);
  });
});

describe('channels and push subscriptions', () => {
  const keys = {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  it('turns each channel off and on with one call', async () => {
    const person = await registerAndSignIn(ctx.app);
    expect((await api('GET', '/notifications/settings', person.auth)).json()).toEqual({
      push: true,
      whatsapp: true,
      whatsapp_available: false,
    });
    const off = await api('PUT', '/notifications/settings', person.auth, { push: false });
    expect(off.json()).toMatchObject({ push: false, whatsapp: true });
    expect((await api('PUT', '/notifications/settings', person.auth, {})).statusCode).toBe(422);
    expect(
      (await api('PUT', '/notifications/settings', person.auth, { push: 'quizá' })).statusCode,
    ).toBe(422);
  });

  it('answers the VAPID public key', async () => {
    const person = await registerAndSignIn(ctx.app);
    const res = await api('GET', '/push/public-key', person.auth);
    expect(res.json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it.each([
    [{ endpoint: 'no es una dirección', keys }, NOTIFICATION_MESSAGES.pushEndpoint],
    [{ endpoint: 'https://10.0.0.5/push', keys }, NOTIFICATION_MESSAGES.pushEndpoint],
    [
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      NOTIFICATION_MESSAGES.pushEndpoint,
    ],
    [{ endpoint: 'ftp://fcm.googleapis.com/fcm/send/x', keys }, NOTIFICATION_MESSAGES.pushEndpoint],
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, NOTIFICATION_MESSAGES.pushKeys],
    [
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, auth: 'no válida!' } },
      NOTIFICATION_MESSAGES.pushKeys,
    ],
  ])('refuses the subscription %j with a Spanish 422', async (payload, message) => {
    const person = await registerAndSignIn(ctx.app);
    const res = await api('POST', '/push/subscriptions', person.auth, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('saves and removes this browser’s subscription', async () => {
    const person = await registerAndSignIn(ctx.app);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const saved = await api('POST', '/push/subscriptions', person.auth, { endpoint, keys });
    expect(saved.statusCode, saved.body).toBe(201);
    const removed = await api('DELETE', '/push/subscriptions', person.auth, { endpoint });
    expect(removed.json()).toEqual({ message: NOTIFICATION_MESSAGES.pushUnsubscribed });
  });
});

describe('deleting the account', () => {
  it('deletes saved searches, notifications, settings and subscriptions with it', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    await saveSearch(buyer, { q: 'cafe' });
    await api('PUT', '/notifications/settings', buyer.auth, { whatsapp: false });
    await api('POST', '/push/subscriptions', buyer.auth, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/borrar',
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
    await (await seller()).publish();
    await processQueue();
    expect((await notificationsOf(buyer)).data.length).toBeGreaterThan(0);

    const res = await api('DELETE', '/users/delete', buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const left = await ctx.app.db.execute(sql`
      select
        (select count(*) from saved_searches where user_id = ${buyer.id})::int as searches,
        (select count(*) from notifications where user_id = ${buyer.id})::int as notifications,
        (select count(*) from notified_listings where user_id = ${buyer.id})::int as notified,
        (select count(*) from notification_days where user_id = ${buyer.id})::int as days,
        (select count(*) from notification_settings where user_id = ${buyer.id})::int as settings,
        (select count(*) from push_subscriptions where user_id = ${buyer.id})::int as subscriptions`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
      searches: 0,
      notifications: 0,
      notified: 0,
      days: 0,
      settings: 0,
      subscriptions: 0,
    });
  });
});
