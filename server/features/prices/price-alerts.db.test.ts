import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../domain/api/notifications';
import { bogotaIsoDate } from '../../../domain/dates';
import type { PriceAlert } from '../../../domain/api/prices';
import { NOTIFICATIONS, PRICE_ALERTS } from '../../../domain/limits';
import { PRICE_MESSAGES } from '../../../domain/prices/price-messages';
import { useTestApp } from '../../test/app';
import { activate, createAddress, createListing, registerAndSignIn } from '../../test/factories';
import { moveFollowedPrices } from './price-alerts.service';
import { refreshPrices } from './price-refresh';
import type { PriceStatsRow } from './prices.queries';

// Price alerts end to end (decision 018): a person follows a product's price in a department
// through the API, sellers publish and change prices, the refresh the server runs in the
// background recomputes the figures, the notifications worker writes what it queued, and the
// person's Notificaciones shows it.

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-20T15:00:00Z');
const ctx = useTestApp({ now: () => clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });

const PAPA_PASTUSA = 1003016;
const PAPA_SABANERA = 1003022;
const PAPA_CRIOLLA = 1003009;
const PAPA_SAN_FELIX = 1003023;
const PAPA_MORASURCO = 1003013;
const BOYACA = 15;
const TUNJA = 15001;
const KG = 1;
const LIBRAS = 2;
const BULTOS = 6;

type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  auth: Auth | undefined,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload });

/** Five listings of a product in Tunja (Boyacá), one seller; answers a way to reprice them all. */
async function fiveListings(productId: number, price: number, count = 5) {
  const seller = await registerAndSignIn(ctx.app);
  const addressId = await createAddress(ctx.app, seller.auth, {
    department_id: BOYACA,
    municipalite_id: TUNJA,
  });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await createListing(ctx.app, seller.auth, {
      product_id: productId,
      price,
      size_id: KG,
      address_id: addressId,
    });
    expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
    ids.push(id);
  }
  return {
    ids,
    seller,
    async reprice(newPrice: number) {
      for (const id of ids) {
        const res = await api('POST', `/products/${id}/update/price`, seller.auth, {
          price: newPrice,
          stock: 40,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    },
  };
}

async function follow(person: Person, body: Record<string, unknown>) {
  const res = await api('POST', '/price-alerts', person.auth, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { message: string; data: PriceAlert };
}

const alertsOf = async (person: Person) => {
  const res = await api('GET', '/price-alerts', person.auth);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: PriceAlert[] }).data;
};

/** What the server does in the background: the price refresh, then the notifications worker. */
async function backgroundRun() {
  await refreshPrices(ctx.app.db, clock);
  await ctx.app.notifications.processQueue(clock);
}

async function notificationsOf(person: Person) {
  const res = await api('GET', '/notifications', person.auth);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AppNotification[] }).data;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('following a price', () => {
  let buyer: Person;
  beforeAll(async () => {
    buyer = await registerAndSignIn(ctx.app);
    await fiveListings(PAPA_SABANERA, 1500);
    await backgroundRun();
  });

  it('follows a department’s price with the median shown as its baseline, and lists it', async () => {
    const answer = await follow(buyer, {
      product_id: PAPA_SABANERA,
      department_id: BOYACA,
      size_id: KG,
    });
    expect(answer.message).toBe(PRICE_MESSAGES.alertFollowed);
    expect(answer.message).toBe(
      'Listo. Te avisaremos si el precio típico sube o baja más de 10 %.',
    );
    const expected = {
      id: answer.data.id,
      product: { id: PAPA_SABANERA, name: 'Papa sabanera', category_id: expect.any(Number) },
      department: { id: BOYACA, name: 'Boyacá' },
      unit: { id: KG, name: 'Kilogramos', abbreviation: 'kg', per_kg: true },
      baseline_median: 1500,
      median: 1500,
      created_at: expect.any(String),
    };
    expect(answer.data).toEqual(expected);
    expect(await alertsOf(buyer)).toEqual([expected]);
  });

  it('follows the whole country when no department is given (form values too)', async () => {
    const { data } = await follow(buyer, {
      product_id: String(PAPA_SABANERA),
      department_id: '',
      size_id: String(KG),
    });
    expect(data).toMatchObject({ department: null, baseline_median: 1500 });
  });

  it('refuses the same price twice with a 409', async () => {
    const res = await api('POST', '/price-alerts', buyer.auth, {
      product_id: PAPA_SABANERA,
      department_id: BOYACA,
      size_id: KG,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ya sigues este precio.');
  });

  it.each([
    [{ product_id: 999_999_999, size_id: KG }, 'product_id', PRICE_MESSAGES.unknownProduct],
    [
      { product_id: PAPA_SABANERA, size_id: KG, department_id: 98 },
      'department_id',
      PRICE_MESSAGES.unknownDepartment,
    ],
    // A libra is compared per kilogram: it never has figures of its own.
    [{ product_id: PAPA_SABANERA, size_id: LIBRAS }, 'size_id', PRICE_MESSAGES.unknownUnit],
    [{ product_id: PAPA_SABANERA, size_id: 999 }, 'size_id', PRICE_MESSAGES.unknownUnit],
    [{ product_id: PAPA_SABANERA }, 'size_id', PRICE_MESSAGES.unitRequired],
    [{ size_id: KG }, 'product_id', PRICE_MESSAGES.productRequired],
  ])('refuses %j with a Spanish 422 on its field', async (payload, field, message) => {
    const res = await api('POST', '/price-alerts', buyer.auth, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('follows a unit that is not a weight (bultos without a stated weight)', async () => {
    const { data } = await follow(buyer, { product_id: PAPA_SABANERA, size_id: BULTOS });
    expect(data).toMatchObject({
      unit: { id: BULTOS, per_kg: false },
      baseline_median: null,
      median: null,
    });
  });

  it(`follows at most ${PRICE_ALERTS.maxPerPerson} prices: a Spanish 422 beyond`, async () => {
    const person = await registerAndSignIn(ctx.app);
    for (let i = 0; i < PRICE_ALERTS.maxPerPerson; i += 1) {
      await follow(person, { product_id: 1003001 + i, size_id: KG });
    }
    const res = await api('POST', '/price-alerts', person.auth, {
      product_id: PAPA_SABANERA,
      size_id: KG,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ya sigues 20 precios. Deja de seguir uno para seguir otro.');
    expect(await alertsOf(person)).toHaveLength(PRICE_ALERTS.maxPerPerson);
    // Room again once one is left.
    const [first] = await alertsOf(person);
    expect((await api('DELETE', `/price-alerts/${first!.id}`, person.auth)).statusCode).toBe(200);
    await follow(person, { product_id: PAPA_SABANERA, size_id: KG });
  });

  it('unfollows one’s own only: someone else’s id answers 404 and changes nothing', async () => {
    const stranger = await registerAndSignIn(ctx.app);
    const [mine] = await alertsOf(buyer);
    expect(await alertsOf(stranger)).toEqual([]);
    const refused = await api('DELETE', `/price-alerts/${mine!.id}`, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No sigues ese precio.');
    expect((await alertsOf(buyer)).map((alert) => alert.id)).toContain(mine!.id);

    const removed = await api('DELETE', `/price-alerts/${mine!.id}`, buyer.auth);
    expect(removed.json()).toEqual({ message: 'Dejaste de seguir este precio.' });
    expect((await alertsOf(buyer)).map((alert) => alert.id)).not.toContain(mine!.id);
    expect((await api('DELETE', `/price-alerts/${mine!.id}`, buyer.auth)).statusCode).toBe(404);
    expect((await api('DELETE', '/price-alerts/abc', buyer.auth)).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    expect((await api('GET', '/price-alerts', undefined)).statusCode).toBe(401);
  });
});

describe('telling about a move', () => {
  let buyer: Person;
  let papa: Awaited<ReturnType<typeof fiveListings>>;
  beforeAll(async () => {
    buyer = await registerAndSignIn(ctx.app);
    papa = await fiveListings(PAPA_PASTUSA, 1600);
    await backgroundRun();
    await follow(buyer, { product_id: PAPA_PASTUSA, department_id: BOYACA, size_id: KG });
  });

  it('a move of 8 % tells nobody and keeps the baseline', async () => {
    await papa.reprice(1728); // +8 %
    await backgroundRun();
    expect(await notificationsOf(buyer)).toEqual([]);
    const [alert] = await alertsOf(buyer);
    expect(alert).toMatchObject({ baseline_median: 1600, median: 1728 });
  });

  it('a move of 12 % from the baseline queues exactly one notification and moves the baseline', async () => {
    await papa.reprice(1792); // +12 % from 1,600 (3.7 % from the 1,728 of the last refresh)
    await backgroundRun();
    const notes = await notificationsOf(buyer);
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        kind: 'price',
        title: 'Cambió un precio que sigues',
        body: 'El precio de Papa parda pastusa en Boyacá subió 12 %: ahora $ 1.792 / kg',
        listing: null,
        price: {
          product_id: PAPA_PASTUSA,
          name: 'Papa parda pastusa',
          department: { id: BOYACA, name: 'Boyacá' },
          unit: 'kg',
          median: 1792,
          previous_median: 1600,
          change: 12,
        },
        buy_request_id: null,
        harvest_id: null,
        count: 1,
        created_at: expect.any(String),
        read: false,
      },
    ]);
    expect((await alertsOf(buyer))[0]).toMatchObject({ baseline_median: 1792, median: 1792 });
    expect((await api('GET', '/notifications/unread', buyer.auth)).json()).toEqual({ unread: 1 });
  });

  it('running the refresh again, or twice at once, does not tell twice', async () => {
    await ctx.app.db.execute(
      sql`insert into price_refresh_queue (product_id) values (${PAPA_PASTUSA}) on conflict do nothing`,
    );
    await Promise.all([refreshPrices(ctx.app.db, clock), refreshPrices(ctx.app.db, clock)]);
    // The next day's full run recomputes every product too.
    clock += DAY_MS;
    await Promise.all([refreshPrices(ctx.app.db, clock), refreshPrices(ctx.app.db, clock)]);
    await ctx.app.notifications.processQueue(clock);
    expect(await notificationsOf(buyer)).toHaveLength(1);
  });

  it('a fall says bajó, for the country too', async () => {
    const national = await registerAndSignIn(ctx.app);
    await follow(national, { product_id: PAPA_PASTUSA, size_id: KG });
    await papa.reprice(1400); // −21.9 % from 1,792
    await backgroundRun();
    const [note] = await notificationsOf(national);
    expect(note).toMatchObject({
      kind: 'price',
      body: 'El precio de Papa parda pastusa en todo el país bajó 21,9 %: ahora $ 1.400 / kg',
      price: { department: null, change: -21.9 },
    });
    expect(await notificationsOf(buyer)).toHaveLength(2);
  });

  it('a price followed after the figures moved starts from the new median', async () => {
    const late = await registerAndSignIn(ctx.app);
    const { data } = await follow(late, {
      product_id: PAPA_PASTUSA,
      department_id: BOYACA,
      size_id: KG,
    });
    expect(data.baseline_median).toBe(1400);
    await ctx.app.db.execute(
      sql`insert into price_refresh_queue (product_id) values (${PAPA_PASTUSA}) on conflict do nothing`,
    );
    await backgroundRun();
    expect(await notificationsOf(late)).toEqual([]);
  });
});

describe('several server processes', () => {
  it('two refreshes writing the same new figures at once queue one notification', async () => {
    const PAPA_TOCANA = 1003027;
    const person = await registerAndSignIn(ctx.app);
    await follow(person, { product_id: PAPA_TOCANA, size_id: KG });
    const figures = (median: number) =>
      [{ productId: PAPA_TOCANA, sizeId: KG, departmentId: 0, median }] as PriceStatsRow[];
    const write = (median: number) =>
      ctx.app.db.transaction((tx) => moveFollowedPrices(tx, [PAPA_TOCANA], figures(median)));
    expect(await write(1000)).toBe(0); // the first figure: the baseline, silently
    // Each in its own transaction, as two servers' refreshes would be: the second waits for
    // the first's lock on the alerts, then finds the baseline moved.
    expect((await Promise.all([write(1200), write(1200)])).sort()).toEqual([0, 1]);
    await ctx.app.notifications.processQueue(clock);
    expect((await notificationsOf(person)).map((note) => note.body)).toEqual([
      'El precio de Papa tocana en todo el país subió 20 %: ahora $ 1.200 / kg',
    ]);
  });
});

describe('a price without figures yet', () => {
  it('takes its first median as the baseline without telling, then tells about moves from it', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const criolla = await fiveListings(PAPA_CRIOLLA, 3000, 4);
    await backgroundRun();
    const { data } = await follow(buyer, {
      product_id: PAPA_CRIOLLA,
      department_id: BOYACA,
      size_id: KG,
    });
    expect(data).toMatchObject({ baseline_median: null, median: null }); // 'Pocos datos'

    // A fifth listing: the figures appear.
    const addressId = await createAddress(ctx.app, criolla.seller.auth, {
      department_id: BOYACA,
      municipalite_id: TUNJA,
    });
    const fifth = await createListing(ctx.app, criolla.seller.auth, {
      product_id: PAPA_CRIOLLA,
      price: 3000,
      size_id: KG,
      address_id: addressId,
    });
    await activate(ctx.app, criolla.seller.auth, fifth);
    await backgroundRun();
    expect(await notificationsOf(buyer)).toEqual([]);
    expect((await alertsOf(buyer))[0]).toMatchObject({ baseline_median: 3000, median: 3000 });

    criolla.ids.push(fifth);
    await criolla.reprice(3500); // +16.7 %
    await backgroundRun();
    const notes = await notificationsOf(buyer);
    expect(notes.map((note) => note.body)).toEqual([
      'El precio de Papa criolla limpia en Boyacá subió 16,7 %: ahora $ 3.500 / kg',
    ]);
  });
});

describe('the daily cap', () => {
  it(`shares the ${NOTIFICATIONS.maxListingNotificationsPerDay} a day with listings: beyond it, the digest counts the price move`, async () => {
    clock += DAY_MS;
    const buyer = await registerAndSignIn(ctx.app);
    const sanFelix = await fiveListings(PAPA_SAN_FELIX, 2000);
    await backgroundRun();
    await follow(buyer, { product_id: PAPA_SAN_FELIX, department_id: BOYACA, size_id: KG });
    // The person was already told about five listings today.
    await ctx.app.db.execute(
      sql`insert into notification_days (user_id, day, matched) values (${buyer.id}, ${bogotaIsoDate(clock)}, ${NOTIFICATIONS.maxListingNotificationsPerDay})`,
    );
    await sanFelix.reprice(2500);
    await backgroundRun();
    expect(await notificationsOf(buyer)).toEqual([
      expect.objectContaining({
        kind: 'digest',
        title: 'Más cambios en los precios que sigues',
        body: '1 cambio más en los precios que sigues hoy',
        count: 1,
        price: null,
      }),
    ]);
    // The baseline moved all the same: the same figures tell nothing more.
    expect((await alertsOf(buyer))[0]).toMatchObject({ baseline_median: 2500 });
  });
});

describe('deleting the account', () => {
  it('deletes the followed prices and queued moves with it', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const morasurco = await fiveListings(PAPA_MORASURCO, 1000);
    await refreshPrices(ctx.app.db, clock);
    await follow(buyer, { product_id: PAPA_MORASURCO, department_id: BOYACA, size_id: KG });
    await follow(buyer, { product_id: PAPA_MORASURCO, size_id: KG });
    // Two moves queued, not yet written when the account goes.
    await morasurco.reprice(1500);
    await refreshPrices(ctx.app.db, clock);
    const [queued] = rowsOf<{ n: number }>(
      await ctx.app.db.execute(
        sql`select count(*)::int as n from price_notification_jobs where user_id = ${buyer.id}`,
      ),
    );
    expect(queued).toEqual({ n: 2 });
    const res = await api('DELETE', '/users/delete', buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const [left] = rowsOf<{ alerts: number; jobs: number }>(
      await ctx.app.db.execute(sql`
        select
          (select count(*) from price_alerts where user_id = ${buyer.id})::int as alerts,
          (select count(*) from price_notification_jobs where user_id = ${buyer.id})::int as jobs`),
    );
    expect(left).toEqual({ alerts: 0, jobs: 0 });
  });
});
