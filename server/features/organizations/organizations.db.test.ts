import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../db/schema';
import { changeAdminRole } from '../admin/admin-role.queries';
import { useTestApp } from '../../test/app';
import { anyIp, registerAndSignIn, registerAndSignInAdmin } from '../../test/factories';

const ctx = useTestApp();

type Auth = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: Auth = {},
  payload?: object,
) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload, remoteAddress: anyIp() });

const cafeteros = {
  name: 'Asociación de Caficultores de Pitalito',
  kind: 'asociacion',
  municipality_id: 41551,
  description: 'Familias cafeteras del sur del Huila que venden juntas su café especial.',
  products: 'Café pergamino seco, café especial',
  phone: '310 000 0501',
};
const lecheros = {
  name: 'Cooperativa Lechera de Ubaté',
  kind: 'cooperativa',
  municipality_id: 25843,
  description: 'Acopio de leche fría dos veces al día.',
  products: 'Leche cruda, queso campesino',
  whatsapp: '+57 310 000 0502',
};
const cacaoteros = {
  name: 'Asociación de Cacaoteros de San Vicente',
  kind: 'asociacion',
  municipality_id: 68689,
  description: 'Cacao fino de aroma fermentado en la vereda.',
  products: 'Cacao en grano seco',
  phone: '3100000503',
  whatsapp: '3100000503',
};

let admin: Auth;
let user: Auth;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = (await registerAndSignInAdmin(ctx.app)).auth;
  user = (await registerAndSignIn(ctx.app)).auth;
  for (const [key, payload] of Object.entries({ cafeteros, lecheros, cacaoteros })) {
    const res = await call('POST', '/admin/organizations', admin, payload);
    if (res.statusCode !== 201) throw new Error(`organization failed: ${res.body}`);
    ids[key] = res.json().data.id;
  }
});

const names = async (query = '') =>
  (await call('GET', `/organizations${query}`, user))
    .json()
    .data.map((o: { name: string }) => o.name);

describe('organizations directory', () => {
  it('asks for a session', async () => {
    expect((await call('GET', '/organizations')).statusCode).toBe(401);
    expect((await call('GET', `/organizations/${ids.cafeteros}`)).statusCode).toBe(401);
  });

  it('lists organizations by name with their place and contact', async () => {
    expect(await names()).toEqual([
      'Asociación de Cacaoteros de San Vicente',
      'Asociación de Caficultores de Pitalito',
      'Cooperativa Lechera de Ubaté',
    ]);
    const detail = await call('GET', `/organizations/${ids.lecheros}`, user);
    expect(detail.json().data).toEqual({
      id: ids.lecheros,
      name: 'Cooperativa Lechera de Ubaté',
      kind: 'cooperativa',
      department_id: 25,
      department: 'Cundinamarca',
      municipality_id: 25843,
      municipality: 'Villa de San Diego de Ubaté',
      description: 'Acopio de leche fría dos veces al día.',
      products: 'Leche cruda, queso campesino',
      phone: null,
      whatsapp: '3100000502',
    });
  });

  it('filters by department and municipality', async () => {
    expect(await names('?department_id=41')).toEqual(['Asociación de Caficultores de Pitalito']);
    expect(await names('?department_id=68&municipality_id=68689')).toEqual([
      'Asociación de Cacaoteros de San Vicente',
    ]);
    expect(await names('?municipality_id=5001')).toEqual([]);
    expect(await names('?department_id=&municipality_id=')).toHaveLength(3);
  });

  it('searches name, products and description without caring about accents or case', async () => {
    expect(await names('?q=CAFE')).toEqual(['Asociación de Caficultores de Pitalito']);
    expect(await names('?q=queso')).toEqual(['Cooperativa Lechera de Ubaté']);
    expect(await names('?q=vereda')).toEqual(['Asociación de Cacaoteros de San Vicente']);
    expect(await names('?q=asociacion')).toHaveLength(2);
    expect(await names('?q=100%25')).toEqual([]);
  });

  it('answers 404 with its message for an unknown organization', async () => {
    const res = await call('GET', '/organizations/999999', user);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos esta organización.');
  });
});

describe('organizations admin', () => {
  it('refuses every admin call to a normal user and to nobody, changing nothing', async () => {
    const before = await names();
    const calls = [
      ['POST', '/admin/organizations', cafeteros],
      ['PUT', `/admin/organizations/${ids.lecheros}`, { ...lecheros, name: 'Otra' }],
      ['DELETE', `/admin/organizations/${ids.lecheros}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, {}, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const normal = await call(method, url, user, payload);
      expect(normal.statusCode, `${method} ${url}`).toBe(403);
      expect(normal.json().message).toBe('Esta sección es solo para administradores.');
    }
    expect(await names()).toEqual(before);
  });

  it('creates, edits and deletes, logging each change with the admin name', async () => {
    const boss = await registerAndSignIn(ctx.app, { name: 'Lucía Administradora' });
    await changeAdminRole(ctx.app.db, boss.phone, 'grant');
    const created = await call('POST', '/admin/organizations', boss.auth, {
      name: 'Cooperativa de Paneleros de Villeta',
      kind: 'cooperativa',
      municipality_id: 25875,
      phone: '3100000504',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Organización creada.',
      data: { municipality: 'Villeta', description: '', products: '', whatsapp: null },
    });
    const id = created.json().data.id as number;

    const edited = await call('PUT', `/admin/organizations/${id}`, boss.auth, {
      name: 'Cooperativa de Paneleros de Villeta',
      kind: 'cooperativa',
      municipality_id: 25875,
      products: 'Panela en bloque y pulverizada',
      whatsapp: '3100000504',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Cambios guardados.',
      data: { products: 'Panela en bloque y pulverizada', phone: null, whatsapp: '3100000504' },
    });

    const removed = await call('DELETE', `/admin/organizations/${id}`, boss.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Organización eliminada.');
    expect((await call('GET', `/organizations/${id}`, user)).statusCode).toBe(404);

    const log = await ctx.app.db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.id))
      .limit(3);
    expect(log.map((row) => [row.action, row.targetId, row.adminId])).toEqual([
      ['organization.delete', id, boss.id],
      ['organization.update', id, boss.id],
      ['organization.create', id, boss.id],
    ]);
    expect(log[1]!.details).toEqual({
      name: 'Cooperativa de Paneleros de Villeta',
      changed: ['products', 'phone', 'whatsapp'],
    });
    expect(log.every((row) => row.adminName === 'Lucía Administradora')).toBe(true);
  });

  it.each([
    [{ ...cafeteros, name: ' ' }, 'name', 'Escribe el nombre de la organización.'],
    [{ ...cafeteros, kind: 'club' }, 'kind', 'Elige el tipo de organización.'],
    [{ ...cafeteros, municipality_id: '' }, 'municipality_id', 'Selecciona el municipio.'],
    [{ ...cafeteros, municipality_id: 5999 }, 'municipality_id', 'El municipio no existe.'],
    [{ ...cafeteros, phone: '123' }, 'phone', 'El teléfono debe tener 10 dígitos.'],
    [
      { ...cafeteros, phone: '', whatsapp: '' },
      'phone',
      'Escribe al menos un teléfono o un WhatsApp de contacto.',
    ],
  ])('refuses %j with "%s"', async (payload, field, message) => {
    const count = (await names()).length;
    const res = await call('POST', '/admin/organizations', admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await names()).toHaveLength(count);
  });

  it('answers 404 for an unknown organization on edit and delete', async () => {
    const edit = await call('PUT', '/admin/organizations/999999', admin, cafeteros);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('No encontramos esta organización.');
    expect((await call('DELETE', '/admin/organizations/999999', admin)).statusCode).toBe(404);
  });
});
