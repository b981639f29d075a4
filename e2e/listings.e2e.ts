import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs, registerAndSignIn, useSession } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

async function photoFiles(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campo-photos-'));
  const colours = ['#5b8c2a', '#d9a21b'];
  return Promise.all(
    colours.map(async (background, i) => {
      const file = path.join(dir, `platano-${i + 1}.jpg`);
      writeFileSync(
        file,
        await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      );
      return file;
    }),
  );
}

describe.skipIf(noChromium)('selling and finding a product', () => {
  it(
    'a seller publishes with two photos, activates, lowers the price; a buyer finds it by category and sees the trend; a sixth activation is refused',
    { timeout: 180_000 },
    async () => {
      const seller = await registerAndSignIn(ctx.baseUrl, 'Nelson Guerrero');
      const address = await apiAs<{ data: { id: number } }>(ctx.baseUrl, seller.token, '/address', {
        department_id: 15,
        municipalite_id: 15759,
        name: 'Finca El Recreo',
        address: 'Vereda Morcá, km 4',
      });
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, seller);

      // Publish: product from the quick search, unit, price, stock, two photos, then the address.
      await page.goto(`${ctx.baseUrl}/crear-producto`);
      await page.getByLabel('Producto', { exact: true }).fill('platano harton');
      await page
        .getByRole('option', { name: /Plátano hartón verde/ })
        .first()
        .click();
      await page.getByLabel('Unidad de medida').selectOption({ label: 'Kilogramos (kg)' });
      await page.getByLabel('Precio', { exact: true }).fill('2500');
      await page.getByLabel('Cantidad disponible').fill('40');
      await page
        .getByLabel('Descripción')
        .fill('Plátano hartón de la vereda, cosecha de esta semana.');
      await page.locator('input[type=file]').setInputFiles(await photoFiles());
      await expect.poll(() => page.getByRole('img', { name: /Foto 2/ }).count()).toBeGreaterThan(0);
      await screenshot(page, 'listings-create-step1');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByText('Finca El Recreo').first().click();
      await page.getByRole('button', { name: 'Publicar producto' }).click();
      await expect
        .poll(() => page.getByText('¡Producto publicado!').isVisible(), { timeout: 30_000 })
        .toBe(true);
      await page.getByRole('link', { name: 'Ir a Mis productos' }).click();
      await page.waitForURL('**/productos');

      // It starts inactive; the seller activates it.
      await expect.poll(() => page.getByText('Inactivo').first().isVisible()).toBe(true);
      await page
        .getByRole('button', { name: /^Activar/ })
        .first()
        .click();
      await expect.poll(() => page.getByText('1 de 5 activos').first().isVisible()).toBe(true);
      const mine = await apiAs<{ data: { id: number; image: string | null }[] }>(
        ctx.baseUrl,
        seller.token,
        '/products/my',
      );
      const [listing] = mine.data;
      expect(listing!.image).toMatch(/-400\.webp$/);

      // Lower the price from the edit screen.
      await page.goto(`${ctx.baseUrl}/producto/${listing!.id}/editar`);
      await page.getByLabel('Precio', { exact: true }).fill('2000');
      await page.getByRole('button', { name: 'Guardar cambios' }).first().click();
      await expect.poll(() => page.getByText('Producto actualizado').isVisible()).toBe(true);

      // A buyer finds it in Mercado, cheapest first, and sees the price went down.
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Sandra Milena Ortiz');
      const buyerPage = await (
        await ctx.browser.newContext({ viewport: VIEWPORTS.desktop })
      ).newPage();
      await useSession(buyerPage, buyer);
      await buyerPage.goto(`${ctx.baseUrl}/productos/10?name=Mercado`);
      await buyerPage
        .getByRole('link', { name: /Plátano hartón verde/ })
        .first()
        .click();
      await buyerPage.waitForURL(`**/producto/${listing!.id}`);
      await expect.poll(() => buyerPage.getByText('Bajó').first().isVisible()).toBe(true);
      await expect.poll(() => buyerPage.getByText('$ 2.000').first().isVisible()).toBe(true);
      expect(await buyerPage.getByText('1 / 2').first().isVisible()).toBe(true);
      await screenshot(buyerPage, 'listings-detail-desktop');

      // Four more active listings through the API, then a sixth activation in the screen.
      for (let i = 0; i < 5; i++) {
        const { id } = await apiAs<{ id: number }>(ctx.baseUrl, seller.token, '/products', {
          product_id: 1003036,
          price: 2600 + i,
          stock: 10,
          size_id: 1,
          address_id: address.data.id,
        });
        if (i < 4)
          await apiAs(ctx.baseUrl, seller.token, `/products/${id}/active`, { is_active: true });
      }
      await page.goto(`${ctx.baseUrl}/productos?estado=inactivos`);
      await page
        .getByRole('button', { name: /^Activar/ })
        .first()
        .click();
      await expect
        .poll(() => page.getByText('No se pudo procesar la acción').isVisible())
        .toBe(true);
      await expect
        .poll(() =>
          page
            .getByText(
              'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.',
            )
            .first()
            .isVisible(),
        )
        .toBe(true);
      await screenshot(page, 'listings-limit-dialog');
      await context.close();
    },
  );
});
