import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceReference } from '../../../domain/api/prices';
import { useTestApp } from '../../test/app';
import {
  activate,
  createAddress,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import { refreshPrices } from './price-refresh';

// The price answers are the same for everyone, so they are kept for CATALOGUE_CACHE_SECONDS
// like the public catalogue (the load measured in bench/report.md), and a SIPSA load empties
// them at once.

let clock = Date.parse('2026-11-20T15:00:00Z');
const ctx = useTestApp({ now: () => clock, env: { CATALOGUE_CACHE_SECONDS: '5' } });
const GRANADILLA = 1002019;
let buyer: Record<string, string>;
let admin: Record<string, string>;

const reference = async () =>
  (
    await ctx.app.inject({ url: `/api/v1/prices?product_id=${GRANADILLA}`, headers: buyer })
  ).json<PriceReference>();
const median = async () => (await reference()).units[0]?.national?.median ?? null;

beforeAll(async () => {
  ({ auth: buyer } = await registerAndSignIn(ctx.app));
  ({ auth: admin } = await registerAndSignInAdmin(ctx.app));
  const { auth } = await registerAndSignIn(ctx.app);
  const addressId = await createAddress(ctx.app, auth);
  for (const price of [5000, 5100, 5200, 5300, 5400]) {
    const id = await createListing(ctx.app, auth, {
      product_id: GRANADILLA,
      price,
      address_id: addressId,
    });
    await activate(ctx.app, auth, id);
  }
  await refreshPrices(ctx.app.db, clock);
});

describe('price answers kept a few seconds', () => {
  it('serves the same figures until the cache expires, then the new ones', async () => {
    expect(await median()).toBe(5200);
    // Every listing of the product 1,000 pesos dearer, as sellers' edits would leave them.
    await ctx.app.db.execute(
      sql`update listings set price = price + 1000 where product_id = ${GRANADILLA}`,
    );
    // The trigger queued the product; the background refresh rewrites the day's figures.
    await refreshPrices(ctx.app.db, clock);
    expect(await median()).toBe(5200);
    clock += 6_000;
    expect(await median()).toBe(6200);
  });

  it('a SIPSA load shows at once', async () => {
    expect((await reference()).wholesale).toEqual([]);
    const loaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/prices/sipsa',
      headers: { ...admin, 'content-type': 'text/csv' },
      payload:
        'Semana,Producto,Mercado,Precio mínimo,Precio máximo,Precio medio\n' +
        '23/11/2026,Granadilla,"Bogotá, D.C., Corabastos",4800,5600,5200\n',
    });
    expect(loaded.json()).toMatchObject({ loaded: 1 });
    expect((await reference()).wholesale).toMatchObject([{ market: 'Corabastos', mean: 5200 }]);
  });
});
