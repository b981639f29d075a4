import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { bogotaIsoDate } from '../../../domain/dates';
import {
  activate,
  anyIp,
  createAddress,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import { multipartBody } from '../../test/multipart';

// A seller pastes a link in a WhatsApp group: WhatsApp's and Facebook's crawlers read the
// first HTML (no script) for the preview, and a person without an account opens the page.

const PUBLIC_URL = 'https://campo.example';
const WHATSAPP = 'WhatsApp/2.23.20.0';
const FACEBOOK = 'facebookexternalhit/1.1';
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-share-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>El campo en tus manos</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
const ctx = useTestApp({ webRoot, env: { PUBLIC_URL: `${PUBLIC_URL}/` } });

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
/** The seller of the last listing `listed` made (each test gets a new one: 5 active at most). */
let seller: Person;
let photo: Buffer;

beforeAll(async () => {
  // Noise, so the preview JPEG has real weight (a flat colour would be a few KB).
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 7) * 104729) % 251;
  photo = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
});

async function listed(options: { withPhoto?: boolean; description?: string } = {}) {
  seller = await registerAndSignIn(ctx.app, { name: 'Valeria Dueña Ruiz' });
  const id = await createListing(ctx.app, seller.auth, {
    description: options.description ?? 'Plátano de la finca, cosecha de esta semana.',
  });
  if (options.withPhoto !== false) {
    const body = multipartBody([
      { name: 'images', value: photo, filename: 'finca.jpg', contentType: 'image/jpeg' },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    expect(upload.statusCode).toBe(201);
  }
  expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
  return id;
}

const open = (url: string, userAgent = WHATSAPP, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({ url, headers: { 'user-agent': userAgent }, remoteAddress });

/** The content of `<meta property|name="…" content="…">`, unescaped. */
function meta(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function expectPreview(html: string, pageUrl: string) {
  expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
  expect(meta(html, 'og:url')).toBe(pageUrl);
  expect(meta(html, 'og:locale')).toBe('es_CO');
  expect(meta(html, 'og:site_name')).toBe('El campo en tus manos');
  for (const name of ['og:title', 'og:description', 'twitter:title', 'twitter:description']) {
    expect(meta(html, name), name).toMatch(/\S/);
  }
  expect(meta(html, 'og:image')).toMatch(/^https:\/\/campo\.example\//);
  expect(meta(html, 'og:image:secure_url')).toBe(meta(html, 'og:image'));
  expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
}

describe('public product card /p/{id}', () => {
  it.each([WHATSAPP, FACEBOOK])(
    'fetched by %s, the first HTML carries the whole preview, no script needed',
    async (userAgent) => {
      const id = await listed();
      const page = await open(`/p/${id}`, userAgent);

      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = page.body;
      expectPreview(html, `${PUBLIC_URL}/p/${id}`);
      expect(meta(html, 'og:title')).toBe('Plátano hartón verde a $ 2.500 / kg');
      expect(meta(html, 'og:description')).toBe(
        'Precio por kilo. En Medellín, Antioquia. Lo vende Valeria.',
      );
      expect(meta(html, 'og:type')).toBe('product');
      expect(meta(html, 'og:image:type')).toBe('image/jpeg');
      expect(html).not.toMatch(/<script/i);
      expect(Buffer.byteLength(html)).toBeLessThan(20 * 1024);
    },
  );

  it('shows the photo, name, price, place, seller and rating, and the two ways on', async () => {
    const id = await listed();
    const html = (await open(`/p/${id}`, PHONE_BROWSER)).body;

    expect(html).toMatch(/<img class="photo" src="[^"]+-1200\.webp" srcset="[^"]+-400\.webp 400w/);
    expect(html).toContain('<h1>Plátano hartón verde</h1>');
    expect(html).toContain('$ 2.500 <small>/ kg</small>');
    expect(html).toContain('Medellín, Antioquia');
    expect(html).toContain(`Vende <a href="/vendedor/${seller.id}">Valeria</a>`);
    expect(html).toContain('<p class="meta">El vendedor aún no tiene opiniones</p>');
    expect(html).not.toContain('Opiniones de este producto');
    expect(html).toContain(
      `<a class="button primary" href="/RegisterForm?next=%2Fproducto%2F${id}">Crea tu cuenta para contactar al vendedor</a>`,
    );
    // Signed out, the guarded /producto/{id} is a 404: sign-in comes back to it instead.
    expect(html).toContain(
      `<a class="button" href="/auth?next=%2Fproducto%2F${id}">Ver en la app</a>`,
    );
    expect(html).not.toContain('Vendido');
  });

  it("labels whose rating it shows: the seller's, as on their storefront, and the product's once it has some", async () => {
    const id = await listed({ withPhoto: false });
    const other = await createListing(ctx.app, seller.auth);
    await activate(ctx.app, seller.auth, other);
    const buyer = await registerAndSignIn(ctx.app);
    const say = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, headers: buyer.auth, payload });
    await say(`/api/v1/products/${other}/contact`, { channel: 'whatsapp' });
    const rated = await say(`/api/v1/products/${other}/rating`, { voto: 4, body: 'Buen peso' });
    expect(rated.statusCode).toBe(201);

    const card = (await open(`/p/${id}`, PHONE_BROWSER)).body;
    expect(card).toContain('<p class="meta">Opiniones del vendedor: ★\u00a04,0 (1 opinión)</p>');
    expect(card).not.toContain('Sin opiniones todavía');
    expect(card).not.toContain('Opiniones de este producto');
    expect((await open(`/vendedor/${seller.id}`)).body).toContain('★\u00a04,0 (1 opinión)');

    const reviewed = (await open(`/p/${other}`, PHONE_BROWSER)).body;
    expect(reviewed).toContain(
      '<p class="meta">Opiniones de este producto: ★\u00a04,0 (1 opinión)</p>',
    );
  });

  it('its preview picture is a JPEG of 1200 × 630 under 300 KB, made once and then kept', async () => {
    const id = await listed();
    const imageUrl = meta((await open(`/p/${id}`)).body, 'og:image')!;
    const local = imageUrl.slice(PUBLIC_URL.length);
    expect(local).toMatch(new RegExp(`^/p/${id}/imagen\\.jpg\\?v=[\\w-]+$`));

    const first = await open(local);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    expect(first.rawPayload.length).toBeGreaterThan(20 * 1024);
    const info = await sharp(first.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const again = await open(local);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('a listing without photos previews with the app icon', async () => {
    const id = await listed({ withPhoto: false });
    const html = (await open(`/p/${id}`)).body;
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
    expect(html).toContain('Sin imagen disponible');
    expect((await open(`/p/${id}/imagen.jpg`)).statusCode).toBe(404);
  });

  it("a sold listing still opens, marked 'Vendido'", async () => {
    const id = await listed();
    const sold = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/mark_as_sold`,
      headers: seller.auth,
    });
    expect(sold.statusCode).toBe(200);

    const page = await open(`/p/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="badge sold">Vendido</span>');
    expect(meta(page.body, 'og:description')).toMatch(/^Vendido\. /);
  });

  it('a listing hidden by a moderator, deleted or never published answers a small 404 page', async () => {
    const admin = await registerAndSignInAdmin(ctx.app);
    const hidden = await listed();
    const hide = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/listings/${hidden}/hide`,
      headers: admin.auth,
      payload: { reason: 'Fotos que no son del producto' },
    });
    expect(hide.statusCode).toBe(200);
    const deleted = await listed();
    await ctx.app.db.delete(listings).where(eq(listings.id, deleted));

    for (const url of [`/p/${hidden}`, `/p/${deleted}`, '/p/2147483647', '/p/12abc', '/p/0']) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Página no encontrada</h1>');
      expect(page.body).not.toContain('Fotos que no son del producto');
      expect(Buffer.byteLength(page.body)).toBeLessThan(2048);
    }
    expect((await open(`/p/${hidden}/imagen.jpg`)).statusCode).toBe(404);
  });

  it('what the seller typed is shown as text, never as HTML', async () => {
    const id = await listed({ description: '<script>alert("x")</script> & "comillas"' });
    const html = (await open(`/p/${id}`)).body;
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;comillas&quot;',
    );
    expect(html).not.toMatch(/<script/i);
  });
});

describe("seller's storefront /vendedor/{id}", () => {
  it('carries the preview tags and shows name, place, rating, member since and active listings', async () => {
    const active = await listed();
    const inactive = await createListing(ctx.app, seller.auth);
    const page = await open(`/vendedor/${seller.id}`, FACEBOOK);

    expect(page.statusCode).toBe(200);
    const html = page.body;
    expectPreview(html, `${PUBLIC_URL}/vendedor/${seller.id}`);
    expect(meta(html, 'og:title')).toBe('La tienda de Valeria D.');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>La tienda de Valeria D.</h1>');
    expect(html).toMatch(/Miembro desde [a-z]+ de \d{4}/);
    expect(html).toContain(`<a href="/p/${active}">`);
    expect(html).not.toContain(`<a href="/p/${inactive}">`);
    expect(html).toMatch(
      /<a class="button" href="https:\/\/wa\.me\/\?text=[^"]+" rel="noopener">Compartir<\/a>/,
    );
    expect(Buffer.byteLength(html)).toBeLessThan(20 * 1024);
  });

  it("shows the seller's open harvests and kept word, never who reserved (decision 026)", async () => {
    await listed();
    const rosa = seller;
    const buyer = await registerAndSignIn(ctx.app, { name: 'Jairo Comprador Pérez' });
    const api = (method: 'POST', url: string, auth: Record<string, string>, payload = {}) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: auth,
        payload,
        remoteAddress: anyIp(),
      });
    const addressId = await createAddress(ctx.app, rosa.auth, {
      department_id: 15,
      municipalite_id: 15861,
    });
    const announced = await api('POST', '/harvests', rosa.auth, {
      product_id: 1003016,
      // Today: both sides may say at once whether the other kept their word.
      expected_on: bogotaIsoDate(),
      quantity: 80,
      size_id: 6,
      address_id: addressId,
      expected_price: 95000,
    });
    expect(announced.statusCode).toBe(201);
    const harvestId = announced.json().data.id as number;
    const before = (await open(`/vendedor/${rosa.id}`)).body;
    expect(before).not.toContain('Cumplió');

    const reserved = await api('POST', `/harvests/${harvestId}/reservations`, buyer.auth, {
      quantity: 10,
    });
    const reservationId = reserved.json().data.id as number;
    expect((await api('POST', `/reservations/${reservationId}/accept`, rosa.auth)).statusCode).toBe(
      200,
    );
    for (const person of [rosa, buyer]) {
      const said = await api('POST', `/reservations/${reservationId}/confirm`, person.auth, {
        kept: true,
      });
      expect(said.statusCode).toBe(200);
    }

    const html = (await open(`/vendedor/${rosa.id}`)).body;
    expect(html).toContain('<strong>Cumplió 1 de 1 reserva</strong>');
    expect(html).toContain('<h2>Próximas cosechas</h2>');
    expect(html).toContain('<h3>Papa parda pastusa: 80 bultos</h3>');
    expect(html).toContain('Ventaquemada, Boyacá');
    expect(html).toContain('Precio esperado: $ 95.000 / bulto');
    expect(html).toContain(`href="/auth?next=%2Fcosechas%2F${harvestId}"`);
    expect(html).not.toContain('Jairo');
    expect(html).not.toContain(buyer.phone);
    expect(html).not.toMatch(/<script/i);
  });

  it('someone who never published has no storefront', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    expect((await open(`/vendedor/${buyer.id}`)).statusCode).toBe(404);
    expect((await open('/vendedor/999999')).statusCode).toBe(404);
  });
});

describe('the app page /producto/{id}', () => {
  it('carries the same preview as /p/{id} in the HTML a crawler reads', async () => {
    const id = await listed();
    for (const userAgent of [WHATSAPP, FACEBOOK]) {
      const page = await open(`/producto/${id}`, userAgent);
      expect(page.statusCode).toBe(200);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expectPreview(head, `${PUBLIC_URL}/p/${id}`);
      expect(meta(head, 'og:title')).toBe('Plátano hartón verde a $ 2.500 / kg');
    }
  });

  it('a hidden or missing listing gets the app page without a preview', async () => {
    const page = await open('/producto/999999');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('og:title');
  });
});

describe('no phone number in public HTML', () => {
  it("the seller's phone is nowhere in the product card, the storefront or the app page", async () => {
    const id = await listed();
    const digits = seller.phone;
    const spaced = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    for (const url of [`/p/${id}`, `/vendedor/${seller.id}`, `/producto/${id}`]) {
      const html = (await open(url)).body;
      for (const form of [digits, spaced, `57${digits}`, `wa.me/57`]) {
        expect(html, `${url} ${form}`).not.toContain(form);
      }
    }
  });
});

describe('Mi tienda', () => {
  it('counts each person once a day per page, and never the link-preview crawlers', async () => {
    const owner = await registerAndSignIn(ctx.app, { name: 'Óscar Pérez' });
    const id = await createListing(ctx.app, owner.auth);
    await activate(ctx.app, owner.auth, id);

    await open(`/p/${id}`, WHATSAPP, '198.51.100.1');
    await open(`/p/${id}`, FACEBOOK, '198.51.100.1');
    await open(`/p/${id}`, PHONE_BROWSER, '198.51.100.1');
    await open(`/p/${id}`, PHONE_BROWSER, '198.51.100.1');
    await open(`/p/${id}`, PHONE_BROWSER, '198.51.100.2');
    await open(`/vendedor/${owner.id}`, PHONE_BROWSER, '198.51.100.1');
    await open(`/vendedor/${owner.id}`, PHONE_BROWSER, '198.51.100.1');

    const mine = await ctx.app.inject({ url: '/api/v1/storefront', headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      seller_id: owner.id,
      link: `${PUBLIC_URL}/vendedor/${owner.id}`,
      public: true,
      days: 7,
      opens: {
        storefront: 1,
        listings: [{ id, link: `${PUBLIC_URL}/p/${id}`, opens: 2 }],
      },
    });
  });

  it('one address rotating its browser string counts once a day, not once per string', async () => {
    const owner = await registerAndSignIn(ctx.app, { name: 'Yolanda Ríos' });
    const id = await createListing(ctx.app, owner.auth);
    await activate(ctx.app, owner.auth, id);

    for (let n = 0; n < 40; n++) {
      const browser = PHONE_BROWSER.replace('Chrome/131.0', `Chrome/131.0.${n}`);
      expect((await open(`/vendedor/${owner.id}`, browser, '198.51.100.9')).statusCode).toBe(200);
      await open(`/p/${id}`, browser, '198.51.100.9');
    }
    // A phone on IPv6 changing the end of its address: the same network.
    for (let n = 1; n <= 10; n++) {
      await open(`/vendedor/${owner.id}`, PHONE_BROWSER, `2001:db8:77:1::${n.toString(16)}`);
    }

    const mine = await ctx.app.inject({ url: '/api/v1/storefront', headers: owner.auth });
    expect(mine.json().data.opens).toEqual({
      storefront: 2,
      listings: [expect.objectContaining({ id, opens: 1 })],
    });
  });

  it('says the storefront is not public yet to someone who never published, whose link answers 404', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const mine = await ctx.app.inject({ url: '/api/v1/storefront', headers: buyer.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ public: false, opens: { listings: [] } });
    expect((await open(`/vendedor/${buyer.id}`)).statusCode).toBe(404);

    await createListing(ctx.app, buyer.auth);
    const now = await ctx.app.inject({ url: '/api/v1/storefront', headers: buyer.auth });
    expect(now.json().data.public).toBe(true);
    expect((await open(`/vendedor/${buyer.id}`)).statusCode).toBe(200);
  });

  it('saves the farm description (≤ 300 characters) and the storefront shows it as text', async () => {
    await listed({ withPhoto: false });
    const tooLong = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/storefront',
      headers: seller.auth,
      payload: { description: 'a'.repeat(301) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.description).toEqual([
      'La descripción de tu finca puede tener hasta 300 caracteres.',
    ]);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/storefront',
      headers: seller.auth,
      payload: { description: 'Finca <b>La Esperanza</b>: plátano y café desde 1990.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Descripción guardada.',
      data: { description: 'Finca <b>La Esperanza</b>: plátano y café desde 1990.' },
    });
    const html = (await open(`/vendedor/${seller.id}`)).body;
    expect(html).toContain('Finca &lt;b&gt;La Esperanza&lt;/b&gt;: plátano y café desde 1990.');
    expect(meta(html, 'og:description')).toBe(
      'Finca <b>La Esperanza</b>: plátano y café desde 1990.',
    );
  });
});
