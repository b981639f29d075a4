import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import {
  activate,
  CATALOGUE,
  createAddress,
  createListing,
  registerAndSignIn,
} from '../../test/factories';

const ctx = useTestApp();

const get = (url: string, auth: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: auth });
const post = (url: string, auth: Record<string, string>, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const detail = async (id: number, auth: Record<string, string> = {}) =>
  (await get(`/api/v1/products/${id}`, auth)).json().data;

describe('publishing a listing (POST /products)', () => {
  it('answers the new id and starts inactive, out of the catalogue', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const listing = await detail(id, seller.auth);
    expect(listing).toMatchObject({
      id,
      name: 'Plátano hartón verde',
      is_active: false,
      status: 'inactive',
    });
    const catalogue = (await get('/api/v1/products?pagination=100&sort=price_desc')).json().data;
    expect(catalogue.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it.each([
    [{ price: -5 }, 'price', 'Escribe solo números, sin puntos ni comas.'],
    [{ price: '12.000' }, 'price', 'Escribe solo números, sin puntos ni comas.'],
    [{ price: 2.5 }, 'price', 'Escribe solo números, sin puntos ni comas.'],
    [{ stock: '' }, 'stock', 'Requerido'],
    [{ product_id: '' }, 'product_id', 'Debes escoger un producto desde el buscador'],
    [
      { description: 'x'.repeat(501) },
      'description',
      'La descripción puede tener hasta 500 caracteres.',
    ],
  ])('refuses %j with "%s: %s"', async (change, field, message) => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const res = await post('/api/v1/products', seller.auth, {
      product_id: CATALOGUE.platano,
      price: 1000,
      stock: 1,
      size_id: 1,
      address_id: addressId,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses a catalogue product, unit or address that does not exist, and another seller’s address', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const own = await createAddress(ctx.app, seller.auth);
    const foreign = await createAddress(ctx.app, other.auth);
    const base = {
      product_id: CATALOGUE.platano,
      price: 1000,
      stock: 1,
      size_id: 1,
      address_id: own,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { product_id: 999999999 },
        'product_id',
        'Ese producto no está en el catálogo. Escógelo desde el buscador.',
      ],
      [{ size_id: 9999 }, 'size_id', 'Escoge una unidad de la lista.'],
      [{ address_id: 9999999 }, 'address_id', 'Escoge una de tus direcciones guardadas.'],
      [{ address_id: foreign }, 'address_id', 'Escoge una de tus direcciones guardadas.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post('/api/v1/products', seller.auth, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('needs a session', async () => {
    expect((await post('/api/v1/products', {}, { product_id: 1 })).statusCode).toBe(401);
  });
});

describe('the 5 active listings limit', () => {
  it('refuses a sixth activation with the spec message', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(await createListing(ctx.app, seller.auth, { address_id: addressId }));
    for (const id of ids.slice(0, 5))
      expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
    const sixth = await activate(ctx.app, seller.auth, ids[5]!);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(
      'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.',
    );
    // Deactivating one frees a place.
    await activate(ctx.app, seller.auth, ids[0]!, false);
    expect((await activate(ctx.app, seller.auth, ids[5]!)).statusCode).toBe(200);
  });

  it('holds when six activations arrive at the same moment', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(await createListing(ctx.app, seller.auth, { address_id: addressId }));
    const results = await Promise.all(ids.map((id) => activate(ctx.app, seller.auth, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(1);
    const mine = (await get('/api/v1/products/my', seller.auth)).json().meta.counts;
    expect(mine).toEqual({ all: 6, active: 5, inactive: 1, sold: 0 });
  });

  it('also applies through POST /products/{id} with is_active', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(await createListing(ctx.app, seller.auth, { address_id: addressId }));
    for (const id of ids.slice(0, 5))
      await post(`/api/v1/products/${id}`, seller.auth, { is_active: true });
    expect(
      (await post(`/api/v1/products/${ids[5]}`, seller.auth, { is_active: 'true' })).statusCode,
    ).toBe(409);
  });
});

describe('sold is final', () => {
  it('takes the listing out of the catalogue and refuses activation and changes afterwards', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    await activate(ctx.app, seller.auth, id);
    const sold = await get(`/api/v1/products/${id}/mark_as_sold`, seller.auth);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data).toMatchObject({
      status: 'sold',
      is_active: false,
      mark_as_sold_at: expect.any(String),
    });
    expect(await detail(id, seller.auth)).toMatchObject({ mark_as_sold: true, status: 'sold' });
    const again = await activate(ctx.app, seller.auth, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Este producto ya se vendió: no se puede activar ni cambiar.',
    );
    expect(
      (await post(`/api/v1/products/${id}/update/price`, seller.auth, { price: 1 })).statusCode,
    ).toBe(409);
    // Marking it sold twice changes nothing and is not an error.
    expect((await post(`/api/v1/products/${id}/mark_as_sold`, seller.auth)).statusCode).toBe(200);
  });
});

describe('price history and trend', () => {
  it('keeps the previous price on every change, so the detail can show the trend', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth, { price: 2000 });
    expect(await detail(id)).toMatchObject({ price: 2000, price_last: null, previous_price: null });
    await post(`/api/v1/products/${id}/update/price`, seller.auth, { price: 2400, stock: 30 });
    expect(await detail(id)).toMatchObject({ price: 2400, price_last: 2000, stock: 30 });
    await post(`/api/v1/products/${id}`, seller.auth, { price: '2100' });
    expect(await detail(id)).toMatchObject({ price: 2100, price_last: 2400 });
    // Changing only the stock keeps the last price change.
    await post(`/api/v1/products/${id}/update/price`, seller.auth, { stock: 10 });
    expect(await detail(id)).toMatchObject({ price: 2100, price_last: 2400, stock: 10 });
  });

  it('refuses an update with nothing to change', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const res = await post(`/api/v1/products/${id}`, seller.auth, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Cambia al menos un campo (precio, cantidad o descripción).');
  });
});

describe('ownership', () => {
  it('lets nobody else change a listing: 404 and nothing changes', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const intruder = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth, { price: 5000 });
    const intruderAddress = await createAddress(ctx.app, intruder.auth);
    const attempts = [
      post(`/api/v1/products/${id}`, intruder.auth, { price: 1 }),
      post(`/api/v1/products/${id}/update/price`, intruder.auth, { price: 1 }),
      post(`/api/v1/products/${id}/active`, intruder.auth, { is_active: true }),
      post(`/api/v1/products/${id}/mark_as_sold`, intruder.auth),
      get(`/api/v1/products/${id}/address/${intruderAddress}/assigned`, intruder.auth),
      post(`/api/v1/products/${id}/images/1/delete`, intruder.auth),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect(await detail(id, seller.auth)).toMatchObject({
      price: 5000,
      status: 'inactive',
      is_active: false,
    });
  });

  it('refuses the calls without a session', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    for (const res of await Promise.all([
      post(`/api/v1/products/${id}`, {}, { price: 1 }),
      post(`/api/v1/products/${id}/active`, {}, { is_active: true }),
      post(`/api/v1/products/${id}/mark_as_sold`, {}),
      get('/api/v1/products/my'),
    ])) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('moves a listing only to an address of its own seller', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const second = await createAddress(ctx.app, seller.auth, {
      name: 'Bodega',
      department_id: 76,
      municipalite_id: 76001,
    });
    const foreign = await createAddress(ctx.app, other.auth);
    expect(
      (await get(`/api/v1/products/${id}/address/${foreign}/assigned`, seller.auth)).statusCode,
    ).toBe(422);
    expect(
      (await get(`/api/v1/products/${id}/address/${second}/assigned`, seller.auth)).statusCode,
    ).toBe(200);
    expect((await detail(id)).address).toMatchObject({
      id: second,
      municipality: 'Santiago de Cali',
    });
  });

  it('keeps an address a listing uses: deleting it answers the spec message', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    await createListing(ctx.app, seller.auth, { address_id: addressId });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/address/${addressId}`,
      headers: seller.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta dirección ya la tiene un producto');
  });
});

describe('the catalogue (GET /products)', () => {
  it('lists only active, unsold listings, by category, price and text, with page data', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const tag = `lote${Date.now()}`;
    const make = async (price: number, active = true) => {
      const id = await createListing(ctx.app, seller.auth, {
        address_id: addressId,
        price,
        description: `${tag} ${price}`,
      });
      if (active) await activate(ctx.app, seller.auth, id);
      return id;
    };
    const cheap = await make(1000);
    const mid = await make(3000);
    const dear = await make(9000);
    await make(500, false);
    const query = (params: string) =>
      get(`/api/v1/products?q=${tag}&${params}`).then((r) => r.json());

    const ascending = await query('sort=price_asc');
    expect(ascending.data.map((l: { id: number }) => l.id)).toEqual([cheap, mid, dear]);
    expect(ascending.meta).toEqual({
      page: 1,
      pagination: 12,
      total: 3,
      last_page: 1,
      total_is_exact: true,
    });
    expect((await query('sort=price_desc')).data.map((l: { id: number }) => l.id)).toEqual([
      dear,
      mid,
      cheap,
    ]);
    expect(
      (await query('sort=price_asc&max_price=3000')).data.map((l: { id: number }) => l.id),
    ).toEqual([cheap, mid]);
    expect((await query('sort=price_asc&category=10')).meta.total).toBe(3);
    expect((await query('sort=price_asc&category=2')).meta.total).toBe(0);
    const page2 = await query('sort=price_asc&pagination=2&page=2');
    expect(page2.data.map((l: { id: number }) => l.id)).toEqual([dear]);
    expect(page2.meta).toMatchObject({ total: 3, last_page: 2 });
    expect((await query('sort=random')).meta.total).toBe(3);
  });

  it('finds listings by the product name without accents ("platano")', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    await activate(ctx.app, seller.auth, id);
    const found = (await get('/api/v1/products?q=platano%20harton&pagination=100')).json();
    expect(found.data.map((l: { id: number }) => l.id)).toContain(id);
  });

  it('answers card fields: name, unit, place and category', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth, { description: 'unico-campo-card' });
    await activate(ctx.app, seller.auth, id);
    const [card] = (await get('/api/v1/products?q=unico-campo-card')).json().data;
    expect(card).toMatchObject({
      id,
      product_user_id: id,
      name: 'Plátano hartón verde',
      size: 'kg',
      unit_name: 'Kilogramos',
      municipality: 'Medellín',
      department: 'Antioquia',
      category: { id: 10, name: 'Mercado' },
      image: null,
      status: 'active',
    });
  });

  it('refuses a max price with dots and a bad sort', async () => {
    expect((await get('/api/v1/products?max_price=1.000')).statusCode).toBe(422);
    expect((await get('/api/v1/products?sort=cheapest')).statusCode).toBe(422);
  });
});

describe('the detail (GET /products/{id})', () => {
  it('shows the address, the municipality point and the seller, with the phone only to signed-in people', async () => {
    const seller = await registerAndSignIn(ctx.app, { name: 'Marta Lucía Ríos' });
    const addressId = await createAddress(ctx.app, seller.auth, {
      vereda: 'Santa Elena',
      address: 'Finca El Mirador',
    });
    const id = await createListing(ctx.app, seller.auth, { address_id: addressId });
    const buyer = await registerAndSignIn(ctx.app);
    const seen = await detail(id, buyer.auth);
    expect(seen).toMatchObject({
      address: {
        country: 'Colombia',
        department: 'Antioquia',
        municipality: 'Medellín',
        address: 'Finca El Mirador',
        vereda: 'Santa Elena',
      },
      latitude: 6.246631,
      longitude: -75.581775,
      provider: { name: 'Marta Lucía Ríos', phone: seller.phone, country_code: '57' },
      is_owner: false,
      images: [],
    });
    expect((await detail(id)).provider.phone).toBeNull();
    expect((await detail(id, seller.auth)).is_owner).toBe(true);
  });

  it("names the seller's rating over their listings and up to 4 of their other listings on offer", async () => {
    const seller = await registerAndSignIn(ctx.app, { name: 'Ana Milena Toro' });
    const addressId = await createAddress(ctx.app, seller.auth);
    const make = async (active = true) => {
      const id = await createListing(ctx.app, seller.auth, { address_id: addressId });
      if (active) await activate(ctx.app, seller.auth, id);
      return id;
    };
    const shown = await make();
    const reviewed = await make();
    const others = [await make(), await make(), await make()];
    const paused = await make(false);
    const buyer = await registerAndSignIn(ctx.app);
    const contacted = await post(`/api/v1/products/${reviewed}/contact`, buyer.auth, {
      channel: 'whatsapp',
    });
    expect(contacted.statusCode).toBe(201);
    const rated = await post(`/api/v1/products/${reviewed}/rating`, buyer.auth, {
      voto: 4,
      body: 'Buen producto',
    });
    expect(rated.statusCode, rated.body).toBe(201);

    for (const auth of [{}, buyer.auth]) {
      const { provider, rating } = await detail(shown, auth);
      expect(rating).toMatchObject({ avg: 0, count: 0 });
      expect(provider.rating).toEqual({ avg: 4, count: 1 });
      // Newest first, not this one, none paused: 4 of the 5 others.
      expect(provider.listings.map((l: { id: number }) => l.id)).toEqual(
        [...others].reverse().concat(reviewed),
      );
      expect(provider.listings.map((l: { id: number }) => l.id)).not.toContain(paused);
      expect(provider.listings[0]).toEqual({
        id: others[2],
        name: 'Plátano hartón verde',
        price: 2500,
        size: 'kg',
        image: null,
        image_srcset: null,
        municipality: 'Medellín',
        department: 'Antioquia',
      });
    }
  });

  it('answers 404 in Spanish for a listing that does not exist', async () => {
    const res = await get('/api/v1/products/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Producto no encontrado.');
  });
});

describe('My products (GET /products/my)', () => {
  it('pages the seller’s own listings by 12 and counts them per filter', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const ids = [];
    for (let i = 0; i < 14; i++)
      ids.push(await createListing(ctx.app, seller.auth, { address_id: addressId }));
    await activate(ctx.app, seller.auth, ids[0]!);
    await activate(ctx.app, seller.auth, ids[1]!);
    await post(`/api/v1/products/${ids[1]}/mark_as_sold`, seller.auth);
    const first = (await get('/api/v1/products/my', seller.auth)).json();
    expect(first.data).toHaveLength(12);
    expect(first.meta).toMatchObject({
      page: 1,
      pagination: 12,
      total: 14,
      last_page: 2,
      max_active: 5,
    });
    expect(first.meta.counts).toEqual({ all: 14, active: 1, inactive: 12, sold: 1 });
    const active = (await get('/api/v1/products/my?status=active', seller.auth)).json();
    expect(active.data.map((l: { id: number }) => l.id)).toEqual([ids[0]]);
    const other = await registerAndSignIn(ctx.app);
    expect((await get('/api/v1/products/my', other.auth)).json().data).toEqual([]);
  });

  it('a listing a moderator hid is not counted nor listed as active, and sold ones have their own filter', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth);
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await createListing(ctx.app, seller.auth, { address_id: addressId }));
    for (const id of ids) await activate(ctx.app, seller.auth, id);
    await post(`/api/v1/products/${ids[2]}/mark_as_sold`, seller.auth);
    await ctx.app.db
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: 'La foto no corresponde.' })
      .where(eq(listings.id, ids[1]!));

    const mine = (status: string) =>
      get(`/api/v1/products/my?status=${status}`, seller.auth).then((res) => res.json());
    expect((await mine('all')).meta.counts).toEqual({ all: 3, active: 1, inactive: 1, sold: 1 });
    expect((await mine('active')).data.map((l: { id: number }) => l.id)).toEqual([ids[0]]);
    expect((await mine('inactive')).data).toMatchObject([{ id: ids[1], status: 'hidden' }]);
    expect((await mine('sold')).data).toMatchObject([{ id: ids[2], status: 'sold' }]);
  });
});

describe('catalogue counting', () => {
  it('counts only a few pages ahead in a big result and says the total is not exact', async () => {
    const tag = `conteo${Date.now()}`;
    for (let s = 0; s < 3; s++) {
      const seller = await registerAndSignIn(ctx.app);
      const addressId = await createAddress(ctx.app, seller.auth);
      for (let i = 0; i < 4; i++) {
        const id = await createListing(ctx.app, seller.auth, {
          address_id: addressId,
          description: tag,
        });
        await activate(ctx.app, seller.auth, id);
      }
    }
    const near = (await get(`/api/v1/products?q=${tag}&pagination=1&page=1`)).json().meta;
    expect(near).toMatchObject({ total: 10, last_page: 10, total_is_exact: false });
    const far = (await get(`/api/v1/products?q=${tag}&pagination=5&page=2`)).json().meta;
    expect(far).toMatchObject({ total: 12, last_page: 3, total_is_exact: true });
  });
});
