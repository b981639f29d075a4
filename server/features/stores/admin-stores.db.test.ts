import { existsSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDetailSchema, type StoreDetail } from '../../../domain/api/stores';
import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import {
  STORE_FORM_MESSAGES as m,
  STORE_LIMITS,
  STORE_MESSAGES,
} from '../../../domain/stores/store';
import { adminActions, storeProducts } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { registerAndSignIn, registerAndSignInAdmin } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

const ctx = useTestApp();

type Auth = Record<string, string>;
let admin: { id: number; auth: Auth };
let user: Auth;
let photo: Buffer;

beforeAll(async () => {
  admin = await registerAndSignInAdmin(ctx.app);
  user = (await registerAndSignIn(ctx.app)).auth;
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b5651d' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Finca La Esperanza' } })
    .toBuffer();
});

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Auth = admin.auth,
) => ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });

async function createStore(overrides: Record<string, unknown> = {}): Promise<StoreDetail> {
  const res = await call('POST', '/admin/stores', {
    name: 'Agrocentro La Cosecha',
    kind: 'suministros',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`store failed: ${res.body}`);
  return storeDetailSchema.parse(res.json().data);
}

function uploadImages(storeId: number, kind: string | null, count: number, auth = admin.auth) {
  const body = multipartBody([
    ...(kind === null ? [] : [{ name: 'kind', value: kind }]),
    ...Array.from({ length: count }, (_, i) => ({
      name: 'images',
      value: photo,
      filename: `foto-${i}.jpg`,
      contentType: 'image/jpeg',
    })),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/stores/${storeId}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

const storedFile = (url: string) =>
  path.join(ctx.app.config.dataDir, 'uploads', url.replace('/uploads/', ''));

async function detail(id: number) {
  return ctx.app.inject({ url: `/api/v1/stores/${id}`, headers: user });
}

async function lastLog() {
  const [row] = await ctx.database.db
    .select()
    .from(adminActions)
    .orderBy(desc(adminActions.id))
    .limit(1);
  return row!;
}

const logCount = () => ctx.database.db.$count(adminActions);

describe('admin store calls are for admins only', () => {
  it('answers 401 without a session and 403 to a normal user, and changes nothing', async () => {
    const store = await createStore({ name: 'Intocable' });
    const tag = (await call('POST', `/admin/stores/${store.id}/tags`, { name: 'Semillas' })).json()
      .data.tags[0];
    const product = (
      await call('POST', `/admin/stores/${store.id}/products`, { name: 'Machete', price: 30000 })
    ).json().data.products[0];
    await uploadImages(store.id, 'slider', 1);
    const image = (await detail(store.id)).json().data.slider_images[0];
    const before = (await detail(store.id)).json();
    const logsBefore = await logCount();

    const attempts: [string, string, Record<string, unknown>?][] = [
      ['POST', '/admin/stores', { name: 'Nueva', kind: 'tienda' }],
      ['PUT', `/admin/stores/${store.id}`, { name: 'Cambiada', kind: 'tienda' }],
      ['DELETE', `/admin/stores/${store.id}`],
      ['DELETE', `/admin/stores/${store.id}/images/${image.id}`],
      ['POST', `/admin/stores/${store.id}/tags`, { name: 'Riego' }],
      ['DELETE', `/admin/stores/${store.id}/tags/${tag.id}`],
      ['POST', `/admin/stores/${store.id}/products`, { name: 'Pala', price: 1 }],
      ['PUT', `/admin/stores/${store.id}/products/${product.id}`, { name: 'Pala', price: 1 }],
      ['DELETE', `/admin/stores/${store.id}/products/${product.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const anonymous = await call(method as 'POST', url, payload, {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const normal = await call(method as 'POST', url, payload, user);
      expect(normal.statusCode, `${method} ${url}`).toBe(403);
      expect(normal.json().message).toBe(ADMIN_MESSAGES.forbidden);
    }
    expect((await uploadImages(store.id, 'slider', 1, {})).statusCode).toBe(401);
    expect((await uploadImages(store.id, 'slider', 1, user)).statusCode).toBe(403);

    expect((await detail(store.id)).json()).toEqual(before);
    expect(await logCount()).toBe(logsBefore);
    const names = (await ctx.app.inject({ url: '/api/v1/stores', headers: user }))
      .json()
      .data.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Nueva');
  });
});

describe('store life cycle', () => {
  it('creates, edits and deletes a store, logging each step with who and what', async () => {
    const created = await call('POST', '/admin/stores', {
      name: '  Agroveterinaria San Isidro ',
      kind: 'suministros',
      description: 'Concentrados y medicamentos veterinarios.',
      address: 'Carrera 5 # 3-40',
      municipality_id: '15001', // Tunja, as a form sends it
      phone: '310 000 0050',
      whatsapp: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(m.created);
    const store = storeDetailSchema.parse(created.json().data);
    expect(store).toMatchObject({
      name: 'Agroveterinaria San Isidro',
      municipality: 'Tunja',
      department: 'Boyacá',
      phone: '3100000050',
      whatsapp: null,
      tags: [],
      products: [],
    });
    expect(await lastLog()).toMatchObject({
      adminId: admin.id,
      adminName: 'Ana Pérez',
      action: 'store.create',
      targetType: 'store',
      targetId: store.id,
      details: { name: 'Agroveterinaria San Isidro', kind: 'suministros' },
    });

    const edited = await call('PUT', `/admin/stores/${store.id}`, {
      name: 'Agroveterinaria San Isidro',
      kind: 'tienda',
      address: 'Carrera 5 # 3-40',
      municipality_id: 15001,
      phone: '3100000050',
      whatsapp: '3100000051',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(m.saved);
    expect(edited.json().data).toMatchObject({
      kind: 'tienda',
      description: '',
      whatsapp: '3100000051',
    });
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'store.update', targetId: store.id, adminId: admin.id });
    expect((log.details.changed as string[]).sort()).toEqual(['description', 'kind', 'whatsapp']);

    const removed = await call('DELETE', `/admin/stores/${store.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: m.deleted });
    expect(await lastLog()).toMatchObject({
      action: 'store.delete',
      targetId: store.id,
      details: { name: 'Agroveterinaria San Isidro' },
    });
    expect((await detail(store.id)).statusCode).toBe(404);
    const again = await call('DELETE', `/admin/stores/${store.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(STORE_MESSAGES.notFound);
  });

  it('refuses a form with problems, in Spanish, and creates nothing', async () => {
    const logsBefore = await logCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', kind: 'tienda' }, 'name', m.nameRequired],
      [{ name: 'x'.repeat(121), kind: 'tienda' }, 'name', m.nameTooLong],
      [{ name: 'Tienda' }, 'kind', m.kindRequired],
      [{ name: 'Tienda', kind: 'tienda', phone: '12345' }, 'phone', m.phoneInvalid],
      [
        { name: 'Tienda', kind: 'tienda', municipality_id: 99999 },
        'municipality_id',
        m.municipalityNotFound,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/admin/stores', payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await logCount()).toBe(logsBefore);
    const unknown = await call('PUT', '/admin/stores/999999', { name: 'Otra', kind: 'tienda' });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes the stored photos when the store goes', async () => {
    const store = await createStore();
    const uploaded = (await uploadImages(store.id, 'brochure', 2)).json().data as StoreDetail;
    const body = multipartBody([
      { name: 'name', value: 'Fumigadora' },
      { name: 'price', value: '250000' },
      { name: 'image', value: photo, filename: 'f.jpg', contentType: 'image/jpeg' },
    ]);
    const product = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stores/${store.id}/products`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    const files = [
      ...uploaded.brochure_images.flatMap((i) => [i.url, i.thumbnail_url]),
      product.json().data.products[0].url,
    ].map(storedFile);
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect((await call('DELETE', `/admin/stores/${store.id}`)).statusCode).toBe(200);
    expect(files.some((file) => existsSync(file))).toBe(false);
  });
});

describe('store photos', () => {
  it('stores slider photos as WebP in 400 and 1200 px, without metadata, and serves them', async () => {
    const store = await createStore();
    const res = await uploadImages(store.id, 'slider', 2);
    expect(res.statusCode).toBe(201);
    const data = storeDetailSchema.parse(res.json().data);
    expect(data.slider).toHaveLength(2);
    expect(data.slider_images.map((i) => i.position)).toEqual([0, 1]);
    const [first] = data.slider_images;
    expect(first).toMatchObject({ kind: 'slider', width: 640, height: 480 });
    expect(first!.url).toMatch(/^\/uploads\/stores\/\d+\/[0-9a-f]+-1200\.webp$/);
    const stored = await sharp(storedFile(first!.url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 640 });
    expect(stored.exif).toBeUndefined();
    expect((await sharp(storedFile(first!.thumbnail_url)).metadata()).width).toBe(400);
    const served = await ctx.app.inject(first!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    expect(await lastLog()).toMatchObject({
      action: 'store.image.add',
      targetId: store.id,
      details: { kind: 'slider', image_ids: data.slider_images.map((i) => i.id) },
    });

    const brochure = await uploadImages(store.id, 'brochure', 1);
    expect(brochure.json().data.brochures).toHaveLength(1);
    expect(brochure.json().data.slider).toEqual(data.slider);
  });

  it('asks for the kind, refuses a file that is not an image, and stores nothing', async () => {
    const store = await createStore();
    const noKind = await uploadImages(store.id, null, 1);
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().message).toBe(m.imageKindRequired);
    const wrongKind = await uploadImages(store.id, 'portada', 1);
    expect(wrongKind.json().errors.kind).toEqual([m.imageKindRequired]);
    const none = await uploadImages(store.id, 'slider', 0);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(m.imagesRequired);

    const body = multipartBody([
      { name: 'kind', value: 'slider' },
      { name: 'images', value: photo, filename: 'a.jpg', contentType: 'image/jpeg' },
      { name: 'images', value: Buffer.from('no soy una foto'), filename: 'b.jpg' },
    ]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stores/${store.id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.images).toEqual(['Archivo 2: No es una imagen válida']);
    expect((await detail(store.id)).json().data.slider).toEqual([]);

    const unknown = await uploadImages(999999, 'slider', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STORE_MESSAGES.notFound);
  });

  it(`keeps at most ${STORE_LIMITS.sliderImages} slider photos`, async () => {
    const store = await createStore();
    expect((await uploadImages(store.id, 'slider', 6)).statusCode).toBe(201);
    const over = await uploadImages(store.id, 'slider', 3);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(m.tooManySlider);
    expect((await detail(store.id)).json().data.slider).toHaveLength(6);
    // Brochures count apart.
    expect((await uploadImages(store.id, 'brochure', 3)).statusCode).toBe(201);
    expect((await uploadImages(store.id, 'slider', 2)).statusCode).toBe(201);
    expect((await uploadImages(store.id, 'slider', 1)).json().message).toBe(m.tooManySlider);
    const tooMany = await uploadImages(store.id, 'brochure', 13);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Envía hasta 12 fotos a la vez.');
  });

  it('removes one photo and its files after the change', async () => {
    const store = await createStore();
    const other = await createStore({ name: 'Otra tienda' });
    const images = (await uploadImages(store.id, 'slider', 2)).json().data.slider_images;
    const [gone, kept] = images;

    const wrongStore = await call('DELETE', `/admin/stores/${other.id}/images/${gone.id}`);
    expect(wrongStore.statusCode).toBe(404);
    expect(wrongStore.json().message).toBe(m.imageNotFound);

    const res = await call('DELETE', `/admin/stores/${store.id}/images/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slider_images.map((i: { id: number }) => i.id)).toEqual([kept.id]);
    expect(existsSync(storedFile(gone.url))).toBe(false);
    expect(existsSync(storedFile(gone.thumbnail_url))).toBe(false);
    expect(existsSync(storedFile(kept.url))).toBe(true);
    expect(await lastLog()).toMatchObject({
      action: 'store.image.delete',
      targetId: store.id,
      details: { kind: 'slider', image_id: gone.id },
    });
  });
});

describe('store categories', () => {
  it('keeps categories unique per store whatever the case, in the order added', async () => {
    const store = await createStore();
    const first = await call('POST', `/admin/stores/${store.id}/tags`, { name: 'Semillas' });
    expect(first.statusCode).toBe(201);
    await call('POST', `/admin/stores/${store.id}/tags`, { name: 'Riego' });
    const duplicate = await call('POST', `/admin/stores/${store.id}/tags`, { name: ' SEMILLAS ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: m.tagDuplicate,
      errors: { name: [m.tagDuplicate] },
    });
    const empty = await call('POST', `/admin/stores/${store.id}/tags`, { name: '' });
    expect(empty.json().errors.name).toEqual([m.tagRequired]);

    // Another store may use the same name.
    const other = await createStore({ name: 'Otra' });
    expect(
      (await call('POST', `/admin/stores/${other.id}/tags`, { name: 'semillas' })).statusCode,
    ).toBe(201);

    const tags = (await detail(store.id)).json().data.tags;
    expect(tags.map((t: { name: string }) => t.name)).toEqual(['Semillas', 'Riego']);
    expect(await lastLog()).toMatchObject({
      action: 'store.tag.add',
      targetId: other.id,
      details: { name: 'semillas' },
    });
  });

  it(`allows at most ${STORE_LIMITS.tagsPerStore} categories`, async () => {
    const store = await createStore();
    for (let i = 1; i <= STORE_LIMITS.tagsPerStore; i++) {
      const res = await call('POST', `/admin/stores/${store.id}/tags`, { name: `Categoría ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const over = await call('POST', `/admin/stores/${store.id}/tags`, { name: 'Una más' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(m.tooManyTags);
  });

  it('removing a category leaves its products without one', async () => {
    const store = await createStore();
    const tag = (
      await call('POST', `/admin/stores/${store.id}/tags`, { name: 'Herramientas' })
    ).json().data.tags[0];
    await call('POST', `/admin/stores/${store.id}/products`, {
      name: 'Pala',
      price: 45000,
      tag_id: tag.id,
    });
    const res = await call('DELETE', `/admin/stores/${store.id}/tags/${tag.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tags).toEqual([]);
    expect(res.json().data.products[0]).toMatchObject({ name: 'Pala', tag: null, tag_id: null });
    expect(await lastLog()).toMatchObject({
      action: 'store.tag.delete',
      details: { tag_id: tag.id, name: 'Herramientas' },
    });
    expect((await call('DELETE', `/admin/stores/${store.id}/tags/${tag.id}`)).json().message).toBe(
      m.tagNotFound,
    );
  });
});

describe('store products', () => {
  it('adds a product with its category and unit, edits and removes it', async () => {
    const store = await createStore();
    const other = await createStore({ name: 'Otra' });
    const tag = (
      await call('POST', `/admin/stores/${store.id}/tags`, { name: 'Fertilizantes' })
    ).json().data.tags[0];
    const foreignTag = (
      await call('POST', `/admin/stores/${other.id}/tags`, { name: 'Riego' })
    ).json().data.tags[0];

    const added = await call('POST', `/admin/stores/${store.id}/products`, {
      name: 'Triple 15',
      description: 'Fertilizante completo, bulto de 50 kg.',
      price: '165000',
      tag_id: tag.id,
      size_id: 6,
    });
    expect(added.statusCode).toBe(201);
    const product = added.json().data.products[0];
    expect(product).toMatchObject({
      name: 'Triple 15',
      price: 165000,
      tag: 'Fertilizantes',
      tag_id: tag.id,
      size: 'bulto',
      size_id: 6,
      url: null,
    });
    expect(await lastLog()).toMatchObject({
      action: 'store.product.add',
      adminId: admin.id,
      targetId: store.id,
      details: { product_id: product.id, name: 'Triple 15' },
    });

    const foreign = await call('POST', `/admin/stores/${store.id}/products`, {
      name: 'Manguera',
      price: 1000,
      tag_id: foreignTag.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.tag_id).toEqual([m.tagNotInStore]);
    const noSize = await call('POST', `/admin/stores/${store.id}/products`, {
      name: 'Manguera',
      price: 1000,
      size_id: 999,
    });
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json().errors.size_id).toEqual([m.sizeNotFound]);
    const noName = await call('POST', `/admin/stores/${store.id}/products`, { price: 1000 });
    expect(noName.json().errors.name).toEqual([m.productNameRequired]);

    // A photo by multipart; then a new one replaces it and the old files go.
    const withPhoto = (fields: [string, string][]) =>
      multipartBody([
        ...fields.map(([name, value]) => ({ name, value })),
        { name: 'image', value: photo, filename: 'p.jpg', contentType: 'image/jpeg' },
      ]);
    let body = withPhoto([
      ['name', 'Triple 15'],
      ['description', 'Fertilizante completo, bulto de 50 kg.'],
      ['price', '160000'],
      ['tag_id', String(tag.id)],
      ['size_id', '6'],
    ]);
    const photographed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/stores/${store.id}/products/${product.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(photographed.statusCode).toBe(200);
    const firstUrl = photographed.json().data.products[0].url;
    expect(firstUrl).toMatch(/^\/uploads\/stores\/\d+\/products\/[0-9a-f]+-400\.webp$/);
    expect(photographed.json().data.products[0].price).toBe(160000);
    expect(await lastLog()).toMatchObject({
      action: 'store.product.update',
      details: { product_id: product.id, changed: ['price', 'image'] },
    });

    body = withPhoto([
      ['name', 'Triple 15 x 50 kg'],
      ['price', '160000'],
    ]);
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/stores/${store.id}/products/${product.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(replaced.statusCode).toBe(200);
    const now = replaced.json().data.products[0];
    expect(now).toMatchObject({ name: 'Triple 15 x 50 kg', tag: null, size: null });
    expect(now.url).not.toBe(firstUrl);
    expect(existsSync(storedFile(firstUrl))).toBe(false);
    expect(existsSync(storedFile(now.url))).toBe(true);

    // Without a new photo, an edit keeps the one it has.
    const kept = await call('PUT', `/admin/stores/${store.id}/products/${product.id}`, {
      name: 'Triple 15',
      price: 158000,
    });
    expect(kept.json().data.products[0].url).toBe(now.url);

    const notHere = await call('PUT', `/admin/stores/${other.id}/products/${product.id}`, {
      name: 'X',
      price: 1,
    });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe(m.productNotFound);

    const twoPhotos = multipartBody([
      { name: 'name', value: 'Dos fotos' },
      { name: 'price', value: '1000' },
      { name: 'image', value: photo, filename: 'a.jpg', contentType: 'image/jpeg' },
      { name: 'image', value: photo, filename: 'b.jpg', contentType: 'image/jpeg' },
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stores/${store.id}/products`,
      payload: twoPhotos.payload,
      headers: { ...twoPhotos.headers, ...admin.auth },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(m.oneProductImage);

    const removed = await call('DELETE', `/admin/stores/${store.id}/products/${product.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.products).toEqual([]);
    expect(existsSync(storedFile(now.url))).toBe(false);
    expect(await lastLog()).toMatchObject({
      action: 'store.product.delete',
      details: { product_id: product.id, name: 'Triple 15' },
    });
  });

  it(`allows at most ${STORE_LIMITS.productsPerStore} products`, async () => {
    const store = await createStore();
    await ctx.database.db.insert(storeProducts).values(
      Array.from({ length: STORE_LIMITS.productsPerStore - 1 }, (_, i) => ({
        storeId: store.id,
        name: `Producto ${i}`,
        price: 1000,
        position: i,
      })),
    );
    const last = await call('POST', `/admin/stores/${store.id}/products`, {
      name: 'El último',
      price: 1000,
    });
    expect(last.statusCode).toBe(201);
    expect(last.json().data.products.at(-1).name).toBe('El último');
    const over = await call('POST', `/admin/stores/${store.id}/products`, {
      name: 'Uno más',
      price: 1000,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(m.tooManyProducts);
    expect(await ctx.database.db.$count(storeProducts, eq(storeProducts.storeId, store.id))).toBe(
      STORE_LIMITS.productsPerStore,
    );
  });
});

describe('API document', () => {
  it('lists the store calls', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/stores',
      '/api/v1/stores-list/{id}',
      '/api/v1/admin/stores/{id}/images',
      '/api/v1/admin/stores/{id}/products/{productId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
