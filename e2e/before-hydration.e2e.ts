import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishActiveListing, registerAndSignIn, useSession } from './support/api';
import type { E2eSession } from './support/api';
import {
  APP_OWNS_ROOT,
  noChromium,
  onRegular3g,
  scrollHomeTo,
  useBrowser,
  VIEWPORTS,
} from './support/browser';

// A tap before the code arrives (decision 027): on regular 3G a server-rendered page is readable
// seconds before its code has arrived and run. Its heart is a form the server answers and its
// search box a GET form, so a tap then does what it says. Here the app's code never arrives at
// all (every script but the page's own small one is refused), which is the slowest case.

const ctx = useBrowser();
const COOKIE = 'campo_sesion';

let buyer: E2eSession;
let listingId: number;

beforeAll(async () => {
  if (noChromium) return;
  const seller = await registerAndSignIn(ctx.baseUrl, 'Marleny Gutiérrez');
  listingId = await publishActiveListing(ctx.baseUrl, seller.token, {
    description: 'Plátano hartón de Manizales, para tocar antes del código.',
  });
  buyer = await registerAndSignIn(ctx.baseUrl, 'Wilson Hidrogo');
});

/** The buyer's browser on regular 3G (300 ms, 700 kbps), with the app's code held back. */
async function withoutCode(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
  await context.addCookies([
    { name: COOKIE, value: buyer.token, url: ctx.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  // The page's own bootstrap is written into it (decision 027); every code file is held back.
  await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await useSession(page, buyer);
  await onRegular3g(context, page);
  return { context, page };
}

/**
 * The buyer's browser on regular 3G with the app's code held until `release` is called, and
 * WhatsApp's site stood in for (no internet here): a tab it opens shows a page of its own.
 */
async function withCodeHeld(): Promise<{
  context: BrowserContext;
  page: Page;
  release: () => void;
}> {
  const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
  await context.addCookies([
    { name: COOKIE, value: buyer.token, url: ctx.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const page = await context.newPage();
  await useSession(page, buyer);
  await onRegular3g(context, page);
  return { context, page, release };
}

async function viewerOf(id: number): Promise<{ contacted: boolean; reviewed: boolean }> {
  const res = await fetch(`${ctx.baseUrl}/api/v1/products/${id}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  return ((await res.json()) as { data: { viewer: { contacted: boolean; reviewed: boolean } } })
    .data.viewer;
}

/** The heart of a listing on the page (its form names the listing). */
const heartOf = (page: Page, id: number) =>
  page.locator(`form[action="/producto/${id}/favorito"] button`).first();

async function isFavourite(id: number): Promise<boolean> {
  const res = await fetch(`${ctx.baseUrl}/api/v1/products/${id}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  return ((await res.json()) as { data: { is_favorite: boolean } }).data.is_favorite;
}

/** The app never took the page over: what happened was the HTML's own doing. */
const notHydrated = async (page: Page) => !(await page.evaluate(APP_OWNS_ROOT));

/**
 * Taps a heart that says 'Agregar a favoritos': the server saves it and sends the browser back
 * to the page (`url`), drawn again.
 */
async function tapHeart(page: Page, id: number, url: RegExp) {
  const heart = heartOf(page, id);
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/favorito'),
    { timeout: 60_000 },
  );
  await heart.click();
  const answer = await sent;
  expect(answer.status(), await answer.text().catch(() => '')).toBe(303);
  await page.waitForLoadState('load', { timeout: 60_000 });
  expect(page.url()).toMatch(url);
  expect(await isFavourite(id)).toBe(true);
  expect(await notHydrated(page)).toBe(true);
}

/** Types words in the search box and sends them with Enter: the catalogue of those words. */
async function search(page: Page, words: string) {
  const box = page.getByRole('combobox', { name: '¿Qué buscas?' });
  await box.fill(words);
  await Promise.all([
    page.waitForURL(/\/productos\/\d+\?.*q=/, { timeout: 60_000 }),
    box.press('Enter'),
  ]);
  await page.waitForLoadState('load', { timeout: 60_000 });
  expect(new URL(page.url()).searchParams.get('q')).toBe(words);
  await expect
    .poll(() => page.locator('main').innerText(), { timeout: 30_000 })
    .toContain('Plátano hartón verde');
  expect(await notHydrated(page)).toBe(true);
}

/** The listing of the first heart the page draws in its main part. */
async function firstHeartListing(page: Page): Promise<number> {
  const action = await page
    .locator('main form[action$="/favorito"]')
    .first()
    .getAttribute('action');
  return Number(/\/producto\/(\d+)\//.exec(action ?? '')?.[1]);
}

async function unfavourite(id: number) {
  if (!(await isFavourite(id))) return;
  await fetch(`${ctx.baseUrl}/api/v1/products/${id}/favorite`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}` },
  });
}

describe.skipIf(noChromium)('a tap before the code arrives, on regular 3G', () => {
  it('home: the heart is saved and the page comes back; the search opens the catalogue of those words', async () => {
    const { context, page } = await withoutCode();
    try {
      await unfavourite(listingId);
      await page.goto(`${ctx.baseUrl}/inicio`, { timeout: 90_000 });
      await page.getByText('Hola, Wilson').waitFor({ timeout: 60_000 });
      // The featured sample is random: tap the first heart drawn.
      const id = await firstHeartListing(page);
      await unfavourite(id);
      await page.reload({ timeout: 90_000 });
      await tapHeart(page, id, /\/inicio$/);
      await search(page, 'plátano');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('a category: the heart comes back filled on the same page; the search keeps the category', async () => {
    const { context, page } = await withoutCode();
    try {
      const url = `${ctx.baseUrl}/productos/0?name=Todos`;
      await page.goto(url, { timeout: 90_000 });
      // Other journeys publish too, so this test's listing may not be on the first page: tap
      // the first heart drawn, as on the home.
      const id = await firstHeartListing(page);
      await unfavourite(id);
      await page.reload({ timeout: 90_000 });
      await tapHeart(page, id, /\/productos\/0\?name=Todos$/);
      await expect.poll(() => heartOf(page, id).getAttribute('aria-pressed')).toBe('true');
      await search(page, 'plátano');
      expect(new URL(page.url()).pathname).toBe('/productos/0');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('a category on a phone: the filters open and send a maximum price and an order', async () => {
    const { context, page } = await withoutCode();
    try {
      const { data } = (await (
        await fetch(`${ctx.baseUrl}/api/v1/products/${listingId}`, {
          headers: { authorization: `Bearer ${buyer.token}` },
        })
      ).json()) as { data: { category: { id: number; name: string } } };
      const category = data.category;
      await page.goto(
        `${ctx.baseUrl}/productos/${category.id}?${new URLSearchParams({ name: category.name })}`,
        { timeout: 90_000 },
      );
      const price = page.getByLabel('Precio máximo');
      // Closed on a phone, so the results start on the first screen.
      expect(await price.isVisible()).toBe(false);
      await page.locator('summary', { hasText: 'Filtros' }).click();
      await price.fill('2500');
      await page.getByLabel('Ordenar por').selectOption({ label: 'Mayor precio' });
      await Promise.all([
        page.waitForURL(/max_price=/, { timeout: 60_000 }),
        page.getByRole('button', { name: 'Aplicar' }).click(),
      ]);
      await page.waitForLoadState('load', { timeout: 60_000 });
      const address = new URL(page.url());
      expect(address.pathname).toBe(`/productos/${category.id}`);
      expect(address.searchParams.get('name')).toBe(category.name);
      expect(address.searchParams.get('max_price')).toBe('2500');
      expect(address.searchParams.get('sort')).toBe('price_desc');
      // The page came back drawn with those filters: the price said, the order chosen, and
      // the button counting the filter.
      expect(await notHydrated(page)).toBe(true);
      await expect.poll(() => page.getByLabel('Precio máximo').inputValue()).toBe('$ 2.500');
      expect(await page.getByLabel('Ordenar por').inputValue()).toBe('price_desc');
      expect(await page.locator('summary').innerText()).toContain('Filtros (1)');
      await expect
        .poll(() => page.locator('main').innerText(), { timeout: 30_000 })
        .toContain('Plátano');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('a product: WhatsApp opens at once, and the contact counts once the code comes: the review form opens', async () => {
    const { context, page, release } = await withCodeHeld();
    try {
      expect((await viewerOf(listingId)).contacted).toBe(false);
      await page.goto(`${ctx.baseUrl}/producto/${listingId}`, { timeout: 90_000 });
      const chat = page.getByRole('link', { name: 'Chatear por WhatsApp' }).first();
      const opened = context.waitForEvent('page', { timeout: 30_000 });
      await chat.click();
      const whatsapp = await opened;
      expect(whatsapp.url()).toMatch(/^https:\/\/wa\.me\/57\d{10}\?text=/);
      expect(await notHydrated(page)).toBe(true);

      release();
      await expect.poll(() => page.evaluate(APP_OWNS_ROOT), { timeout: 60_000 }).toBe(true);
      await expect
        .poll(async () => (await viewerOf(listingId)).contacted, { timeout: 30_000 })
        .toBe(true);
      // The reviews are below a phone's first screen: drawn when scrolled to, open to write in.
      const comment = page.getByPlaceholder('Comparte tu experiencia con este producto...');
      await scrollHomeTo(page, comment);
      await expect.poll(() => comment.isEnabled(), { timeout: 30_000 }).toBe(true);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('a product: the heart comes back filled, and a second tap takes it away', async () => {
    const { context, page } = await withoutCode();
    try {
      await unfavourite(listingId);
      await page.goto(`${ctx.baseUrl}/producto/${listingId}`, { timeout: 90_000 });
      await tapHeart(page, listingId, new RegExp(`/producto/${listingId}$`));
      const heart = heartOf(page, listingId);
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      const sent = page.waitForResponse((r) => r.request().method() === 'POST', {
        timeout: 60_000,
      });
      await heart.click();
      const answer = await sent;
      expect(answer.status(), await answer.text().catch(() => '')).toBe(303);
      await page.waitForLoadState('load', { timeout: 60_000 });
      expect(await isFavourite(listingId)).toBe(false);
      await expect.poll(() => heartOf(page, listingId).getAttribute('aria-pressed')).toBe('false');
    } finally {
      await context.close();
    }
  }, 240_000);
});
