import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceReference, PriceSummaryItem } from '../../../domain/api/prices';
import { priceRefreshQueue, sipsaPrices } from '../../db/schema';
import { useTestApp } from '../../test/app';
import {
  activate,
  createAddress,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import { refreshPrices } from './price-refresh';

// The price reference end to end: listings published and changed through the API, the figures
// computed by the refresh the server runs in the background, read through the API. Expected
// figures are computed by hand (domain/prices/price-statistics.test.ts shows the arithmetic).

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-20T15:00:00Z');
const ctx = useTestApp({ now: () => clock });

const AGUACATE_HASS = 1002002;
const TOMATE_CHONTO = 1001065;
const MORA = 1002059;
const PAPA_BETINA = 1003006;
const CEBOLLA_JUNCA = 1001027;
const ANTIOQUIA = 5;
const HUILA = 41;
const SIZE = { kg: 1, arroba: 5, bulto: 6, racimo: 12 };

type Auth = Record<string, string>;
const sellers: { auth: Auth; addressId: number; active: number }[] = [];

/** A seller with room for one more active listing in Antioquia (Medellín), or in Huila. */
async function sellerWithRoom(huila = false) {
  let seller = sellers.find((s) => s.active < 5 && s.addressId < 0 === huila);
  if (!seller) {
    const { auth } = await registerAndSignIn(ctx.app);
    const addressId = huila
      ? await createAddress(ctx.app, auth, { department_id: HUILA, municipalite_id: 41551 })
      : await createAddress(ctx.app, auth);
    seller = { auth, addressId: huila ? -addressId : addressId, active: 0 };
    sellers.push(seller);
  }
  return seller;
}

/** Publishes and activates a listing; answers its id and its seller's session. */
async function offer(productId: number, price: number, fields: Record<string, unknown> = {}) {
  const seller = await sellerWithRoom(fields.huila === true);
  const { huila: _huila, ...rest } = fields;
  const id = await createListing(ctx.app, seller.auth, {
    product_id: productId,
    price,
    size_id: SIZE.kg,
    address_id: Math.abs(seller.addressId),
    ...rest,
  });
  expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
  seller.active += 1;
  return { id, auth: seller.auth };
}

let buyer: Auth;
const reference = async (productId: number, departmentId?: number) => {
  const query = departmentId ? `&department_id=${departmentId}` : '';
  const res = await ctx.app.inject({
    url: `/api/v1/prices?product_id=${productId}${query}`,
    headers: buyer,
  });
  expect(res.statusCode).toBe(200);
  return res.json<PriceReference>();
};
const unitOf = (answer: PriceReference, sizeId: number) =>
  answer.units.find((u) => u.unit.id === sizeId);

beforeAll(async () => {
  ({ auth: buyer } = await registerAndSignIn(ctx.app));
});

describe('figures from our listings', () => {
  it('median, quartiles, range and count, leaving out an outlier beyond 3 × IQR', async () => {
    for (const price of [1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 9000]) {
      await offer(AGUACATE_HASS, price);
    }
    await refreshPrices(ctx.app.db, clock);
    const answer = await reference(AGUACATE_HASS, ANTIOQUIA);
    expect(answer.product).toMatchObject({ id: AGUACATE_HASS, name: 'Aguacate Hass' });
    expect(answer.department).toEqual({ id: ANTIOQUIA, name: 'Antioquia' });
    const perKg = unitOf(answer, SIZE.kg)!;
    expect(perKg.unit).toMatchObject({ id: 1, per_kg: true });
    const expected = {
      day: '2026-11-20',
      listing_count: 8,
      outliers: 1,
      median: 1350,
      p25: 1175,
      p75: 1525,
      min: 1000,
      max: 1700,
      change_30d: null,
    };
    expect(perKg.department).toEqual(expected);
    expect(perKg.national).toEqual(expected);
    expect(perKg.history).toEqual([{ day: '2026-11-20', median: 1350 }]);
  });

  it('publishes no figure from fewer than five listings', async () => {
    for (const price of [3000, 3100, 3200, 3300]) await offer(MORA, price);
    await refreshPrices(ctx.app.db, clock);
    const perKg = unitOf(await reference(MORA), SIZE.kg)!;
    expect(perKg.national).toMatchObject({ listing_count: 4, median: null, p25: null, max: null });
  });

  it('weights compare per kg; a bulto only with its stated weight; a racimo with racimos', async () => {
    // Per kg: 2000, 2100, 2200 (kg), 2400 (an arroba of 12.5 kg at 30,000), 2000 (a bulto of
    // 50 kg at 100,000) → median 2100. The bulto without a weight stays a bulto.
    for (const price of [2000, 2100, 2200]) await offer(TOMATE_CHONTO, price);
    await offer(TOMATE_CHONTO, 30_000, { size_id: SIZE.arroba });
    await offer(TOMATE_CHONTO, 100_000, { size_id: SIZE.bulto, unit_weight_kg: 50 });
    await offer(TOMATE_CHONTO, 90_000, { size_id: SIZE.bulto });
    await refreshPrices(ctx.app.db, clock);
    const answer = await reference(TOMATE_CHONTO);
    expect(unitOf(answer, SIZE.kg)!.national).toMatchObject({
      listing_count: 5,
      median: 2100,
      min: 2000,
      max: 2400,
    });
    expect(unitOf(answer, SIZE.bulto)!.national).toMatchObject({ listing_count: 1, median: null });
  });

  it('a weight is refused for units that are not sold by the bulto', async () => {
    const seller = await sellerWithRoom();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: seller.auth,
      payload: {
        product_id: TOMATE_CHONTO,
        price: 30_000,
        stock: 5,
        size_id: SIZE.racimo,
        unit_weight_kg: 20,
        address_id: seller.addressId,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.unit_weight_kg).toEqual([
      'El peso solo se indica para bultos, cargas, sacos, canastillas o cajas.',
    ]);
    const tooHeavy = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: seller.auth,
      payload: {
        product_id: TOMATE_CHONTO,
        price: 30_000,
        stock: 5,
        size_id: SIZE.bulto,
        unit_weight_kg: 5000,
        address_id: seller.addressId,
      },
    });
    expect(tooHeavy.statusCode).toBe(422);
    expect(tooHeavy.json().errors.unit_weight_kg).toEqual([
      'Escribe el peso en kilos, entre 0,1 y 2.000.',
    ]);
  });

  it('a change to a listing queues its product; departments are figured apart', async () => {
    const inHuila: { id: number; auth: Auth }[] = [];
    for (const price of [1800, 1900, 2000, 2100, 2200]) {
      inHuila.push(await offer(CEBOLLA_JUNCA, price, { huila: true }));
    }
    await refreshPrices(ctx.app.db, clock);
    expect((await reference(CEBOLLA_JUNCA, HUILA)).units[0]!.department?.median).toBe(2000);
    expect((await reference(CEBOLLA_JUNCA, ANTIOQUIA)).units[0]!.department).toBeNull();

    // Deactivating one drops it below the floor; the trigger queued the product.
    const [first] = inHuila;
    await activate(ctx.app, first!.auth, first!.id, false);
    const [queued] = await ctx.app.db
      .select({ n: count() })
      .from(priceRefreshQueue)
      .where(eq(priceRefreshQueue.productId, CEBOLLA_JUNCA));
    expect(queued!.n).toBe(1);
    await refreshPrices(ctx.app.db, clock);
    expect((await reference(CEBOLLA_JUNCA, HUILA)).units[0]!.department).toMatchObject({
      listing_count: 4,
      median: null,
    });

    // Sold within 30 days still counts.
    await activate(ctx.app, first!.auth, first!.id, true);
    const sold = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${inHuila[1]!.id}/mark_as_sold`,
      headers: inHuila[1]!.auth,
    });
    expect(sold.statusCode).toBeLessThan(300);
    await refreshPrices(ctx.app.db, clock);
    expect((await reference(CEBOLLA_JUNCA, HUILA)).units[0]!.department?.listing_count).toBe(5);
  });

  it('keeps a line of daily medians and the change against 30 days before', async () => {
    const start = clock;
    try {
      for (let day = 1; day <= 30; day += 1) {
        clock = start + day * DAY_MS;
        await refreshPrices(ctx.app.db, clock);
      }
      const answer = await reference(AGUACATE_HASS, ANTIOQUIA);
      const perKg = unitOf(answer, SIZE.kg)!;
      expect(perKg.history).toHaveLength(31);
      expect(perKg.department).toMatchObject({ day: '2026-12-20', change_30d: 0 });
    } finally {
      clock = start;
    }
  });
});

describe('GET /prices/summary', () => {
  const summary = (query: string) =>
    ctx.app.inject({ url: `/api/v1/prices/summary?${query}`, headers: buyer });

  it('lists products with figures, by words without accents, category and department', async () => {
    const all = (await summary('')).json();
    const names = all.data.map((item: { product: { name: string } }) => item.product.name);
    expect(names).toEqual(expect.arrayContaining(['Aguacate Hass', 'Tomate chonto']));
    const aguacate = (await summary('q=AGUACATE%20hass&department_id=5')).json();
    expect(aguacate.data).toHaveLength(1);
    expect(aguacate.data[0]).toMatchObject({
      product: { id: AGUACATE_HASS },
      unit: { id: 1, per_kg: true },
      figures: { median: 1350, listing_count: 8 },
    });
    const huila = (await summary('department_id=41')).json<{ data: PriceSummaryItem[] }>();
    expect(huila.data.map((item) => item.product.id)).toEqual([CEBOLLA_JUNCA]);
  });

  it('refuses bad input in Spanish and asks for a session', async () => {
    const long = await summary(`q=${'a'.repeat(300)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('Escribe máximo 100 caracteres para buscar.');
    const department = await summary('department_id=98');
    expect(department.statusCode).toBe(422);
    expect(department.json().message).toBe('No encontramos ese departamento.');
    const product = await ctx.app.inject({ url: '/api/v1/prices?product_id=999', headers: buyer });
    expect(product.statusCode).toBe(404);
    expect(product.json().message).toBe('No encontramos ese producto del catálogo.');
    const noProduct = await ctx.app.inject({ url: '/api/v1/prices', headers: buyer });
    expect(noProduct.statusCode).toBe(422);
    const signedOut = await ctx.app.inject({ url: '/api/v1/prices/summary' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('SIPSA wholesale prices', () => {
  const fixture = (name: string) =>
    readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
  let admin: Auth;
  beforeAll(async () => {
    ({ auth: admin } = await registerAndSignInAdmin(ctx.app));
  });
  const load = (body: string, auth: Auth = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/prices/sipsa',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: body,
    });
  const stored = async () => (await ctx.app.db.select({ n: count() }).from(sipsaPrices))[0]!.n;

  it('loads the weekly annex, reports unmapped and unusable rows, and a second load changes nothing', async () => {
    const first = await load(fixture('sipsa-semanal.csv'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      loaded: 6,
      unchanged: 0,
      unmapped: [{ line: 8, product: 'Fruta de la pasión morada' }],
      skipped: [{ line: 9, reason: 'precio no disponible' }],
    });
    const again = await load(fixture('sipsa-semanal.csv'));
    expect(again.json()).toMatchObject({ loaded: 0, unchanged: 6 });
    expect(await stored()).toBe(6);

    const answer = await reference(AGUACATE_HASS);
    expect(answer.wholesale).toEqual([
      {
        city: 'Bogotá, D.C.',
        market: 'Corabastos',
        period: 'semana',
        day: '2026-11-16',
        min: 6800,
        max: 8200,
        mean: 7450,
      },
      {
        city: 'Medellín',
        market: 'Central Mayorista de Antioquia',
        period: 'semana',
        day: '2026-11-16',
        min: 6500,
        max: 7900,
        mean: 7100,
      },
    ]);
  });

  it('loads the daily annex (semicolons, one price per kilogram)', async () => {
    const res = await load(fixture('sipsa-diario.csv'));
    expect(res.json()).toMatchObject({ loaded: 3, unmapped: [], skipped: [] });
    const papa = await reference(PAPA_BETINA);
    expect(papa.wholesale).toContainEqual(
      expect.objectContaining({
        period: 'dia',
        day: '2026-11-24',
        min: 1300,
        max: 1300,
        mean: 1300,
      }),
    );
  });

  it('a file it cannot read is refused whole, with a clear message', async () => {
    const before = await stored();
    const bad = await load('nombre,valor\npapa,12\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^No reconocemos el formato del archivo/);
    expect((await load('')).statusCode).toBe(422);
    expect(await stored()).toBe(before);
  });

  it('only an admin loads prices', async () => {
    expect((await load(fixture('sipsa-semanal.csv'), buyer)).statusCode).toBe(403);
    expect((await load(fixture('sipsa-semanal.csv'), {})).statusCode).toBe(401);
  });
});
