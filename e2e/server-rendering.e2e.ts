import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS } from '../domain/limits';
import { apiAs, photo, publishActiveListing, registerAndSignIn, useSession } from './support/api';
import type { E2eSession } from './support/api';
import { APP_OWNS_ROOT, noChromium, onRegular3g, useBrowser, VIEWPORTS } from './support/browser';
import { htmlInTwoPieces } from './support/html-in-two-pieces';
import { hydrationProblems, WATCH_HYDRATION } from './support/hydration';

// Server rendering (decision 013): a signed-in page arrives drawn by the server (home, a category,
// a product), and the app takes it over without drawing it again: no error or warning in the
// console, the server's HTML is what the code draws (e2e/support/hydration.ts), and the
// screen's data is not asked for a second time.

const ctx = useBrowser();

const COOKIE = 'campo_sesion';
const DESCRIPTION = 'Plátano hartón de Manizales, servido por el servidor.';

let buyer: E2eSession;
let listingId: number;

beforeAll(async () => {
  if (noChromium) return;
  const seller = await registerAndSignIn(ctx.baseUrl, 'Marleny Gutiérrez');
  listingId = await publishActiveListing(ctx.baseUrl, seller.token, {
    description: DESCRIPTION,
    photos: [await photo('#7a9c3b')],
  });
  buyer = await registerAndSignIn(ctx.baseUrl, 'Wilson Hidrogo');
});

/**
 * A browser with the buyer's session as signing in leaves it: the stored token and the cookie.
 * `phone`: it says so in every request, as Chromium's browsers on a phone do (Sec-CH-UA-Mobile).
 */
async function signedInContext(
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
  { phone = false } = {},
): Promise<BrowserContext> {
  const context = await ctx.browser.newContext({
    viewport,
    extraHTTPHeaders: phone ? { 'sec-ch-ua-mobile': '?1' } : {},
  });
  await context.addCookies([
    { name: COOKIE, value: buyer.token, url: ctx.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Each layout shift of the page, as `window.__layoutShifts`: what moved, from where to where. */
const WATCH_LAYOUT_SHIFTS = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      window.__layoutShifts.push(shift.sources.map((source) => ({
        moved: source.node?.outerHTML?.slice(0, 80) ?? null,
        from: source.previousRect.toJSON(),
        to: source.currentRect.toJSON(),
      })));
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Resolves once the app has taken over #root (hydrated, or drawn it). */
const appOwnsRoot = (page: Page) =>
  expect.poll(() => page.evaluate(APP_OWNS_ROOT), { timeout: 15_000 }).toBe(true);

describe.skipIf(noChromium)('server-rendered pages', () => {
  const pages = () => [
    { url: '/inicio', text: 'Hola, Wilson', api: '/api/v1/categories' },
    {
      url: '/productos/0?name=Todos%20los%20productos',
      text: 'Plátano hartón verde',
      api: '/api/v1/products?',
    },
    {
      url: `/producto/${listingId}`,
      text: 'Plátano hartón verde',
      api: `/api/v1/products/${listingId}`,
    },
  ];

  it(
    'arrive drawn, hydrate without a console error or warning, and do not ask for their data again',
    { timeout: 90_000 },
    async () => {
      // On a laptop, with what this device keeps that the server cannot know: larger text, the
      // side menu folded, and the price this device showed last time for the product.
      const context = await signedInContext(VIEWPORTS.desktop);
      for (const { url, text, api } of pages()) {
        const page = await context.newPage();
        await useSession(page, buyer);
        await page.addInitScript(
          `localStorage.setItem('text_zoom', '120'); localStorage.setItem('sidebar_collapsed', '1');` +
            `localStorage.setItem('last_price:${listingId}', '1999');`,
        );
        // The main element the server drew, marked as soon as it is parsed: hydration keeps it,
        // drawing the page again in the browser would replace it.
        await page.addInitScript(
          `document.addEventListener('DOMContentLoaded', () => { const main = document.querySelector('main'); if (main) main.dataset.fromServer = 'yes'; });`,
        );
        await page.addInitScript(WATCH_HYDRATION);
        const problems = collectProblems(page);
        const apiCalls: string[] = [];
        page.on('request', (request) => {
          const path = request.url().replace(ctx.baseUrl, '');
          if (path.startsWith(api)) apiCalls.push(path);
        });

        const response = await page.goto(`${ctx.baseUrl}${url}`);
        const html = (await response?.text()) ?? '';
        expect(html, url).toContain(text);
        expect(html, url).toContain('id="server-render"');
        expect(response?.headers()['cache-control'], url).toBe('private, no-store');

        await appOwnsRoot(page);
        await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
        // Effects, and the re-render with the device's values.
        await page.waitForTimeout(1500);
        expect(problems, url).toEqual([]);
        // Preact says nothing of a mismatch: the page is compared with what the code drew.
        expect(await hydrationProblems(page), url).toEqual([]);
        expect(await page.locator('main[data-from-server="yes"]').count(), url).toBe(1);
        // After hydration, the device's own choices show.
        const menu = page.locator('#menu-lateral');
        expect(await menu.getAttribute('data-collapsed'), url).toBe('true');
        expect(apiCalls, `${url}: the page's data came with it`).toEqual([]);
        expect(await page.evaluate('document.documentElement.style.fontSize'), url).toBe('120%');
        await page.close();
      }
      // The device's text size went into a cookie, so the server now draws pages at that size
      // from their first paint instead of the page growing once its code has run.
      const next = await context.request.get(`${ctx.baseUrl}/inicio`);
      expect(await next.text()).toContain('<html lang="es" style="font-size: 120%">');
      await context.close();
    },
  );

  it(
    'asks for its code once painted and its main photo is in, on 3G (decision 027)',
    { timeout: 60_000 },
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      await useSession(page, buyer);
      await onRegular3g(context, page);
      const events: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/.+\.js$/.test(request.url())) events.push(`code asked ${request.url()}`);
      });
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'image') {
          events.push(`photo in ${request.url()}`);
        }
      });
      await page.goto(`${ctx.baseUrl}/producto/${listingId}`);
      await appOwnsRoot(page);
      // The page names no code file: its bootstrap is written into it.
      expect(events[0]).toMatch(/^photo in .*\/uploads\/listings\//);
      expect(events).toContainEqual(expect.stringMatching(/^code asked .*\/assets\/router-/));
      await context.close();
    },
  );

  it(
    'a server page that is not what the code draws is caught: another attribute, text or element',
    { timeout: 60_000 },
    async () => {
      // The server's HTML changed before the code runs, as a server drawing something else would.
      const context = await signedInContext(VIEWPORTS.desktop);
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.addInitScript(WATCH_HYDRATION);
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('menu-lateral').setAttribute('data-collapsed', 'quizás');
        const main = document.querySelector('main');
        main.append(document.createElement('aside'));
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode;
          if (text.data.includes('Hola, Wilson')) text.data = text.data.replace('Wilson', 'Otoniel');
        }
      });`);
      await page.goto(`${ctx.baseUrl}/inicio`);
      await appOwnsRoot(page);
      await page.waitForTimeout(1500);
      const problems = await hydrationProblems(page);
      expect(problems).toContainEqual(
        expect.stringMatching(/^<aside> data-collapsed: page "quizás"/),
      );
      expect(problems).toContainEqual('hydrating: removed <aside> from <main>');
      expect(problems).toContainEqual(expect.stringMatching(/^text: the server wrote "…Otoniel/));
      await context.close();
    },
  );

  it(
    'the page is the same person’s or none: another session in the browser draws its own',
    { timeout: 60_000 },
    async () => {
      // The cookie is the buyer's, the stored session someone else's (signed out and in again
      // as another person while the cookie stayed): the app draws its own page, for its person.
      const other = await registerAndSignIn(ctx.baseUrl, 'Otoniel Restrepo');
      const context = await signedInContext();
      const page = await context.newPage();
      await useSession(page, other);
      const problems = collectProblems(page);
      await page.goto(`${ctx.baseUrl}/inicio`);
      await expect.poll(() => page.getByText('Hola, Otoniel').first().isVisible()).toBe(true);
      expect(await page.getByText('Hola, Wilson').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it(
    'logging out removes the page cookie, so the next page is the plain shell',
    { timeout: 60_000 },
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.goto(`${ctx.baseUrl}/inicio`);
      await appOwnsRoot(page);
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL('**/auth');
      await expect
        .poll(async () => (await context.cookies()).some((cookie) => cookie.name === COOKIE))
        .toBe(false);
      const next = await context.request.get(`${ctx.baseUrl}/inicio`);
      expect(await next.text()).not.toContain('id="server-render"');
      await context.close();
    },
  );

  it(
    'an installed app gets the server’s page online, and offline the product still shows from the worker’s cache',
    { timeout: 120_000 },
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.addInitScript(
        `localStorage.setItem('tour_done:home:${buyer.user.id}', '2025-01-01T00:00:00.000Z');`,
      );
      await page.goto(`${ctx.baseUrl}/inicio`);
      await expect
        .poll(() => page.evaluate('Boolean(navigator.serviceWorker?.controller)'), {
          timeout: 45_000,
        })
        .toBe(true);

      // Through the worker, the page still comes from the server, drawn.
      const online = await page.goto(`${ctx.baseUrl}/producto/${listingId}`);
      expect(await online?.text()).toContain('id="server-render"');
      await appOwnsRoot(page);
      // The answers it was drawn with are kept for offline use, under this viewer's key.
      await expect
        .poll(
          () =>
            page.evaluate(
              `caches.open('el-campo-catalogo').then((c) => c.keys()).then((keys) => keys.map((k) => k.url))`,
            ),
          { timeout: 20_000 },
        )
        .toContain(`${ctx.baseUrl}/api/v1/products/${listingId}?__viewer=${buyer.user.id}`);

      await context.setOffline(true);
      await page.reload();
      await expect
        .poll(() => page.getByText(DESCRIPTION).first().isVisible(), { timeout: 20_000 })
        .toBe(true);
      await expect
        .poll(() =>
          page.getByText('Sin conexión. Estás viendo lo último que cargaste.').isVisible(),
        )
        .toBe(true);
      await context.close();
    },
  );

  it(
    'each card hydrates in place in a task of its own, those below the first screen once the page is idle (their heart answers through the code), and the side menu a phone’s page carries empty is drawn once the window shows it (decision 027)',
    { timeout: 90_000 },
    async () => {
      // Enough cards that the last ones are below a phone's first screen, kept by the server
      // as it drew them while the page hydrates
      // (at most 5 active listings a seller: two sellers).
      for (const name of ['Ofelia Cárdenas', 'Reinaldo Bustos']) {
        const farmer = await registerAndSignIn(ctx.baseUrl, name);
        for (let n = 0; n < 3; n++) await publishActiveListing(ctx.baseUrl, farmer.token);
      }
      const context = await signedInContext(VIEWPORTS.mobile, { phone: true });
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.addInitScript(WATCH_HYDRATION);
      // Each part hydrated after the page's pass (web/lib/hydration-slice.tsx) starts in a task
      // of its own: a message posted at one start is handled before the next part's turn.
      await page.addInitScript(`(() => {
        const slices = { started: 0, sharedATask: 0 };
        window.__slices = slices;
        let inTask = false;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (inTask = false);
        document.addEventListener('hydration-slice:start', () => {
          slices.started += 1;
          if (inTask) slices.sharedATask += 1;
          inTask = true;
          channel.port2.postMessage(null);
        });
      })();`);
      // The cards as the server drew them, before any code runs.
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
        window.__serverCards = [...document.querySelectorAll('main ul > li > article')];
        window.__waitingCards = [...document.querySelectorAll('main ul > li')].filter(
          (item) => getComputedStyle(item).contentVisibility === 'auto',
        ).length;
      });`);
      const problems = collectProblems(page);
      await page.goto(`${ctx.baseUrl}/productos/0?name=Todos%20los%20productos`);
      await appOwnsRoot(page);
      const cards = page.locator('main ul > li');
      expect(await cards.count()).toBeGreaterThan(6);
      // The cards, the search, the two filters, and the menu of this screen's width (the other
      // is hidden and waits until the width shows it).
      const slices = () =>
        page.evaluate('window.__slices') as Promise<{ started: number; sharedATask: number }>;
      const parts = (await cards.count()) + 4;
      await expect.poll(async () => (await slices()).started).toBeGreaterThanOrEqual(parts);
      expect((await slices()).sharedATask).toBe(0);
      // A mark that a page load would lose: the heart must not send its form.
      await page.evaluate('window.__samePage = true');

      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      const heart = last.locator('form button');
      expect(await heart.getAttribute('aria-label')).toBe('Agregar a favoritos');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate('window.__samePage')).toBe(true);
      const id = Number((await last.locator('form').getAttribute('action'))?.split('/')[2]);
      const saved = await apiAs<{ data: Array<{ product_user_id: number }> }>(
        ctx.baseUrl,
        buyer.token,
        '/products/my/favorites',
      );
      expect(saved.data.map((row) => row.product_user_id)).toContain(id);
      // Every card, drawn by the code in the end, is what the server drew, and each hydrated in
      // place: the same elements, none drawn again (a photo, the layout and the focus stay).
      expect(await hydrationProblems(page)).toEqual([]);
      expect(
        await page.evaluate(`(() => {
          const now = [...document.querySelectorAll('main ul > li > article')];
          return now.length === window.__serverCards.length &&
            now.every((card, index) => card === window.__serverCards[index]);
        })()`),
      ).toBe(true);

      // The cards after the first four were laid out only near the screen while they waited;
      // once live, all are, so a list the browser draws again keeps its scroll position.
      expect(await page.evaluate('window.__waitingCards')).toBe((await cards.count()) - 4);
      expect(
        await page.evaluate(
          `[...document.querySelectorAll('main ul > li')].filter((item) => getComputedStyle(item).contentVisibility === 'auto').length`,
        ),
      ).toBe(0);

      // The side menu, hidden on a phone, came empty; it hydrates once the window is wide
      // enough to show it, the code then draws what is in it, and its links move within the app.
      expect(await page.locator('#menu-lateral').innerHTML()).toBe('');
      const before = (await slices()).started;
      await page.setViewportSize(VIEWPORTS.desktop);
      await expect.poll(async () => (await slices()).started).toBe(before + 1);
      await expect
        .poll(() => page.locator('#menu-lateral a[href="/favoritos"]').isVisible())
        .toBe(true);
      await page.locator('#menu-lateral a[href="/favoritos"]').click();
      await page.waitForURL(/\/favoritos$/);
      expect(await page.evaluate('window.__samePage')).toBe(true);
      expect(await hydrationProblems(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it(
    'a phone’s product page carries what its first screen shows: the technical sheet, the reviews and the seller’s other products are drawn when scrolled to (decision 027)',
    { timeout: 90_000 },
    async () => {
      const review = 'Llegó fresco y bien empacado, lo recomiendo.';
      const farmer = await registerAndSignIn(ctx.baseUrl, 'Rosalba Quintero');
      const product = await publishActiveListing(ctx.baseUrl, farmer.token, {
        description: DESCRIPTION,
        photos: [await photo('#6b8e23')],
      });
      await publishActiveListing(ctx.baseUrl, farmer.token);
      await apiAs(ctx.baseUrl, buyer.token, `/products/${product}/contact`, {
        channel: 'whatsapp',
      });
      await apiAs(ctx.baseUrl, buyer.token, `/products/${product}/rating`, {
        voto: 5,
        body: review,
      });

      const context = await signedInContext(VIEWPORTS.mobile, { phone: true });
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.addInitScript(WATCH_HYDRATION);
      const problems = collectProblems(page);
      const reviewReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/api/v1/products/${product}/ratings`)) {
          reviewReads.push(request.url());
        }
      });
      const response = await page.goto(`${ctx.baseUrl}/producto/${product}`);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('Chatear por WhatsApp');
      expect(html).toContain(DESCRIPTION);
      const later = ['Ficha técnica', 'Opiniones de clientes', 'Más productos de este vendedor'];
      for (const text of [...later, review]) expect(html).not.toContain(text);

      await appOwnsRoot(page);
      await page.evaluate('window.__samePage = true');
      // Opened and not scrolled: nothing more is drawn, nor asked for.
      await page.waitForTimeout(1500);
      expect(await page.getByText('Ficha técnica').count()).toBe(0);
      expect(reviewReads).toEqual([]);

      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      for (const text of later) {
        await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
      }
      await page.getByText(review).scrollIntoViewIfNeeded();
      expect(reviewReads).toHaveLength(1);
      expect(await page.evaluate('window.__samePage')).toBe(true);
      expect(await hydrationProblems(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it(
    'nothing drawn early moves when the rest of the HTML arrives (a slow connection)',
    { timeout: 60_000 },
    async () => {
      // On 3G the browser draws what has arrived. Each page is cut just before `before`: what
      // was drawn without it must not move once it comes, on two phones and a laptop.
      const cases = [
        // A category, where 'Avísame' is offered: 'Filtros' alone used to sit beside the title,
        // then jump below it when 'Avísame' came (CLS 0.016 on a phone).
        {
          path: '/productos/1?name=Despensa',
          before: 'Avísame cuando publiquen esto',
          late: (page: Page) => page.getByRole('button', { name: 'Avísame cuando publiquen esto' }),
        },
        // The home's hero: its hills, drawn at the bottom of a hero still short, jumped down
        // when its text came (CLS 0.019).
        {
          path: '/inicio',
          before: 'Vende tu cosecha y compra directo',
          late: (page: Page) => page.getByText('Vende tu cosecha y compra directo'),
        },
        // The last category tile without its name: its icon, centred in the tile, moved up
        // when the name came.
        {
          path: '/inicio',
          before: '>Mercado<',
          late: (page: Page) => page.getByRole('link', { name: 'Mercado' }),
        },
        // The foot of a laptop's menu without its last buttons: it sits at the bottom, so it
        // rose as they came (CLS 0.003). A phone's page carries the menu empty.
        {
          path: '/inicio',
          before: 'aria-label="Aumentar texto"',
          late: (page: Page) => page.getByRole('button', { name: 'Contraer menú' }),
          laptopOnly: true,
        },
      ];
      const phones = [
        { viewport: { width: 412, height: 823 }, phone: true },
        { viewport: { width: 360, height: 740 }, phone: true },
      ];
      const laptop = { viewport: VIEWPORTS.desktop, phone: false };
      for (const { path, before, late, laptopOnly } of cases) {
        const slow = await htmlInTwoPieces(ctx.baseUrl, { path, before });
        try {
          for (const { viewport, phone } of laptopOnly ? [laptop] : [...phones, laptop]) {
            const context = await signedInContext(viewport, { phone });
            const page = await context.newPage();
            await useSession(page, buyer);
            await page.addInitScript(WATCH_LAYOUT_SHIFTS);
            await page.goto(`${slow.baseUrl}${path}`);
            await expect.poll(() => late(page).isVisible()).toBe(true);
            await appOwnsRoot(page);
            expect({ path, shifts: await page.evaluate('window.__layoutShifts') }).toEqual({
              path,
              shifts: [],
            });
            await context.close();
          }
        } finally {
          await slow.close();
        }
      }
    },
  );

  it(
    'Back from a product returns to where the catalogue was scrolled, and the product opens at its top (decision 028)',
    { timeout: 90_000 },
    async () => {
      // A full first page whatever the other tests published, from as many farmers as the
      // limit of active listings asks: most cards hydrate later, one per idle moment, at a
      // guessed height until then (item-hydrated-later.tsx).
      const farmers = ['Gildardo Pineda', 'Nubia Cárdenas', 'Ovidio Lemus', 'Rubiela Mesa'];
      const needed = Math.ceil(LISTINGS.categoryPageSize / LISTINGS.maxActivePerUser);
      expect(farmers.length).toBeGreaterThanOrEqual(needed);
      for (const name of farmers.slice(0, needed)) {
        const farmer = await registerAndSignIn(ctx.baseUrl, name);
        for (let n = 0; n < LISTINGS.maxActivePerUser; n++) {
          await publishActiveListing(ctx.baseUrl, farmer.token);
        }
      }
      const context = await signedInContext({ width: 320, height: 640 });
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.goto(`${ctx.baseUrl}/productos/0?name=Todos%20los%20productos`);
      await appOwnsRoot(page);
      await page.evaluate('window.__samePage = true');

      const last = page.locator('main ul > li').last();
      await last.scrollIntoViewIfNeeded();
      // Within a pixel: scroll anchoring keeps fractions of one.
      const lastMovedBy = async (from: number) =>
        Math.abs(((await last.boundingBox())?.y ?? Number.NaN) - from);
      const shownAt = (await last.boundingBox())?.y ?? Number.NaN;
      // The cards skipped on the way down take their real height as they hydrate: the page grows
      // above the screen, and the card being looked at stays where it is (the browser's scroll
      // anchoring), so the position to come back to is the one once they are done.
      const waitingCards = page.locator('main ul > li[class*="content-visibility"]');
      await expect.poll(() => waitingCards.count(), { timeout: 20_000 }).toBe(0);
      expect(await lastMovedBy(shownAt)).toBeLessThanOrEqual(1);
      const scrolled = Number(await page.evaluate('window.scrollY'));
      expect(scrolled).toBeGreaterThan(300);
      await last.getByRole('link').first().click();
      await page.waitForURL('**/producto/*');
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);

      await page.goBack();
      await page.waitForURL('**/productos/0*');
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(scrolled);
      // The same card where it was on the screen (no card above it changed height).
      expect(await lastMovedBy(shownAt)).toBeLessThanOrEqual(1);
      // All of it inside the app: no page was loaded.
      expect(await page.evaluate('window.__samePage')).toBe(true);
      await context.close();
    },
  );
});
