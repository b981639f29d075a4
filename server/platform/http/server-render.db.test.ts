import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/project-root';
import { useTestApp } from '../../test/app';
import { activate, createListing, registerAndSignIn } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { SESSION_COOKIE } from '../auth/session-cookie';

// The signed-in browsing screens arrive drawn (decision 013): with the page cookie the
// HTML holds the screen's main content for that person; without it (or with one the API
// refuses) it is the plain shell the browser completes, never anyone's data. The renderer is the
// build's (dist/web-server): `npm test` builds first.

const webRoot = path.join(projectRoot(), 'dist/web');
if (!existsSync(path.join(projectRoot(), 'dist/web-server/entry-server.js'))) {
  throw new Error('Falta el build (dist/web-server): ejecuta npm run build');
}
const ctx = useTestApp({ webRoot });

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

const cookieOf = (person: Person) => ({ cookie: `${SESSION_COOKIE}=${person.token}` });

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res;
}

/** The HTML inside #root: the server's drawing, or the shell's splash. */
const rootHtml = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
const isShell = (html: string) =>
  rootHtml(html).includes('app-splash') && !html.includes('id="server-render"');

let seller: Person;
let buyer: Person;
let listing: { id: number; photo: string };

beforeAll(async () => {
  seller = await registerAndSignIn(ctx.app, { name: 'Rosa Quintero' });
  buyer = await registerAndSignIn(ctx.app, { name: 'Juan Compras' });
  const id = await createListing(ctx.app, seller.auth, {
    price: 4321,
    description: 'Plátano hartón de la vega, cosecha de esta semana.',
  });
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#4a7c2a' },
  })
    .jpeg()
    .toBuffer();
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
  expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
  const detail = (await ctx.app.inject(`/api/v1/products/${id}`)).json().data;
  listing = { id, photo: detail.images[0].url };
});

/** The JSON block the browser hydrates from, parsed. */
function renderData(html: string) {
  const json = /<script type="application\/json" id="server-render">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as { userId: number; user: Record<string, unknown> }) : null;
}

/** Scripts the page runs, each as its opening tag and its text (JSON data blocks do not run). */
const runnableScripts = (html: string) =>
  [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .filter(([, tag]) => !tag!.includes('type="application/json"'))
    .map(([, tag, text]) => ({ tag: tag!, text: text! }));

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('with the page cookie of a signed-in person', () => {
  it('/inicio arrives with the greeting, the hero and the categories, for that person only', async () => {
    const res = await page('/inicio', cookieOf(buyer));
    const html = rootHtml(res.body);
    expect(html).toContain('Hola, Juan');
    expect(html).toContain('Vende tu cosecha y compra directo a quien la produce'); // the hero
    expect(html).toContain('Mercado'); // a category card (server/db/reference)
    expect(html).toContain('Plátano hartón verde'); // the featured listings
    expect(res.body).toContain('<title>Inicio · El campo en tus manos</title>');
    expect(renderData(res.body)).toMatchObject({ userId: buyer.id, user: { id: buyer.id } });
    // Nothing of the seller's but her public listing: not her name in a greeting, not her
    // phone or document.
    expect(res.body).not.toContain('Hola, Rosa');
    expect(res.body).not.toContain(seller.phone);
    expect(res.body).not.toContain(seller.document);
  });

  it('/productos/{category} arrives with the listing cards and their first photos', async () => {
    const res = await page('/productos/0?name=Todos%20los%20productos', cookieOf(buyer));
    const html = rootHtml(res.body);
    expect(html).toContain('Plátano hartón verde');
    expect(html).toMatch(/\$\s?4\.321/);
    expect(html).toContain(listing.photo.replace(/-\d+\.webp$/, ''));
    expect(res.body).not.toContain(seller.phone);
  });

  it('/producto/{id} arrives with the name, the price, the first photo and the buyer’s own view', async () => {
    const res = await page(`/producto/${listing.id}`, cookieOf(buyer));
    const html = rootHtml(res.body);
    expect(html).toContain('Plátano hartón verde');
    expect(html).toMatch(/\$\s?4\.321/);
    expect(html).toMatch(new RegExp(`<img[^>]+src="${listing.photo}"`));
    expect(html).toContain('Agregar a favoritos'); // the heart, for a signed-in person
    expect(renderData(res.body)?.userId).toBe(buyer.id);
  });

  it('is private: no shared or browser cache keeps it, and it runs one script, its own, allowed by its hash alone', async () => {
    const preload = JSON.parse(readFileSync(path.join(webRoot, '.vite/app-preload.json'), 'utf8'));
    const ownScript = readFileSync(path.join(webRoot, preload.renderedPage.script), 'utf8');
    for (const url of ['/inicio', `/producto/${listing.id}`, '/productos/0']) {
      const res = await page(url, cookieOf(buyer));
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.vary, url).toMatch(/Cookie/);
      const scripts = runnableScripts(res.body);
      expect(scripts, url).toHaveLength(1);
      // web/rendered-page.ts written into the page: one round trip less on 3G (decision 027).
      expect(scripts[0]!.tag, url).toMatch(/^<script type="module" data-app="\/assets\//);
      expect(scripts[0]!.text, url).toBe(ownScript.trimEnd());
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      expect(scriptSrc, url).toBe(`'self' ${sha256Source(scripts[0]!.text)}`);
    }
  });

  it('asks for its code only after the page is painted: no code preloads, and the screen’s files named for later', async () => {
    const preload = JSON.parse(readFileSync(path.join(webRoot, '.vite/app-preload.json'), 'utf8'));
    const productFiles: string[] = preload.screens.find(
      (screen: { route: string }) => screen.route === '/producto/:id',
    ).modulepreload;
    const res = await page(`/producto/${listing.id}`, cookieOf(buyer));
    // No Link header: no modulepreload competes with the page and its photos, and the photo is
    // named by the HTML itself, which arrives in the same round trip as the header would.
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toContain('fetchpriority="high"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const [script] = runnableScripts(res.body);
    expect(script!.tag).toContain(`data-app="${preload.renderedPage.app}"`);
    const code = /data-code="([^"]*)"/.exec(script!.tag)?.[1]?.split(' ') ?? [];
    expect(code.toSorted()).toEqual([...preload.renderedPage.code, ...productFiles].toSorted());
    // Largest first: the longest download starts first.
    const sizes = code.map((file) => statSync(path.join(webRoot, file)).size);
    expect(sizes).toEqual(sizes.toSorted((a, b) => b - a));
    // The shell of the same address, without the cookie, still preloads the app's code and the
    // photo: there they are found only once the code has run.
    const shell = await page(`/producto/${listing.id}`);
    expect(shell.headers.link).toContain('modulepreload');
    expect(shell.headers.link).toContain('rel=preload; as=image');
  });

  it('is drawn at the person’s text size (its cookie); an unreadable size is the usual one', async () => {
    const at = async (size: string) =>
      /<html[^>]*>/.exec(
        (await page('/inicio', { cookie: `${cookieOf(buyer).cookie}; campo_texto=${size}` })).body,
      )?.[0];
    expect(await at('120')).toBe('<html lang="es" style="font-size: 120%">');
    expect(await at('87')).toBe('<html lang="es" style="font-size: 85%">');
    for (const unreadable of ['100', 'abc', '"><script>', '']) {
      expect(await at(encodeURIComponent(unreadable)), unreadable).toBe('<html lang="es">');
    }
  });

  it('travels compressed to a phone that accepts it (brotli or gzip), the same page once decoded', async () => {
    const url = `/producto/${listing.id}`;
    const plain = await page(url, cookieOf(buyer));
    for (const [accept, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await page(url, { ...cookieOf(buyer), 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(accept.split(',')[0]);
      expect(res.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(rootHtml(decode(res.rawPayload).toString('utf8'))).toBe(rootHtml(plain.body));
    }
  });

  it('cannot be broken out of by text people write (the data block escapes <)', async () => {
    const id = await createListing(ctx.app, seller.auth, {
      description: 'Oferta </script><script>alert(1)</script> <!-- fin',
    });
    expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
    const res = await page(`/producto/${id}`, cookieOf(buyer));
    expect(res.body).toContain('id="server-render"');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(runnableScripts(res.body)).toHaveLength(1);
  });

  it('draws each person’s page for them when they ask at the same time', async () => {
    const [forBuyer, forSeller] = await Promise.all([
      page('/inicio', cookieOf(buyer)),
      page('/inicio', cookieOf(seller)),
    ]);
    expect(forBuyer.body).toContain('Hola, Juan');
    expect(forBuyer.body).not.toContain('Hola, Rosa');
    expect(forSeller.body).toContain('Hola, Rosa');
    expect(forSeller.body).not.toContain('Hola, Juan');
    expect(renderData(forSeller.body)?.userId).toBe(seller.id);
  });
});

describe('without a usable cookie: the plain shell, which the browser completes as before', () => {
  it('without a cookie (a session from before, in localStorage only, or nobody): the shell, never a page', async () => {
    for (const url of ['/inicio', `/producto/${listing.id}`, '/productos/0']) {
      const res = await page(url);
      expect(isShell(res.body), url).toBe(true);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('screens it does not render are the shell even with the cookie', async () => {
    for (const url of ['/favoritos', '/cuenta', '/', '/404', '/no-existe']) {
      expect(isShell((await page(url, cookieOf(buyer))).body), url).toBe(true);
    }
  });

  it('a token the API refuses (forged, or signed out everywhere) gets the shell and loses the cookie', async () => {
    const forged = `${buyer.token.slice(0, -4)}AAAA`;
    const res = await page('/inicio', { cookie: `${SESSION_COOKIE}=${forged}` });
    expect(isShell(res.body)).toBe(true);
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`),
    );

    const leaving = await registerAndSignIn(ctx.app, { name: 'Pedro Salida' });
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout-all',
      headers: leaving.auth,
    });
    expect(out.statusCode).toBe(200);
    const after = await page('/inicio', cookieOf(leaving));
    expect(isShell(after.body)).toBe(true);
    expect(after.body).not.toContain('Hola, Pedro');
  });

  it('a deleted account’s cookie renders nothing personal', async () => {
    const gone = await registerAndSignIn(ctx.app, { name: 'Lucía Borrada' });
    expect((await page('/inicio', cookieOf(gone))).body).toContain('Hola, Lucía');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/delete',
      headers: gone.auth,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of ['/inicio', `/producto/${listing.id}`]) {
      const res = await page(url, cookieOf(gone));
      expect(isShell(res.body), url).toBe(true);
      expect(res.body, url).not.toContain('Lucía');
      expect(res.body, url).not.toContain(gone.phone);
    }
  });

  it('a HEAD for the page is the shell’s (nothing is rendered for it)', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/inicio', headers: cookieOf(buyer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the forms of a rendered page (decision 027)', () => {
  it('names its own site to this site only, so its forms post with an Origin the server checks', async () => {
    const res = await page('/inicio', cookieOf(buyer));
    expect(isShell(res.body)).toBe(false);
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // Attributes in any order (Preact writes them as the component lists them, decision 027).
    const forms = res.body.match(/<form\b[^>]*>/g) ?? [];
    const aForm = (action: RegExp, method: string) =>
      forms.some((tag) => action.test(tag) && tag.includes(`method="${method}"`));
    expect(aForm(/action="\/productos\/0"/, 'get'), 'the search').toBe(true);
    expect(aForm(/action="\/producto\/\d+\/favorito"/, 'post'), 'a heart').toBe(true);
    // The shell keeps the site's policy.
    expect((await page('/inicio')).headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the weight of a rendered category (decision 027)', () => {
  it('its data block holds what the cards show, not the listings’ descriptions', async () => {
    const res = await page('/productos/0', cookieOf(buyer));
    const { queries } = renderData(res.body) as unknown as {
      queries: Array<{ queryKey: unknown[]; state: { data: { data: object[] } } }>;
    };
    const cards = queries.find((query) => query.queryKey[1] === 'catalogue')?.state.data.data;
    expect(cards?.length).toBeGreaterThan(0);
    for (const card of cards ?? []) {
      expect(Object.keys(card)).toEqual(
        expect.arrayContaining(['id', 'name', 'price', 'image_srcset']),
      );
      // With a srcset, the card-size photo is its first address (web/components/listing-card.tsx).
      const { image_srcset: srcset } = card as { image_srcset: string | null };
      expect('image' in card).toBe(srcset === null);
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('created_at');
    }
  });
});

describe('the weight of a rendered home (decision 027)', () => {
  /** Issue 28's goal (a seller's home was 204 KB before decision 027). */
  const HOME_HTML_CEILING = 60 * 1024;

  it('for a person with listings and favourites: the CSS of its own classes, nothing below the featured cards', async () => {
    const busy = await registerAndSignIn(ctx.app, { name: 'Marta Surtida' });
    const publish = async (auth: Person['auth'], count: number) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const id = await createListing(ctx.app, auth, {
          price: 2500 + i * 100,
          description: `Plátano hartón de la vega, cosecha de esta semana, lote ${i + 1}. Se entrega en la finca o en el pueblo los sábados.`,
        });
        expect((await activate(ctx.app, auth, id)).statusCode).toBe(200);
        ids.push(id);
      }
      return ids;
    };
    await publish(busy.auth, 5);
    // Five active listings a person at most: a full featured sample (48) needs ten sellers.
    const others: number[] = [];
    for (let seller = 0; seller < 9; seller++) {
      others.push(...(await publish((await registerAndSignIn(ctx.app)).auth, 5)));
    }
    for (const id of others.slice(0, 20)) {
      const favourite = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/products/${id}/favorite`,
        headers: busy.auth,
      });
      expect(favourite.statusCode).toBeLessThan(300);
    }

    const res = await page('/inicio', cookieOf(busy));
    expect(isShell(res.body)).toBe(false);
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(HOME_HTML_CEILING);
    // The whole stylesheet is named for the code that needs it; the page carries only its own rules.
    expect(res.body).toMatch(/data-css="\/assets\/[\w-]+\.css"/);
    // What the page's code loads by itself once hydrated has its rules before it appears (the
    // home's lower sections; the menu's drawer, not in the HTML until it opens); the other
    // dialogs' come with the whole stylesheet when they open, and the landing's (index.html's
    // entry, never drawn here) not at all.
    expect(res.body).toContain('.snap-x{');
    expect(res.body).not.toContain('data-[state=open]:animate-drawer-in');
    expect(res.body).toContain('.data-\\[state\\=open\\]\\:animate-drawer-in');
    expect(res.body).not.toContain('.via-crema{');
    // Nor the splash a page without data shows while it loads (the router's HydrateFallback).
    expect(res.body).not.toContain('.app-splash');
    // Favourites and stores are drawn after hydration, and not sent in the data block.
    expect(res.body).not.toContain('Basado en tus favoritos');
    expect(res.body).not.toContain('"favourites"');
    expect(res.body).not.toContain('"stores"');
    // Of the featured sample (48 here), the data block carries the four cards the page draws;
    // the browser asks for a sample of its own once hydrated.
    const { queries } = renderData(res.body) as unknown as {
      queries: Array<{ queryKey: string[]; state: { data: unknown[] } }>;
    };
    const keys = queries.map((query) => query.queryKey.join('/'));
    expect(keys).not.toContain('home/featured');
    const drawn = queries.find((query) => query.queryKey.join('/') === 'home/featured/drawn');
    expect(drawn?.state.data).toHaveLength(4);

    // On 3G each round trip is 300 ms: on a phone, the home and a category of 20 cards,
    // compressed, come with their headers in the connection's first round trip (decision 027).
    for (const url of ['/inicio', '/productos/0']) {
      const sent = await page(url, { ...cookieOf(busy), ...PHONE, 'accept-encoding': 'br' });
      expect(sent.headers['content-encoding'], url).toBe('br');
      expect(headerBytes(sent) + sent.rawPayload.length, url).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP_BYTES,
      );
    }
  });

  it('on a phone, the side menu (hidden under 768 px) comes empty: the code draws it if the screen grows', async () => {
    const menu = (html: string) => /<aside id="menu-lateral"[^>]*>([\s\S]*?)<\/aside>/.exec(html);
    const phone = await page('/inicio', { ...cookieOf(buyer), ...PHONE });
    expect(menu(phone.body)?.[1]).toBe('');
    expect(renderData(phone.body)).toMatchObject({ phone: true });
    // The phone's header and its menu button are there.
    expect(phone.body).toContain('aria-label="Abrir menú"');
    expect(String(phone.headers.vary)).toContain('Sec-CH-UA-Mobile');
    const other = await page('/inicio', cookieOf(buyer));
    expect(menu(other.body)?.[1]).toContain('href="/favoritos"');
    expect(renderData(other.body)).toMatchObject({ phone: false });
  });

  it('on a phone, a product carries what its first screen shows, in the first round trip: the sheet, the reviews and the seller’s other products come when scrolled to', async () => {
    const reviewer = await registerAndSignIn(ctx.app, { name: 'Aura Benítez' });
    const review = 'Muy buen plátano, llegó a tiempo.';
    const other = await createListing(ctx.app, seller.auth, { price: 5100 });
    expect((await activate(ctx.app, seller.auth, other)).statusCode).toBe(200);
    for (const [url, payload] of [
      [`/api/v1/products/${listing.id}/contact`, { channel: 'whatsapp' }],
      [`/api/v1/products/${listing.id}/rating`, { voto: 5, body: review }],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, payload, headers: reviewer.auth });
      expect(res.statusCode, url).toBeLessThan(300);
    }
    const later = ['Ficha técnica', 'Opiniones de clientes', 'Más productos de este vendedor'];
    const keys = (html: string) =>
      (renderData(html) as unknown as { queries: Array<{ queryKey: unknown[] }> }).queries.map(
        (query) => String(query.queryKey[0]),
      );

    const everywhere = await page(`/producto/${listing.id}`, cookieOf(buyer));
    for (const text of [...later, review]) expect(everywhere.body).toContain(text);
    expect(keys(everywhere.body)).toContain('reviews');

    const phone = await page(`/producto/${listing.id}`, {
      ...cookieOf(buyer),
      ...PHONE,
      'accept-encoding': 'br',
    });
    const html = brotliDecompressSync(phone.rawPayload).toString();
    expect(html).toContain('Plátano hartón de la vega, cosecha de esta semana.');
    expect(html).toContain('Chatear por WhatsApp');
    for (const text of [...later, review]) expect(html).not.toContain(text);
    // The reviews are asked for when the panel is drawn.
    expect(keys(html)).not.toContain('reviews');
    expect(headerBytes(phone) + phone.rawPayload.length).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP_BYTES,
    );
    // The limiter's counters are for API clients: a page's headers go without them.
    const limits = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => name.startsWith('x-ratelimit-'));
    expect(limits(phone.headers)).toEqual([]);
    const api = await ctx.app.inject({
      url: `/api/v1/products/${listing.id}`,
      headers: buyer.auth,
    });
    expect(limits(api.headers)).toHaveLength(3);
  });
});

/** What Chromium's browsers on a phone send with every request. */
const PHONE = { 'sec-ch-ua-mobile': '?1' };

/**
 * What a new TCP connection sends before it waits for the phone's first acknowledgement: ten
 * segments of 1,460 bytes (RFC 6928's initial window, Linux's default; Lighthouse simulates it).
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The status line and headers as sent, with those Node adds that inject leaves out. */
function headerBytes(res: Awaited<ReturnType<typeof page>>): number {
  const lines = Object.entries(res.headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${String(one)}\r\n`),
  );
  const nodeOwn =
    'Date: Sat, 05 Dec 2026 18:23:45 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=72\r\n';
  return Buffer.byteLength(`HTTP/1.1 200 OK\r\n${lines.join('')}${nodeOwn}\r\n`);
}
