import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { activate, createListing, registerAndSignIn } from '../test/factories';

// Reviews are public, their authors are not: a visitor without a session reads a reviewer as
// the storefront names a seller (first name and the surname's initial) and never their user
// id; and an account deleted takes its reviews with it (the deletion promises "tus datos").

const ctx = useTestApp();

type Auth = Record<string, string>;

async function reviewedListing(buyerName: string) {
  const seller = await registerAndSignIn(ctx.app, { name: 'Héctor Suárez' });
  const id = await createListing(ctx.app, seller.auth);
  await activate(ctx.app, seller.auth, id);
  const buyer = await registerAndSignIn(ctx.app, { name: buyerName });
  const contact = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/contact`,
    headers: buyer.auth,
    payload: { channel: 'whatsapp' },
  });
  expect(contact.statusCode).toBe(201);
  const rated = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/rating`,
    headers: buyer.auth,
    payload: { voto: 2, body: 'Llegó pasado.' },
  });
  expect(rated.statusCode).toBe(201);
  return { seller, buyer, id };
}

const ratings = (id: number, auth: Auth = {}) =>
  ctx.app.inject({ url: `/api/v1/products/${id}/ratings`, headers: auth });

describe('GET /products/{id}/ratings', () => {
  it("signed out: the reviewer's first name and initial, no user id", async () => {
    const { buyer, id } = await reviewedListing('Claudia Patiño Gómez');

    const res = await ratings(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ user: { id: null, name: 'Claudia P.', avatar: null } }),
    ]);
    expect(res.body).not.toContain('Patiño');
    expect(res.body).not.toContain('Gómez');
    expect(res.body).not.toMatch(new RegExp(`"id":${buyer.id}\\b`));
  });

  it('a broken token is refused as on the detail, with nothing of the reviews', async () => {
    const { id } = await reviewedListing('Claudia Patiño Gómez');
    const broken = { authorization: 'Bearer no.es.un-token' };
    const res = await ratings(id, broken);
    const detail = await ctx.app.inject({ url: `/api/v1/products/${id}`, headers: broken });
    expect(res.statusCode).toBe(detail.statusCode);
    expect(res.json()).toEqual(detail.json());
    expect(res.body).not.toContain('Patiño');
  });

  it('signed in: the name as the reviews panel shows it', async () => {
    const { buyer, id } = await reviewedListing('Claudia Patiño Gómez');
    const reader = await registerAndSignIn(ctx.app);
    const res = await ratings(id, reader.auth);
    expect(res.json().data[0].user).toEqual({
      id: buyer.id,
      name: 'Claudia Patiño Gómez',
      avatar: null,
    });
  });
});

describe('deleting an account', () => {
  it('removes its reviews: no "Usuario eliminado" left public, and the ratings count without them', async () => {
    const { buyer, seller, id } = await reviewedListing('Rubiela Castaño');
    expect((await ratings(id)).json().summary).toMatchObject({ count: 1, avg: 2 });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/delete',
      headers: buyer.auth,
    });
    expect(deleted.statusCode).toBe(200);

    const after = (await ratings(id)).json();
    expect(after.data).toEqual([]);
    expect(after.summary).toEqual({ avg: 0, count: 0, comments: 0 });
    const detail = (await ctx.app.inject(`/api/v1/products/${id}`)).json().data;
    expect(detail.rating).toEqual({ avg: 0, count: 0, comments: 0 });
    expect(detail.provider.rating).toEqual({ avg: 0, count: 0 });
    const storefront = await ctx.app.inject({
      url: `/vendedor/${seller.id}`,
      headers: { 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    expect(storefront.body).toContain('Sin opiniones todavía');
    expect(storefront.body).not.toContain('Usuario eliminado');
  });
});
