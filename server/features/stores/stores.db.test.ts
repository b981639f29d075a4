import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDetailSchema, storeListItemSchema } from '../../../domain/api/stores';
import { STORE_MESSAGES } from '../../../domain/stores/store';
import { useTestApp } from '../../test/app';
import { registerAndSignIn, registerAndSignInAdmin } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

const ctx = useTestApp();

type Auth = Record<string, string>;
let user: Auth;
let admin: Auth;
const ids = {} as { agro: number; tienda: number; empty: number };

async function createStore(payload: Record<string, unknown>): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/stores',
    headers: admin,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`store failed: ${res.body}`);
  return res.json().data.id;
}

beforeAll(async () => {
  user = (await registerAndSignIn(ctx.app)).auth;
  admin = (await registerAndSignInAdmin(ctx.app)).auth;
  ids.agro = await createStore({
    name: 'Agroinsumos El Surco',
    kind: 'suministros',
    description: 'Semillas, abonos y herramientas.',
    address: 'Calle 10 # 4-21',
    municipality_id: 5615, // Rionegro, Antioquia
    phone: '3100000090',
    whatsapp: '+57 310 000 0091',
  });
  ids.tienda = await createStore({ name: 'Ñapa Tienda de Barrio', kind: 'tienda' });
  ids.empty = await createStore({ name: 'ágora Veterinaria', kind: 'suministros' });

  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#3d7a35' },
  })
    .jpeg()
    .toBuffer();
  const body = multipartBody([
    { name: 'kind', value: 'slider' },
    { name: 'images', value: photo, filename: 'a.jpg', contentType: 'image/jpeg' },
    { name: 'images', value: photo, filename: 'b.jpg', contentType: 'image/jpeg' },
  ]);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/stores/${ids.agro}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...admin },
  });
  expect(upload.statusCode).toBe(201);

  const tag = async (name: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/stores/${ids.agro}/tags`,
        headers: admin,
        payload: { name },
      })
    ).json().data.tags as { id: number; name: string }[];
  await tag('Semillas');
  const tags = await tag('Fertilizantes');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/stores/${ids.agro}/products`,
    headers: admin,
    payload: {
      name: 'Urea 46 %',
      description: 'Bulto de 50 kg.',
      price: 185000,
      tag_id: tags[1]!.id,
      size_id: 6,
    },
  });
  expect(res.statusCode).toBe(201);
});

const get = (url: string, headers: Auth = user) => ctx.app.inject({ url, headers });

describe('GET /stores and /stores/{id}', () => {
  it('asks for a session on every path, aliases included', async () => {
    for (const url of [
      '/api/v1/stores',
      `/api/v1/stores/${ids.agro}`,
      '/api/v1/stores-list',
      `/api/v1/stores-list/${ids.agro}`,
    ]) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('No hay sesión activa. Inicia sesión e inténtalo de nuevo.');
    }
  });

  it('lists stores A to Z ignoring case and accents, with the first slider photo', async () => {
    const res = await get('/api/v1/stores');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    for (const item of data) storeListItemSchema.parse(item);
    expect(data.map((s: { name: string }) => s.name)).toEqual([
      'ágora Veterinaria',
      'Agroinsumos El Surco',
      'Ñapa Tienda de Barrio',
    ]);
    const agro = data.find((s: { id: number }) => s.id === ids.agro);
    expect(agro).toMatchObject({
      kind: 'suministros',
      municipality: 'Rionegro',
      department: 'Antioquia',
    });
    expect(agro.imagen).toMatch(/^\/uploads\/stores\/\d+\/[0-9a-f]+-400\.webp$/);
    expect(agro.imagen_srcset).toMatch(/-400\.webp 400w, .*-1200\.webp 1200w$/);
    const empty = data.find((s: { id: number }) => s.id === ids.empty);
    expect(empty).toMatchObject({ imagen: null, imagen_srcset: null, municipality: null });
  });

  it('narrows the list to one kind', async () => {
    const supplies = (await get('/api/v1/stores?kind=suministros')).json().data;
    expect(supplies.map((s: { id: number }) => s.id).sort()).toEqual([ids.agro, ids.empty].sort());
    const shops = (await get('/api/v1/stores?kind=tienda')).json().data;
    expect(shops.map((s: { id: number }) => s.id)).toEqual([ids.tienda]);
    expect((await get('/api/v1/stores?kind=otra')).statusCode).toBe(422);
  });

  it('answers the same at /stores-list and /stores-list/{id}', async () => {
    expect((await get('/api/v1/stores-list')).json()).toEqual((await get('/api/v1/stores')).json());
    expect((await get('/api/v1/stores-list?kind=tienda')).json()).toEqual(
      (await get('/api/v1/stores?kind=tienda')).json(),
    );
    expect((await get(`/api/v1/stores-list/${ids.agro}`)).json()).toEqual(
      (await get(`/api/v1/stores/${ids.agro}`)).json(),
    );
  });

  it('gives the whole store: photos in both sizes, categories in order, products', async () => {
    const res = await get(`/api/v1/stores/${ids.agro}`);
    expect(res.statusCode).toBe(200);
    const store = storeDetailSchema.parse(res.json().data);
    expect(store).toMatchObject({
      id: ids.agro,
      name: 'Agroinsumos El Surco',
      kind: 'suministros',
      description: 'Semillas, abonos y herramientas.',
      address: 'Calle 10 # 4-21',
      municipality_id: 5615,
      municipality: 'Rionegro',
      department: 'Antioquia',
      phone: '3100000090',
      whatsapp: '3100000091',
      brochures: [],
    });
    expect(store.slider).toHaveLength(2);
    expect(store.slider.every((url) => /-1200\.webp$/.test(url))).toBe(true);
    expect(store.slider_images.map((i) => i.url)).toEqual(store.slider);
    expect(store.slider_images[0]).toMatchObject({ kind: 'slider', width: 1600, height: 1000 });
    expect(store.tags.map((t) => t.name)).toEqual(['Semillas', 'Fertilizantes']);
    expect(store.products).toEqual([
      {
        id: expect.any(Number),
        name: 'Urea 46 %',
        description: 'Bulto de 50 kg.',
        price: 185000,
        url: null,
        srcset: null,
        tag: 'Fertilizantes',
        tag_id: store.tags[1]!.id,
        size: 'bulto',
        size_id: 6,
      },
    ]);

    const served = await ctx.app.inject(store.slider[0]!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('gives an empty store with empty texts and lists', async () => {
    const store = (await get(`/api/v1/stores/${ids.tienda}`)).json().data;
    expect(store).toMatchObject({
      description: '',
      address: '',
      phone: null,
      whatsapp: null,
      slider: [],
      brochures: [],
      tags: [],
      products: [],
    });
  });

  it('answers 404 with docs/product.md message for an unknown store, on both paths', async () => {
    for (const url of ['/api/v1/stores/999999', '/api/v1/stores-list/999999']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: STORE_MESSAGES.notFound });
    }
  });
});
