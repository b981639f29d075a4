import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { activate, createListing, registerAndSignIn } from '../../test/factories';

const ctx = useTestApp();

async function listingWithBuyer() {
  const seller = await registerAndSignIn(ctx.app, { name: 'Héctor Suárez' });
  const id = await createListing(ctx.app, seller.auth);
  await activate(ctx.app, seller.auth, id);
  const buyer = await registerAndSignIn(ctx.app, { name: 'Claudia Patiño' });
  return { seller, buyer, id };
}
const contact = (auth: Record<string, string>, id: number, channel = 'whatsapp') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/contact`,
    headers: auth,
    payload: { channel },
  });
const rate = (auth: Record<string, string>, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/products/${id}/rating`, headers: auth, payload });

describe('reviews', () => {
  it('refuses a review before the buyer contacted the seller', async () => {
    const { buyer, id } = await listingWithBuyer();
    const res = await rate(buyer.auth, id, { voto: 4, body: 'Buen plátano' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Primero contáctanos por WhatsApp desde el botón del producto.',
    );
  });

  it('accepts one review after a contact and shows it with the summary', async () => {
    const { buyer, id } = await listingWithBuyer();
    expect((await contact(buyer.auth, id)).statusCode).toBe(201);
    const res = await rate(buyer.auth, id, {
      voto: '4.5',
      body: '  Llegó fresco y bien pesado.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: {
        voto: 4.5,
        body: 'Llegó fresco y bien pesado.',
        user: { name: 'Claudia Patiño', avatar: null },
      },
      summary: { avg: 4.5, count: 1, comments: 1 },
    });
    const list = (await ctx.app.inject(`/api/v1/products/${id}/ratings`)).json();
    expect(list.data).toHaveLength(1);
    const detail = (
      await ctx.app.inject({ url: `/api/v1/products/${id}`, headers: buyer.auth })
    ).json().data;
    expect(detail.rating).toEqual({ avg: 4.5, count: 1, comments: 1 });
    expect(detail.viewer).toEqual({ contacted: true, reviewed: true });
  });

  it('refuses a second review by the same person with a message the client recognises', async () => {
    const { buyer, id } = await listingWithBuyer();
    await contact(buyer.auth, id);
    await rate(buyer.auth, id, { voto: 5, body: 'Excelente' });
    const second = await rate(buyer.auth, id, { voto: 1, body: 'Cambié de opinión' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya enviaste una opinión para este producto.');
  });

  it('lets nobody review their own listing', async () => {
    const { seller, id } = await listingWithBuyer();
    const recorded = await contact(seller.auth, id);
    expect(recorded.json().recorded).toBe(false);
    const res = await rate(seller.auth, id, { voto: 5, body: 'El mejor' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No puedes opinar sobre tu propio producto.');
  });

  it.each([
    [{ voto: 'cinco', body: 'x' }, "El campo 'voto' debe ser numérico."],
    [{ voto: 0, body: 'x' }, "El campo 'voto' debe estar entre 0.5 y 5 en pasos de 0.5"],
    [{ voto: 5.5, body: 'x' }, "El campo 'voto' debe estar entre 0.5 y 5 en pasos de 0.5"],
    [{ voto: 3.3, body: 'x' }, "El campo 'voto' debe estar entre 0.5 y 5 en pasos de 0.5"],
    [{ voto: 4, body: '   ' }, 'Por favor escribe tu opinión.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { buyer, id } = await listingWithBuyer();
    await contact(buyer.auth, id);
    const res = await rate(buyer.auth, id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('asks to sign in first, with the spec message', async () => {
    const { id } = await listingWithBuyer();
    const res = await rate({}, id, { voto: 5, body: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Debes iniciar sesión para calificar.');
  });

  it('a deleted account takes its reviews with it (server/security/reviews-privacy)', async () => {
    const { buyer, id } = await listingWithBuyer();
    await contact(buyer.auth, id);
    await rate(buyer.auth, id, { voto: 3, body: 'Regular' });
    await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/delete', headers: buyer.auth });
    const after = (await ctx.app.inject(`/api/v1/products/${id}/ratings`)).json();
    expect(after.data).toEqual([]);
    expect(after.summary.count).toBe(0);
  });

  it('counts contacts for the seller on My products', async () => {
    const { seller, buyer, id } = await listingWithBuyer();
    expect((await contact(buyer.auth, id, 'whatsapp')).statusCode).toBe(201);
    // The same buyer again the same day: answered alike, counted once (the seller's count is of
    // buyers, not of taps).
    expect((await contact(buyer.auth, id, 'phone')).statusCode).toBe(201);
    const mine = (await ctx.app.inject({ url: '/api/v1/products/my', headers: seller.auth })).json()
      .data;
    expect(mine.find((l: { id: number }) => l.id === id).contacts_count).toBe(1);
    expect((await contact(buyer.auth, id, 'paloma')).statusCode).toBe(422);
    expect((await contact({}, id)).statusCode).toBe(401);
  });
});

describe('favourites', () => {
  const toggle = (auth: Record<string, string>, id: number, method: 'GET' | 'POST' = 'POST') =>
    ctx.app.inject({ method, url: `/api/v1/products/${id}/favorite`, headers: auth });

  it('toggles a favourite on and off, and lists it with its product', async () => {
    const { buyer, id } = await listingWithBuyer();
    const added = await toggle(buyer.auth, id, 'GET');
    expect(added.json()).toMatchObject({ data: { id: expect.any(Number), is_favorite: true } });
    const list = (
      await ctx.app.inject({ url: '/api/v1/products/my/favorites', headers: buyer.auth })
    ).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id: added.json().data.id,
        product_user_id: id,
        type: 'product_users',
        product: expect.objectContaining({ id, name: 'Plátano hartón verde', price: 2500 }),
      }),
    ]);
    const catalogue = (
      await ctx.app.inject({
        url: '/api/v1/products?pagination=100&sort=price_asc',
        headers: buyer.auth,
      })
    ).json().data;
    expect(catalogue.find((l: { id: number }) => l.id === id)?.is_favorite).toBe(true);
    const removed = await toggle(buyer.auth, id);
    expect(removed.json().data).toEqual({ id: added.json().data.id, is_favorite: false });
    expect(
      (await ctx.app.inject({ url: '/api/v1/products/my/favorites', headers: buyer.auth })).json()
        .data,
    ).toEqual([]);
  });

  it('keeps one favourite per person and listing when two taps arrive together', async () => {
    const { buyer, id } = await listingWithBuyer();
    await Promise.all([toggle(buyer.auth, id), toggle(buyer.auth, id)]);
    const list = (
      await ctx.app.inject({ url: '/api/v1/products/my/favorites', headers: buyer.auth })
    ).json().data;
    expect(list.length).toBeLessThanOrEqual(1);
  });

  it('shows each person only their own favourites, and needs a session', async () => {
    const { buyer, id } = await listingWithBuyer();
    const other = await registerAndSignIn(ctx.app);
    await toggle(buyer.auth, id);
    expect(
      (await ctx.app.inject({ url: '/api/v1/products/my/favorites', headers: other.auth })).json()
        .data,
    ).toEqual([]);
    expect((await ctx.app.inject('/api/v1/products/my/favorites')).statusCode).toBe(401);
    expect((await toggle({}, id)).statusCode).toBe(401);
    expect((await toggle(buyer.auth, 99999999)).statusCode).toBe(404);
  });
});
