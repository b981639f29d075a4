import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createListing, registerAndSignIn } from '../../test/factories';

const ctx = useTestApp();

const finca = {
  department_id: 5,
  municipalite_id: 5001,
  name: 'Finca El Roble',
  address: 'Km 3 vía a Santa Elena',
  vereda: 'Mazo',
};

async function createAddress(
  auth: Record<string, string>,
  payload: Record<string, unknown> = finca,
) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/address', headers: auth, payload });
}

describe('addresses', () => {
  it('saves an address (form-encoded too) and lists it with its department and municipality', async () => {
    const { auth, id: userId } = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        department_id: '5',
        municipalite_id: '5001',
        name: '  Finca  ',
        address: ' Km 3 ',
        vereda: '',
      }).toString(),
    });
    expect(res.statusCode).toBe(201);
    const list = (await ctx.app.inject({ url: '/api/v1/address', headers: auth })).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        user_id: userId,
        name: 'Finca',
        address: 'Km 3',
        vereda: null,
        department_id: 5,
        municipalite_id: 5001,
        municipality_id: 5001,
        department: { id: 5, name: 'Antioquia' },
        municipality: { id: 5001, name: 'Medellín' },
        country: { id: 1, name: 'Colombia' },
      }),
    ]);
  });

  it('names every missing field', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const res = await createAddress(auth, { name: '  ', address: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      department_id: ['Selecciona un departamento'],
      municipalite_id: ['Selecciona un municipio'],
      name: ['Escribe un nombre para la dirección'],
      address: ['Escribe la dirección completa'],
    });
  });

  it('refuses a municipality that is not in the department', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const res = await createAddress(auth, { ...finca, municipalite_id: 76001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El municipio no pertenece al departamento elegido.');
  });

  it('never shows or deletes another person’s address', async () => {
    const owner = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const { id } = (await createAddress(owner.auth)).json().data;
    expect(
      (await ctx.app.inject({ url: '/api/v1/address', headers: other.auth })).json().data,
    ).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/v1/address/${id}/delete`],
      ['DELETE', `/api/v1/address/${id}`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: other.auth });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await ctx.app.inject({ url: '/api/v1/address', headers: owner.auth })).json().data,
    ).toHaveLength(1);
  });

  it('deletes through GET /address/{id}/delete and through DELETE /address/{id}', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const a = (await createAddress(auth)).json().data.id;
    const b = (await createAddress(auth)).json().data.id;
    expect(
      (await ctx.app.inject({ url: `/api/v1/address/${a}/delete`, headers: auth })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/address/${b}`, headers: auth }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/address', headers: auth })).json().data).toEqual(
      [],
    );
  });

  it('refuses to delete an address a listing uses, with the spec message', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const { id } = (await createAddress(auth)).json().data;
    // Stand-in for the listings table (docs/product.md §3), which references addresses the same
    // way.
    await ctx.database.db.execute(
      sql`CREATE TABLE IF NOT EXISTS address_users_for_test (address_id integer REFERENCES addresses(id))`,
    );
    await ctx.database.db.execute(sql`INSERT INTO address_users_for_test VALUES (${id})`);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/address/${id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Esta dirección ya la tiene un producto' });
  });

  it('names the listings that use each address, so the person knows before deleting', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const { id } = (await createAddress(auth)).json().data;
    const listing = await createListing(ctx.app, auth, { address_id: id });
    const list = (await ctx.app.inject({ url: '/api/v1/address', headers: auth })).json().data;
    expect(list[0].listings).toEqual([{ id: listing, name: 'Plátano hartón verde' }]);
  });

  it('edits one’s own address (PUT /address/{id}), checked like a new one, never another’s', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const { id } = (await createAddress(auth)).json().data;
    const put = (payload: Record<string, unknown>, headers = auth) =>
      ctx.app.inject({ method: 'PUT', url: `/api/v1/address/${id}`, headers, payload });

    const res = await put({ ...finca, address: 'Km 4 portón verde', address_private: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Dirección actualizada',
      data: { id, address: 'Km 4 portón verde', address_private: true, vereda: 'Mazo' },
    });
    const wrongPlace = await put({ ...finca, municipalite_id: 25290 });
    expect(wrongPlace.statusCode).toBe(422);
    expect(wrongPlace.json().errors.municipalite_id).toEqual([
      'El municipio no pertenece al departamento elegido.',
    ]);
    const stranger = await put({ ...finca, address: 'Robada' }, other.auth);
    expect(stranger.statusCode).toBe(404);
    const list = (await ctx.app.inject({ url: '/api/v1/address', headers: auth })).json().data;
    expect(list[0].address).toBe('Km 4 portón verde');
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject('/api/v1/address')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/address', payload: finca })).statusCode,
    ).toBe(401);
  });
});
