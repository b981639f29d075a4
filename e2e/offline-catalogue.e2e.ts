import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { photo, publishActiveListing, registerAndSignIn, useSession } from './support/api';
import type { E2eSession } from './support/api';
import { APP_OWNS_ROOT, noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

// docs/product.md §15 "Offline and installable": a category page without signal shows what was seen
// (the worker's cache) or says it has no signal, never an endless 'Cargando productos…'; when the
// signal comes back the page recovers by itself, with the service worker and without it (a screen
// whose code could not be fetched too).

const ctx = useBrowser();

const OFFLINE_BANNER = 'Sin conexión. Estás viendo lo último que cargaste.';
const OFFLINE_HINT = 'Sin conexión. Los productos aparecerán solos cuando vuelva la señal.';
const LOADING = 'Cargando productos…';
const CATALOGUE = '/productos/0?name=Todos';
/** What publishActiveListing publishes (catalogue product 1003036). */
const listingName = /Plátano hartón verde/;

let buyer: E2eSession;

beforeAll(async () => {
  if (noChromium) return;
  const seller = await registerAndSignIn(ctx.baseUrl, 'Ofelia Castañeda');
  await publishActiveListing(ctx.baseUrl, seller.token, { photos: [await photo('#5b8c2a')] });
  buyer = await registerAndSignIn(ctx.baseUrl, 'Rubén Darío Cuéllar');
}, 120_000);

async function newPage(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile, serviceWorkers });
  const page = await context.newPage();
  await useSession(page, buyer);
  await page.addInitScript(
    `localStorage.setItem('tour_done:home:${buyer.user.id}', '2025-01-01T00:00:00.000Z');`,
  );
  return { context, page };
}

/** A catalogue query never asked before: another order (on a phone, behind 'Filtros'). */
async function askUnseenOrder(page: Page) {
  const order = page.getByRole('combobox', { name: 'Ordenar por' });
  if (!(await order.isVisible())) await page.getByRole('button', { name: /^Filtros/ }).click();
  await order.selectOption('price_desc');
}

describe.skipIf(noChromium)('category page without signal', () => {
  it('with the service worker: what was seen shows offline, the unseen says so, and the signal brings it back', async () => {
    const { context, page } = await newPage(ctx.browser, 'allow');
    await page.goto(`${ctx.baseUrl}/inicio`);
    await expect
      .poll(() => page.evaluate('Boolean(navigator.serviceWorker?.controller)'), {
        timeout: 45_000,
      })
      .toBe(true);
    await page.goto(`${ctx.baseUrl}${CATALOGUE}`);
    await page.getByRole('link', { name: listingName }).first().waitFor();

    // Opened again without signal: the worker answers what was seen.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: listingName }).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);

    // Never seen: the error with the offline hint, not an endless placeholder.
    await askUnseenOrder(page);
    await page.getByText(OFFLINE_HINT).waitFor({ timeout: 15_000 });
    expect(await page.getByText(LOADING).count()).toBe(0);
    await screenshot(page, 'offline-catalogue-unseen');

    // Signal back: it loads by itself, nobody taps 'Reintentar'.
    await context.setOffline(false);
    await page.getByRole('link', { name: listingName }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  }, 120_000);

  it('without the service worker: the error recovers by itself when the signal returns', async () => {
    const { context, page } = await newPage(ctx.browser, 'block');
    await page.goto(`${ctx.baseUrl}${CATALOGUE}`);
    await page.getByRole('link', { name: listingName }).first().waitFor();

    await context.setOffline(true);
    await askUnseenOrder(page);
    await page.getByText(OFFLINE_HINT).waitFor({ timeout: 15_000 });

    await context.setOffline(false);
    await page.getByRole('link', { name: listingName }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('without the service worker: a screen whose code never came opens by itself when the signal returns', async () => {
    const { context, page } = await newPage(ctx.browser, 'block');
    // A phone fetches the menu's code in an idle moment after the person first touches or
    // scrolls the page, not while the page is still loading (decision 027, session 20): here
    // the person scrolls the list before the signal goes.
    const menuRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('mobile-menu-drawer')) menuRequests.push(request.url());
    });
    await page.goto(`${ctx.baseUrl}${CATALOGUE}`);
    await page.getByRole('link', { name: listingName }).first().waitFor();
    await expect.poll(() => page.evaluate(APP_OWNS_ROOT), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(1500);
    expect(menuRequests).toEqual([]);
    const menuCode = page.waitForResponse((answer) => answer.url().includes('mobile-menu-drawer'));
    await page.mouse.wheel(0, 300);
    await menuCode;

    // Without signal and without the worker's copy, the screen's code cannot be fetched.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('dialog', { name: 'Menú principal' })
      .getByRole('link', { name: 'Mi cuenta' })
      .click();
    await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor({ timeout: 15_000 });

    // Signal back: the screen comes by itself, nobody taps 'Reintentar'.
    await context.setOffline(false);
    await page
      .getByRole('heading', { name: 'Algo salió mal' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForURL('**/cuenta');
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().waitFor({ timeout: 15_000 });
    await context.close();
  }, 60_000);
});
