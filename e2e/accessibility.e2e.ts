import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  photo,
  publishActiveListing,
  registerAndSignIn,
  signIn,
  uploadAs,
} from './support/api';
import type { E2eSession } from './support/api';
import { noChromium, useBrowser, VIEWPORTS } from './support/browser';

// Accessibility (the farmers of docs/product.md §1, on phones): axe-core on every route of
// web/lib/paths.ts (and the admin screens) at both widths, plus the open states (drawer, dialogs,
// tour, gallery, carousel, form errors). Only serious and critical findings fail; the list names
// rule, element and page.

const ctx = useBrowser();

type Width = keyof typeof VIEWPORTS;
type Finding = { width: Width; page: string; rule: string; impact: string; targets: string[] };

interface Data {
  admin: E2eSession;
  seller: E2eSession;
  /** The admin's own listing (edit screen, owner view). */
  ownListing: number;
  /** The seller's listing, with two photos (gallery, buyer view). */
  otherListing: number;
  store: number;
  storeName: string;
}

/** A photo as a phone would send it: a JPEG with some colour. */
async function createData(): Promise<Data> {
  const admin = await signIn(ctx.baseUrl, ctx.adminPhone);
  const seller = await registerAndSignIn(ctx.baseUrl, 'Gilberto Cárdenas');
  const otherListing = await publishActiveListing(ctx.baseUrl, seller.token, {
    photos: await Promise.all(['#5b8c2a', '#d9a21b'].map(photo)),
  });
  const ownListing = await publishActiveListing(ctx.baseUrl, admin.token, {
    photos: [await photo('#4a7c2a')],
  });

  // The admin favourites and reviews the seller's listing (favourites page, moderation list).
  await apiAs(ctx.baseUrl, admin.token, `/products/${otherListing}/favorite`, {});
  await apiAs(ctx.baseUrl, admin.token, `/products/${otherListing}/contact`, {
    channel: 'whatsapp',
  });
  await apiAs(ctx.baseUrl, admin.token, `/products/${otherListing}/rating`, {
    voto: 4,
    body: 'Buen plátano, bien empacado y a tiempo.',
  });

  const storeName = 'Agroinsumos La Esperanza';
  const { data: store } = await apiAs<{ data: { id: number } }>(
    ctx.baseUrl,
    admin.token,
    '/admin/stores',
    {
      name: storeName,
      kind: 'suministros',
      description: 'Semillas certificadas, fertilizantes y asesoría para el cultivo.',
      address: 'Calle 10 # 4-21, frente al parque',
      municipality_id: 5615,
      whatsapp: '3151234567',
    },
  );
  await uploadAs(ctx.baseUrl, admin.token, `/admin/stores/${store.id}/images`, {
    kind: 'slider',
    images: await Promise.all(['#4a7c2a', '#c0842b', '#2b6cc0'].map(photo)),
  });
  await uploadAs(ctx.baseUrl, admin.token, `/admin/stores/${store.id}/images`, {
    kind: 'brochure',
    images: await Promise.all(['#f5c96b', '#dfeed8'].map(photo)),
  });
  const tagged = await apiAs<{ data: { tags: { id: number }[] } }>(
    ctx.baseUrl,
    admin.token,
    `/admin/stores/${store.id}/tags`,
    { name: 'Semillas' },
  );
  await apiAs(ctx.baseUrl, admin.token, `/admin/stores/${store.id}/products`, {
    name: 'Semilla de maíz amarillo ICA V-109',
    description: 'Bulto de 20 kg.',
    price: 185000,
    tag_id: tagged.data.tags[0]!.id,
  });

  await apiAs(ctx.baseUrl, seller.token, '/jobs', {
    title: 'Recolectores de café para la cosecha',
    description: 'Cosecha principal, 6 a. m. a 3 p. m. Incluye almuerzo y alojamiento.',
    department_id: 41,
    municipality_id: 41551,
    pay: 70000,
    pay_period: 'dia',
    starts_on: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' }),
    phone: seller.phone,
  });
  await apiAs(ctx.baseUrl, admin.token, '/admin/organizations', {
    name: 'Asociación de Cafeteros del Sur',
    kind: 'asociacion',
    municipality_id: 41551,
    description: 'Productores de café especial del sur del Huila.',
    products: 'Café pergamino, café especial',
    whatsapp: '3157654321',
  });
  await apiAs(ctx.baseUrl, seller.token, '/report', {
    phone: seller.phone,
    type: 'tecnico',
    description: 'La foto de mi producto no carga desde el celular.',
  });

  return {
    admin,
    seller,
    ownListing,
    otherListing,
    store: store.id,
    storeName,
  };
}

/** Runs axe on what the page shows now; answers the serious and critical findings. */
async function audit(page: Page, width: Width, name: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const all = results.violations.map((violation) => ({
    width,
    page: name,
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  const blocking = all.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  // Moderate and minor ones do not fail the suite, but Lighthouse's 100 needs them gone too.
  const others = all.filter((f) => !blocking.includes(f));
  if (others.length) console.warn(`axe (not failing):\n${listFindings(others)}`);
  return blocking;
}

function listFindings(list: Finding[]) {
  return list
    .map((f) => `[${f.width}] ${f.page}: ${f.rule} (${f.impact})\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

// In-page scripts are strings: this project's e2e files compile without the DOM library.

/** Interactive elements smaller than 44 × 44 px (inline links in a sentence are exempt). */
const SMALL_TARGETS = `(() => {
  const small = [];
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[aria-hidden="true"], [inert]')) continue;
    const style = getComputedStyle(el);
    let box = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
    // Visually hidden until focused (the skip link): measured when it shows.
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    if (el.tagName === 'A' && style.display === 'inline') continue;
    if (['checkbox', 'radio', 'file'].includes(el.type)) {
      const label = el.closest('label') || (el.id && document.querySelector('label[for="' + el.id + '"]'));
      if (label) box = label.getBoundingClientRect();
    }
    if (box.width < 43.5 || box.height < 43.5) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      small.push(el.tagName.toLowerCase() + ' "' + name + '" ' + Math.round(box.width) + '×' + Math.round(box.height));
    }
  }
  return small;
})()`;

/** Horizontal overflow of the page, and text that sticks out of the screen. */
const CUT_CONTENT = `(() => {
  const width = window.innerWidth;
  const scrollWidth = document.scrollingElement.scrollWidth;
  const inScroller = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const cut = [];
  for (const el of document.body.querySelectorAll('*')) {
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!hasText) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || (box.right <= width + 1 && box.left >= -1)) continue;
    if (inScroller(el)) continue;
    cut.push(el.tagName.toLowerCase() + ' "' + el.textContent.trim().slice(0, 40) + '" ' + Math.round(box.left) + '…' + Math.round(box.right));
  }
  return { scrollWidth, width, cut: cut.slice(0, 10) };
})()`;

/**
 * What has the focus: its name, whether it sits in a dialog, and whether a ring shows.
 * A dialog takes the focus in an effect, which Preact runs on the frame after the dialog
 * shows: read it with `expect.poll` right after opening (CI under load failed a direct read).
 */
async function focused(page: Page) {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { name: '', id: '', inDialog: false, ring: false };
    const style = getComputedStyle(el);
    const label = el.labels && el.labels[0] ? el.labels[0].textContent : '';
    const name = (el.getAttribute('aria-label') || label || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 80);
    // An outline, or a Tailwind ring (a box-shadow with a spread, maybe still growing in its
    // transition) on the element or on the card around it (has-[a:focus-visible]). Focus in
    // a part of the browser's own control (a date field's calendar button) has the browser's ring.
    const hasRing = (node) => /0px 0px 0px (0?\\.0*[1-9]|[1-9])/.test(getComputedStyle(node).boxShadow);
    let ring = !el.matches(':focus') || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2);
    for (let node = el, up = 0; !ring && node && up < 4; node = node.parentElement, up++) {
      ring = hasRing(node);
    }
    const inDialog = !!el.closest('[role=dialog], [role=alertdialog], .driver-popover');
    return { name, id: el.id, inDialog, ring };
  })()`) as Promise<{ name: string; id: string; inDialog: boolean; ring: boolean }>;
}

/** Presses Tab once; a ring that fades in (150 ms transitions) gets the time to show. */
async function tab(page: Page) {
  await page.keyboard.press('Tab');
  const now = await focused(page);
  if (now.ring || !now.name) return now;
  await page.waitForTimeout(300);
  return focused(page);
}

/** Presses Tab until the focused element's name matches (a keyboard user's only way there). */
async function tabTo(page: Page, name: RegExp, presses = 60) {
  for (let i = 0; i < presses; i++) {
    const now = await tab(page);
    if (name.test(now.name)) {
      expect(now.ring, `focus ring on "${now.name}"`).toBe(true);
      return now;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Waits until the screen has its data: no request in flight, no skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(`!document.querySelector('.animate-pulse, [aria-busy="true"]')`, null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

async function visit(page: Page, path: string) {
  await page.goto(ctx.baseUrl + path);
  await settle(page);
}

const setItems = (page: Page, items: Record<string, string>) =>
  page.evaluate(
    `Object.entries(${JSON.stringify(items)}).forEach(([k, v]) => localStorage.setItem(k, v))`,
  );

/** Stores the admin's session (tours marked done: the welcome dialog has its own check). */
function startSession(page: Page, data: Data) {
  const { token, user } = data.admin;
  const done = new Date().toISOString();
  return setItems(page, {
    access_token: token,
    token,
    user: JSON.stringify(user),
    [`tour_done:home:${user.id}`]: done,
    [`tour_done:create-product:${user.id}`]: done,
  });
}

// The legal pages are read before registering, without a session.
const PUBLIC_PAGES = ['/', '/auth', '/RegisterForm', '/terminos', '/privacidad', '/404'];

function signedInPages({ ownListing, otherListing, store, seller }: Data) {
  return [
    '/inicio',
    // The public pages of shared links (server-rendered, the same with or without a session).
    `/p/${otherListing}`,
    `/vendedor/${seller.user.id}`,
    '/tienda',
    '/crear-producto',
    '/productos',
    '/productos/0?name=Todos',
    `/producto/${otherListing}`,
    `/producto/${ownListing}`,
    `/producto/${ownListing}/editar`,
    '/favoritos',
    '/notificaciones',
    '/suministros',
    '/tiendas',
    `/tiendas/${store}`,
    '/jobs',
    '/jobs?vista=publicar',
    '/jobs?vista=mias',
    '/organizaciones',
    '/precios',
    '/precios/1003021',
    '/cuenta',
    '/cuenta/perfil',
    '/cuenta/direcciones',
    '/reportar',
    '/admin',
    '/admin/tiendas',
    '/admin/tiendas/nueva',
    `/admin/tiendas/${store}`,
    '/admin/organizaciones',
    '/admin/reportes',
    '/admin/moderacion',
    '/admin/moderacion?ver=opiniones',
    '/admin/registro',
    '/admin/precios',
  ];
}

const contexts = {} as Record<Width, BrowserContext>;
let data: Data;

/** A page of that width's context with the admin's session stored. */
async function signedInPage(width: Width) {
  const page = await contexts[width].newPage();
  await page.goto(ctx.baseUrl + '/404');
  await startSession(page, data);
  return page;
}

describe.skipIf(noChromium)('accessibility', () => {
  beforeAll(async () => {
    data = await createData();
    for (const width of Object.keys(VIEWPORTS) as Width[]) {
      contexts[width] = await ctx.browser.newContext({ viewport: VIEWPORTS[width] });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(contexts).map((c) => c.close()));
  });

  // Both widths at once: each waits mostly on its own page loading.
  it.concurrent.for(Object.keys(VIEWPORTS) as Width[])(
    'at %s width axe finds no serious or critical violation on any page or open state (and at mobile width every target is at least 44 × 44 px)',
    { timeout: 240_000 },
    async (width, { expect }) => {
      const page = await contexts[width].newPage();
      const found: Finding[] = [];
      const small: string[] = [];
      const check = async (name: string, { state = false } = {}) => {
        // A dialog fades in over 150 ms: half-way its text would read as low contrast.
        if (state) await page.waitForTimeout(200);
        found.push(...(await audit(page, width, name)));
        if (width === 'mobile') {
          const targets = (await page.evaluate(SMALL_TARGETS)) as string[];
          small.push(...targets.map((target) => `${name}: ${target}`));
        }
      };

      // Open states, checked right after their page: forms with their validation errors,
      // the gallery in full screen, the carousel moved on, the drawer and the layout's dialogs.
      const showErrors = (submit: string | RegExp) => async () => {
        await page.getByRole('button', { name: submit }).last().click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await check(`${new URL(page.url()).pathname} (errores del formulario)`, { state: true });
      };
      const openMenu = async () => {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('dialog', { name: 'Menú principal' }).waitFor();
      };
      const states: Record<string, () => Promise<void>> = {
        '/RegisterForm': showErrors('Crear cuenta'),
        '/reportar': showErrors('Enviar reporte'),
        '/jobs?vista=publicar': showErrors('Publicar oferta'),
        [`/producto/${data.otherListing}`]: async () => {
          await page.getByRole('button', { name: /^Ampliar/ }).click();
          await page.getByRole('dialog').waitFor();
          await check('galería ampliada', { state: true });
        },
        [`/tiendas/${data.store}`]: async () => {
          await page.getByRole('button', { name: 'Diapositiva siguiente' }).first().click();
          await page.waitForTimeout(600); // the 500 ms slide
          await check('carrusel en la diapositiva 2');
        },
        [`/admin/tiendas/${data.store}`]: async () => {
          await page.getByRole('button', { name: 'Eliminar tienda' }).click();
          await page.getByRole('alertdialog').waitFor();
          await check('diálogo de confirmación', { state: true });
          await page.keyboard.press('Escape');
        },
        '/admin/moderacion?ver=opiniones': async () => {
          await page
            .getByRole('button', { name: /^Eliminar opinión de/ })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
          await check('diálogo con motivo', { state: true });
          await page.keyboard.press('Escape');
        },
        '/inicio': async () => {
          if (width === 'mobile') {
            await openMenu();
            await check('menú (cajón)', { state: true });
          }
          await page.getByRole('button', { name: 'Cerrar sesión' }).click();
          await page.getByRole('alertdialog').waitFor();
          await check('diálogo «¿Cerrar sesión?»', { state: true });
          await page.keyboard.press('Escape');
        },
      };
      const checkAll = async (paths: string[]) => {
        for (const path of paths) {
          await visit(page, path);
          await check(path);
          await states[path]?.();
        }
      };

      // Public screens first: with a stored session the landing page moves on to /inicio.
      await checkAll(PUBLIC_PAGES);
      await startSession(page, data);
      await checkAll(signedInPages(data));

      // The welcome dialog, then the first step of the tour.
      await page.evaluate(`localStorage.removeItem('tour_done:home:${data.admin.user.id}')`);
      await visit(page, '/inicio');
      await page.getByRole('button', { name: 'Sí, muéstrame' }).waitFor({ timeout: 15_000 });
      await check('diálogo de bienvenida', { state: true });
      await page.getByRole('button', { name: 'Sí, muéstrame' }).click();
      await page.locator('.driver-popover').waitFor();
      await page.waitForTimeout(400); // the tour's own 400 ms animation
      await check('recorrido (paso 1)', { state: true });
      await page.keyboard.press('Escape');
      await page.close();

      expect
        .soft(found.length, `Serious or critical axe violations:\n${listFindings(found)}`)
        .toBe(0);
      expect.soft(small, 'Touch targets under 44 × 44 px').toEqual([]);
    },
  );

  it('keyboard: the drawer opens with Tab and Enter, closes with Escape and gives the focus back', async () => {
    const page = await signedInPage('mobile');
    await visit(page, '/inicio');
    // The skip link shows on the first Tab, big enough to tap.
    await tabTo(page, /^Saltar al contenido$/, 1);
    const skip = await page.getByRole('link', { name: 'Saltar al contenido' }).boundingBox();
    expect(skip!.height).toBeGreaterThanOrEqual(44);
    await tabTo(page, /^Abrir menú$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menú principal' }).waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // Focus stays in the drawer however far one tabs.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('Abrir menú');
    await page.close();
  });

  it('keyboard: dialogs opened by a button (logout, confirm, reason) give the focus back', async () => {
    const page = await signedInPage('desktop');
    await visit(page, '/inicio');
    await tabTo(page, /^Cerrar sesión$/);
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true, ring: true });
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('Cerrar sesión');
    expect(new URL(page.url()).pathname).toBe('/inicio');

    for (const [path, opener, dialog] of [
      [`/admin/tiendas/${data.store}`, /^Eliminar tienda$/, 'alertdialog'],
      ['/admin/moderacion?ver=opiniones', /^Eliminar opinión de/, 'dialog'],
    ] as const) {
      await visit(page, path);
      await page.getByRole('button', { name: opener }).first().focus();
      await page.keyboard.press('Enter');
      await page.getByRole(dialog).waitFor();
      await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focused(page)).name).toMatch(opener);
    }
    await page.close();
  });

  it('keyboard: the photo gallery steps with the arrows, zooms with Enter and gives the focus back', async () => {
    const page = await signedInPage('desktop');
    await visit(page, `/producto/${data.otherListing}`);
    await tabTo(page, /^Ampliar .*foto 1 de 2$/);
    await tabTo(page, /^Foto siguiente$/, 3);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Ampliar .*foto 2 de 2$/ }).waitFor();
    await page.getByRole('button', { name: /^Ampliar/ }).focus();
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog');
    await zoom.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => zoom.getByRole('img').getAttribute('alt')).toMatch(/foto 1 de 2$/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Ampliar .*foto 1 de 2$/);
    await page.close();
  });

  it('keyboard: the store carousel arrows and dots are reachable, and the arrow keys move it', async () => {
    const page = await signedInPage('mobile');
    await visit(page, `/tiendas/${data.store}`);
    const dot = (n: number) => page.getByRole('button', { name: `Ir a la diapositiva ${n} de 3` });
    await tabTo(page, /^Diapositiva anterior$/);
    await tabTo(page, /^Diapositiva siguiente$/, 2);
    await page.keyboard.press('Enter');
    await expect.poll(() => dot(2).first().getAttribute('aria-current')).toBe('true');
    await tabTo(page, /^Pausar el carrusel$/, 2);
    await tabTo(page, /^Ir a la diapositiva 3 de 3$/, 4);
    await page.keyboard.press('Enter');
    await expect.poll(() => dot(3).first().getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dot(1).first().getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dot(3).first().getAttribute('aria-current')).toBe('true');
    await page.close();
  });

  it('keyboard: a tour walks with Enter, closes with Escape and gives the focus back to its button', async () => {
    const page = await signedInPage('desktop');
    await visit(page, '/crear-producto');
    await tabTo(page, /¿Cómo publicar\?/);
    await page.keyboard.press('Enter');
    await page.locator('.driver-popover').waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Siguiente');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('2 de 5').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.driver-popover').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toMatch(/¿Cómo publicar\?/);
    await page.close();
  });

  it('keyboard: the welcome dialog takes the focus, Enter starts the tour, Escape ends it on the page', async () => {
    const page = await signedInPage('mobile');
    await visit(page, '/inicio');
    await page.evaluate(`localStorage.removeItem('tour_done:home:${data.admin.user.id}')`);
    await page.reload();
    await page.getByRole('button', { name: 'Sí, muéstrame' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Sí, muéstrame', inDialog: true });
    await page.keyboard.press('Enter');
    await page.locator('.driver-popover').waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Siguiente');
    await page.keyboard.press('Escape');
    await page.locator('.driver-popover').waitFor({ state: 'detached' });
    // The opener is gone with the dialog: the main content has the focus, not <body>.
    await expect.poll(async () => (await focused(page)).id).toBe('contenido');
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await page.getByRole('button', { name: 'Sí, muéstrame' }).count()).toBe(0);
    await page.close();
  });

  it('keyboard: everything Tab reaches shows a focus ring', { timeout: 120_000 }, async () => {
    const missing: string[] = [];
    const pages: [Width, string][] = [
      ['desktop', '/inicio'],
      ['mobile', `/producto/${data.otherListing}`],
      ['desktop', `/tiendas/${data.store}`],
      ['mobile', '/jobs?vista=publicar'],
      ['mobile', '/crear-producto'],
      ['desktop', `/admin/tiendas/${data.store}`],
    ];
    for (const [width, path] of pages) {
      const page = await signedInPage(width);
      await visit(page, path);
      for (let i = 0; i < 50; i++) {
        const now = await tab(page);
        if (now.name === '') break; // past the end, back on <body>
        if (!now.ring) missing.push(`${width} ${path}: "${now.name}"`);
      }
      await page.close();
    }
    expect(missing).toEqual([]);
  });

  it(
    'text zoom 85 % and 120 % (set with the menu control) cuts no content and scrolls no page sideways',
    { timeout: 180_000 },
    async () => {
      const problems: string[] = [];
      const measure = async (page: Page, label: string, paths: string[]) => {
        for (const path of paths) {
          await visit(page, path);
          const { scrollWidth, width, cut } = (await page.evaluate(CUT_CONTENT)) as {
            scrollWidth: number;
            width: number;
            cut: string[];
          };
          if (scrollWidth > width)
            problems.push(`${label} ${path}: ${scrollWidth} px > ${width} px`);
          if (cut.length) problems.push(`${label} ${path}: cut ${cut.join(', ')}`);
        }
      };
      // 120 % is where text pushes layouts wide; 85 % is checked on fewer screens (it mostly
      // tests that buttons keep their 44 px).
      const signedIn = {
        85: [
          '/inicio',
          '/crear-producto',
          `/producto/${data.otherListing}`,
          '/jobs?vista=publicar',
        ],
        120: [
          '/inicio',
          '/crear-producto',
          '/productos',
          '/productos/0?name=Todos',
          `/producto/${data.otherListing}`,
          `/tiendas/${data.store}`,
          '/jobs?vista=publicar',
          '/organizaciones',
          '/precios',
          '/cuenta/perfil',
          '/reportar',
          `/admin/tiendas/${data.store}`,
          '/admin/moderacion',
        ],
      };
      const signedOut = {
        85: ['/auth'],
        120: ['/', '/auth', '/RegisterForm', '/terminos', '/privacidad'],
      };
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await page.goto(ctx.baseUrl + '/404');

      // The person's own way: the control in the menu, five points a tap, 85 to 120.
      const useControl = async (button: 'Reducir texto' | 'Aumentar texto', zoom: number) => {
        await startSession(page, data);
        await visit(page, '/inicio');
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        const control = page.getByRole('button', { name: button });
        const taps = Math.abs(zoom - (zoom === 85 ? 100 : 85)) / 5;
        for (let i = 0; i < taps; i++) await control.click();
        expect(await control.isDisabled()).toBe(true);
        expect(await page.evaluate(`localStorage.getItem('text_zoom')`)).toBe(String(zoom));
        expect(await page.evaluate('document.documentElement.style.fontSize')).toBe(`${zoom}%`);
        await page.keyboard.press('Escape');
      };
      for (const [button, zoom] of [
        ['Reducir texto', 85],
        ['Aumentar texto', 120],
      ] as const) {
        await useControl(button, zoom);
        await measure(page, `${zoom} % (390 px)`, signedIn[zoom]);
        // Signed out, the stored size still applies (main.tsx reads it before the first paint).
        await page.evaluate(
          `['access_token', 'token', 'user'].forEach((k) => localStorage.removeItem(k))`,
        );
        await measure(page, `${zoom} % (390 px)`, signedOut[zoom]);
      }
      await context.close();

      const desktop = await signedInPage('desktop');
      await setItems(desktop, { text_zoom: '120' });
      await measure(desktop, '120 % (1280 px)', [
        '/inicio',
        `/producto/${data.otherListing}`,
        `/admin/tiendas/${data.store}`,
      ]);
      await setItems(desktop, { text_zoom: '100' });
      await desktop.close();

      expect(problems).toEqual([]);
    },
  );
});
