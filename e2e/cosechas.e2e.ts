import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bogotaIsoDate } from '../domain/dates';
import {
  apiAs,
  publishActiveListing,
  registerAndSignIn,
  useSession,
  waitForUnread,
  type E2eSession,
} from './support/api';
import { noChromium, screenshot, scrollHomeTo, useBrowser, VIEWPORTS } from './support/browser';

// Próxima cosecha end to end (decision 026): Doña Rosa announces her next harvest of papa
// pastusa on screen, a buyer reserves 10 bultos, Rosa accepts, then publishes the harvest as a
// listing; the buyer is told in Notificaciones, both say the other kept their word, and Rosa's
// public storefront shows 'Cumplió 1 de 1 reserva'. Each screen is looked at on a small phone,
// a common phone, a desktop and the common phone with 120 % text, without sideways scrolling.

const ctx = useBrowser();

const SIZES = {
  small: { width: 360, height: 740 },
  phone: VIEWPORTS.mobile,
  desktop: VIEWPORTS.desktop,
} as const;

async function pageFor(browser: Browser, person: E2eSession, textZoom = 100) {
  const context = await browser.newContext({ viewport: SIZES.phone });
  const page = await context.newPage();
  await useSession(page, person);
  // The welcome tour is another journey's subject.
  await page.addInitScript(
    `localStorage.setItem('tour_done:home:${person.user.id}', '2025-01-01T00:00:00.000Z');` +
      `localStorage.setItem('text_zoom', '${textZoom}');`,
  );
  return page;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  ) as Promise<number>;

/** Screenshots of the current screen at each size; none may scroll sideways. */
async function lookAt(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    expect(await sidewaysScroll(page), `${name} ${size}`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(SIZES.phone);
}

/** The same screen with the person's text at 120 % (the menu's largest). */
async function lookAtLargeText(browser: Browser, person: E2eSession, path: string, name: string) {
  const page = await pageFor(browser, person, 120);
  await page.goto(`${ctx.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await sidewaysScroll(page), `${name} 120 %`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-texto-120`);
  await page.context().close();
}

describe.skipIf(noChromium)('Próxima cosecha', () => {
  it(
    'Rosa announces papa pastusa, a buyer reserves 10 bultos, Rosa accepts and publishes; the buyer is told and the storefront shows the kept word',
    { timeout: 300_000 },
    async () => {
      const rosa = await registerAndSignIn(ctx.baseUrl, 'Rosa Pulido');
      // Her storefront is public once she has published something (decision 014); this also
      // saves the farm's address the harvest is announced from.
      await publishActiveListing(ctx.baseUrl, rosa.token);
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Jairo Comprador');

      // ── Rosa announces on screen ──
      const rosaPage = await pageFor(ctx.browser, rosa);
      await rosaPage.goto(`${ctx.baseUrl}/tienda`);
      await rosaPage.getByRole('link', { name: 'Mis cosechas' }).click();
      await rosaPage.getByRole('link', { name: 'Anunciar cosecha' }).first().click();
      await rosaPage.getByRole('heading', { level: 1, name: 'Anunciar cosecha' }).waitFor();
      await lookAt(rosaPage, 'cosecha-anunciar');

      await rosaPage.getByRole('combobox', { name: 'Producto' }).fill('papa pastusa');
      await rosaPage.getByRole('option', { name: /Papa parda pastusa/ }).click();
      const expectedOn = bogotaIsoDate(Date.now() + 20 * 24 * 60 * 60 * 1000);
      await rosaPage.getByLabel('Fecha estimada de cosecha').fill(expectedOn);
      await rosaPage.getByLabel('Cantidad que esperas').fill('80');
      await rosaPage
        .getByLabel('Unidad', { exact: true })
        .selectOption({ label: 'Bultos (bulto)' });
      await rosaPage.getByLabel('Peso de cada bulto en kilos (opcional)').fill('50');
      await rosaPage.getByLabel('Precio que esperas (opcional)').fill('95000');
      // Her only address comes chosen.
      await expect
        .poll(() => rosaPage.getByRole('radio', { name: /Finca La Cabaña/ }).isChecked())
        .toBe(true);
      await rosaPage.getByRole('button', { name: 'Anunciar cosecha' }).click();
      await rosaPage
        .getByRole('heading', { level: 1, name: 'Cosecha de Papa parda pastusa' })
        .waitFor();
      const harvestPath = new URL(rosaPage.url()).pathname;
      expect(harvestPath).toMatch(/^\/cosechas\/\d+$/);
      const harvestId = Number(harvestPath.split('/').pop());

      // ── The buyer finds it among the upcoming harvests and reserves 10 bultos ──
      const buyerPage = await pageFor(ctx.browser, buyer);
      await buyerPage.goto(`${ctx.baseUrl}/inicio`);
      const harvests = buyerPage.getByRole('link', { name: 'Próximas cosechas' });
      await scrollHomeTo(buyerPage, harvests);
      await harvests.click();
      const card = buyerPage.getByRole('link', { name: /Papa parda pastusa: 80 bultos/ });
      await card.waitFor();
      await lookAt(buyerPage, 'cosechas-proximas');
      await card.click();
      await buyerPage.getByLabel('¿Cuántos bultos quieres?').fill('10');
      await buyerPage.getByRole('button', { name: 'Reservar' }).click();
      const mine = buyerPage.getByRole('region', { name: 'Tu reserva' });
      await mine.getByText('Esperando respuesta del vendedor').waitFor();
      await lookAt(buyerPage, 'cosecha-comprador');

      // ── Rosa accepts, then the harvest is ready: one tap publishes it ──
      await rosaPage.reload();
      const reservations = rosaPage.getByRole('region', { name: 'Reservas' });
      await reservations.getByText('Jairo Comprador: 10 bultos').waitFor();
      await lookAt(rosaPage, 'cosecha-vendedora');
      await reservations.getByRole('button', { name: 'Aceptar', exact: true }).click();
      await reservations.getByText('Aceptada').waitFor();
      await rosaPage.getByRole('button', { name: 'Ya está lista: publicarla' }).click();
      const dialog = rosaPage.getByRole('dialog', { name: 'Publicar la cosecha' });
      expect(await dialog.getByLabel('Precio de venta').inputValue()).toBe('$ 95.000');
      await screenshot(rosaPage, 'cosecha-publicar-dialogo');
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      const listed = rosaPage.getByRole('link', { name: 'Ya está a la venta: ver producto' });
      await listed.waitFor();
      const listingPath = await listed.getAttribute('href');
      expect(listingPath).toMatch(/^\/producto\/\d+$/);

      // ── The buyer is told: accepted, then on sale ──
      await waitForUnread(ctx.baseUrl, buyer.token, 2);
      await buyerPage.goto(`${ctx.baseUrl}/notificaciones`);
      await buyerPage.getByText('Ya está a la venta una cosecha que sigues').waitFor();
      expect(await buyerPage.getByText('Aceptaron tu reserva').isVisible()).toBe(true);
      await lookAt(buyerPage, 'cosecha-notificaciones');
      await buyerPage.getByRole('link', { name: 'Ver cosecha' }).first().click();
      await expect.poll(() => new URL(buyerPage.url()).pathname).toBe(harvestPath);
      await buyerPage.getByRole('link', { name: 'Ya está a la venta: ver producto' }).waitFor();

      // ── Both say the other kept their word ──
      await buyerPage.getByRole('button', { name: 'Sí cumplió' }).click();
      await buyerPage.getByText('Dijiste que Rosa Pulido cumplió.').waitFor();
      const [reservation] = (
        await apiAs<{ data: { id: number }[] }>(
          ctx.baseUrl,
          rosa.token,
          `/harvests/${harvestId}/reservations`,
        )
      ).data;
      await apiAs(ctx.baseUrl, rosa.token, `/reservations/${reservation!.id}/confirm`, {
        kept: true,
      });

      // ── The storefront, open to anyone, shows it; never the buyer ──
      const visitor = await ctx.browser.newContext({ viewport: SIZES.phone });
      const storefront = await visitor.newPage();
      await storefront.goto(`${ctx.baseUrl}/vendedor/${rosa.user.id}`);
      await storefront.getByText('Cumplió 1 de 1 reserva').waitFor();
      expect(await storefront.content()).not.toContain('Jairo');
      await lookAt(storefront, 'cosecha-tienda-publica');
      await visitor.close();

      await lookAtLargeText(ctx.browser, rosa, harvestPath, 'cosecha-vendedora');
      await lookAtLargeText(ctx.browser, buyer, '/cosechas', 'cosechas-proximas');
      await lookAtLargeText(ctx.browser, rosa, '/cosechas/nueva', 'cosecha-anunciar');
      await lookAtLargeText(ctx.browser, rosa, '/tienda', 'mi-tienda');

      await rosaPage.context().close();
      await buyerPage.context().close();
    },
  );
});
