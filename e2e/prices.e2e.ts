import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, registerAndSignIn, useSession, waitForUnread } from './support/api';
import { noChromium, screenshot, scrollHomeTo, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

// Bolsa de precios end to end: five lulo listings published through the API, the figures
// computed by the server's background refresh, a seller told where a price falls while typing
// it, a buyer finding the product's figures and its line, following that price and being told
// in Notificaciones when the grower raises it (decision 018).

const LULO = 1002036;

/** What a person reads in it: amounts keep "$", figure and unit together with no-break spaces. */
const textOf = async (locator: Locator) => (await locator.textContent())?.replace(/\s+/g, ' ');
const KILOGRAMOS = 1;

describe.skipIf(noChromium)('Bolsa de precios', () => {
  it(
    'a seller sees whether a price is fair while typing it; a buyer opens /precios and the product’s line, follows it and is told when it rises',
    { timeout: 180_000 },
    async () => {
      const grower = await registerAndSignIn(ctx.baseUrl, 'Gilberto Osorio');
      const address = await apiAs<{ data: { id: number } }>(ctx.baseUrl, grower.token, '/address', {
        department_id: 17,
        municipalite_id: 17001,
        name: 'Finca Los Alpes',
        address: 'Vereda La Cabaña, km 5',
      });
      const lulos: number[] = [];
      for (const price of [4000, 4200, 4400, 4600, 4800]) {
        const { id } = await apiAs<{ id: number }>(ctx.baseUrl, grower.token, '/products', {
          product_id: LULO,
          price,
          stock: 100,
          size_id: KILOGRAMOS,
          description: 'Lulo de castilla, pintón, para jugo.',
          address_id: address.data.id,
        });
        await apiAs(ctx.baseUrl, grower.token, `/products/${id}/active`, { is_active: true });
        lulos.push(id);
      }
      // The server takes listing changes in every 15 s (docs/decisions/012).
      await expect
        .poll(
          async () =>
            (
              await apiAs<{ data: { figures: { median: number | null } }[] }>(
                ctx.baseUrl,
                grower.token,
                '/prices/summary?q=lulo',
              )
            ).data[0]?.figures.median ?? null,
          { timeout: 40_000, interval: 1000 },
        )
        .toBe(4400);

      // A seller prices lulo above what is published.
      const seller = await registerAndSignIn(ctx.baseUrl, 'Marleny Castaño');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, seller);
      await page.goto(`${ctx.baseUrl}/crear-producto`);
      await page.getByLabel('Producto', { exact: true }).fill('lulo');
      await page.getByRole('option', { name: /^Lulo/ }).first().click();
      await page.getByLabel('Unidad de medida').selectOption({ label: 'Kilogramos (kg)' });
      await page.getByLabel('Precio', { exact: true }).fill('5200');
      const hint = page.getByText(/¿Mi precio es justo\?/).locator('..');
      await expect
        .poll(() => textOf(hint), { timeout: 15_000 })
        .toBe(
          '¿Mi precio es justo? Tu precio queda por encima del rango de lo que se publica en Colombia: $ 4.200 – $ 4.600 / kg.',
        );
      await page.getByLabel('Precio', { exact: true }).fill('4300');
      await expect.poll(() => hint.textContent()).toMatch(/queda dentro del rango/);
      await screenshot(page, 'prices-seller-hint');

      // A buyer opens the Bolsa de precios from the home, finds lulo and opens its line.
      await page.goto(`${ctx.baseUrl}/inicio`);
      const prices = page.getByRole('link', { name: 'Bolsa de precios' });
      await scrollHomeTo(page, prices);
      await prices.click();
      await page.waitForURL('**/precios');
      await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('lulo');
      await page.getByRole('button', { name: 'Buscar precios' }).click();
      const card = page.getByRole('article').filter({ hasText: 'Lulo' });
      await expect.poll(() => textOf(card)).toContain('$ 4.400 / kg');
      await expect.poll(() => card.textContent()).toContain('5 publicaciones');
      await card.getByRole('link', { name: /Ver detalle/ }).click();
      await page.waitForURL(`**/precios/${LULO}`);
      const perKilo = page.getByRole('region', { name: 'Por kilogramo' });
      await expect.poll(() => textOf(perKilo)).toContain('$ 4.400 / kg');
      // The line: the SVG for the eye, the same figures as a table for screen readers.
      expect(await perKilo.locator('figure svg path').count()).toBe(1);
      const table = perKilo.getByRole('table', { name: 'Últimos 90 días' });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await screenshot(page, 'prices-product-line');

      // The buyer follows lulo's price for the country, per kilo.
      await perKilo.getByRole('button', { name: 'Avísame si cambia el precio' }).click();
      await perKilo.getByRole('button', { name: 'Dejar de seguir este precio' }).waitFor();
      await expect
        .poll(() => perKilo.getByRole('status').textContent())
        .toBe(
          'Sigues este precio en todo el país: te avisaremos en Notificaciones si sube o baja más de 10 %.',
        );
      await screenshot(page, 'prices-followed');

      // The grower raises every lulo by 15 %: the next refresh tells the buyer.
      for (const [index, id] of lulos.entries()) {
        await apiAs(ctx.baseUrl, grower.token, `/products/${id}/update/price`, {
          price: [4600, 4830, 5060, 5290, 5520][index]!,
          stock: 100,
        });
      }
      await waitForUnread(ctx.baseUrl, seller.token, 1);
      await page.goto(`${ctx.baseUrl}/notificaciones`);
      const note = page.getByRole('listitem').filter({ hasText: 'Cambió un precio que sigues' });
      await expect
        .poll(() => textOf(note))
        .toContain('El precio de Lulo en todo el país subió 15 %: ahora $ 5.060 / kg');
      await screenshot(page, 'prices-notification');
      await note.getByRole('link', { name: 'Ver precio: Lulo en todo el país' }).click();
      await page.waitForURL(`**/precios/${LULO}`);
      await page.reload();
      await expect.poll(() => textOf(perKilo)).toContain('$ 5.060 / kg');
      await context.close();
    },
  );
});
