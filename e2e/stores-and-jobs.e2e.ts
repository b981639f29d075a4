import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerAndSignIn, signIn, useSession } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

const STORE = 'Agroinsumos Los Naranjos';

/** A photo as a phone would send it: a JPEG with some colour. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: colour },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

describe.skipIf(noChromium)('supply stores and the job board', () => {
  it(
    'an admin made from the command line adds a store; a buyer finds it, filters its products and gets the WhatsApp message',
    { timeout: 180_000 },
    async () => {
      // The admin was registered, then granted with `npm run admin -- grant` while the server
      // was stopped (e2e/support/global-setup.ts).
      const admin = await signIn(ctx.baseUrl, ctx.adminPhone);
      const adminContext = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop });
      const page = await adminContext.newPage();
      await useSession(page, admin);

      await page.goto(`${ctx.baseUrl}/admin`);
      await page
        .getByRole('link', { name: /Tiendas/ })
        .first()
        .click();
      await page.getByRole('link', { name: /Nueva tienda/ }).click();
      await page.getByLabel('Nombre de la tienda').fill(STORE);
      await page.getByLabel('Tipo de tienda').selectOption('suministros');
      await page
        .getByLabel('Descripción (opcional)')
        .fill('Semillas certificadas, fertilizantes y asesoría para el cultivo.');
      await page.getByLabel('Dirección (opcional)').fill('Calle 10 # 4-21, frente al parque');
      await page.getByLabel(/^Departamento/).selectOption({ label: 'Antioquia' });
      await page.getByLabel(/^Municipio/).selectOption({ label: 'Rionegro' });
      await page.getByLabel('WhatsApp (opcional)').fill('3151234567');
      await page.getByRole('button', { name: 'Crear tienda' }).click();
      await page.waitForURL(/\/admin\/tiendas\/\d+/);
      const storeId = Number(page.url().match(/tiendas\/(\d+)/)![1]);

      // Two slider photos, through the same pipeline as listing photos.
      await page
        .getByTestId('store-slider-input')
        .setInputFiles([
          await photo('frente.jpg', '#4a7c2a'),
          await photo('bodega.jpg', '#c0842b'),
        ]);
      await expect
        .poll(
          () => page.getByRole('list', { name: 'Fotos del carrusel' }).getByRole('img').count(),
          {
            timeout: 30_000,
          },
        )
        .toBe(2);

      for (const tag of ['Semillas', 'Fertilizantes']) {
        await page.getByLabel('Nueva categoría').fill(tag);
        await page.getByRole('button', { name: 'Agregar', exact: true }).click();
        await expect
          .poll(() => page.getByRole('button', { name: `Quitar categoría ${tag}` }).count())
          .toBe(1);
      }

      const products = [
        { name: 'Semilla de maíz amarillo ICA V-109', price: '185000', tag: 'Semillas' },
        { name: 'Urea granulada 46 %', price: '142000', tag: 'Fertilizantes' },
      ];
      for (const product of products) {
        await page.getByRole('button', { name: 'Agregar producto' }).first().click();
        await page.getByLabel('Nombre del producto').fill(product.name);
        await page.getByLabel('Precio (COP)').fill(product.price);
        await page.getByLabel('Categoría (opcional)').selectOption({ label: product.tag });
        await page.getByLabel('Unidad (opcional)').selectOption({ index: 1 });
        await page.getByRole('button', { name: 'Agregar producto' }).last().click();
        await expect
          .poll(() =>
            page
              .getByRole('list', { name: 'Productos de la tienda' })
              .getByText(product.name)
              .count(),
          )
          .toBe(1);
      }
      await screenshot(page, 'admin-store-edit-desktop');
      await adminContext.close();

      // A signed-in buyer on a phone: Suministros → the store → its products.
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Yesid Ramírez');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const phone = await context.newPage();
      await useSession(phone, buyer);
      await phone.goto(`${ctx.baseUrl}/suministros`);
      await phone
        .getByRole('link', { name: new RegExp(STORE) })
        .first()
        .click();
      await phone.waitForURL(`**/tiendas/${storeId}`);
      await expect.poll(() => phone.getByRole('heading', { name: STORE }).isVisible()).toBe(true);

      const productList = phone.getByRole('list', { name: `Productos de ${STORE}` });
      await expect.poll(() => productList.getByRole('listitem').count()).toBe(2);
      await phone.getByRole('button', { name: 'Semillas', exact: true }).click();
      await expect.poll(() => productList.getByRole('listitem').count()).toBe(1);
      expect(await productList.getByText(products[0]!.name).count()).toBe(1);

      await phone.getByRole('button', { name: 'Todas', exact: true }).click();
      await phone.getByPlaceholder('Buscar productos…').fill('urea');
      await expect.poll(() => productList.getByRole('listitem').count()).toBe(1);
      expect(await productList.getByText(products[1]!.name).count()).toBe(1);

      await phone.getByPlaceholder('Buscar productos…').fill('tractor');
      await expect
        .poll(() =>
          phone.getByText('No hay productos para mostrar con los filtros actuales.').isVisible(),
        )
        .toBe(true);

      const whatsapp = phone.getByRole('link', { name: 'Chatear por WhatsApp' }).first();
      const href = (await whatsapp.getAttribute('href')) ?? '';
      expect(href.startsWith('https://wa.me/573151234567?text=')).toBe(true);
      expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(
        `Hola, quisiera más información de la tienda ${STORE}.`,
      );
      await expect.poll(() => phone.getByText('Contactar Tienda').isVisible()).toBe(true);
      await screenshot(phone, 'store-detail-mobile');
      await context.close();
    },
  );

  it(
    'a person publishes a job offer and another finds it by municipality',
    { timeout: 120_000 },
    async () => {
      const farmer = await registerAndSignIn(ctx.baseUrl, 'Hernando Quintero');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, farmer);
      await page.goto(`${ctx.baseUrl}/jobs`);
      await page.getByRole('button', { name: 'Publicar oferta' }).first().click();
      await page.getByLabel('Título').fill('Jornaleros para la siembra de maíz');
      await page
        .getByLabel('Descripción')
        .fill('Cosecha principal, 6 a. m. a 3 p. m. Incluye almuerzo y alojamiento en la finca.');
      await page.getByLabel('Departamento').selectOption({ label: 'Huila' });
      await page.getByLabel('Municipio').selectOption({ label: 'Pitalito' });
      await page.getByLabel('Pago', { exact: true }).fill('70000');
      await page.getByLabel('Periodo de pago').selectOption('dia');
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
      await page.getByLabel('Fecha de inicio').fill(today);
      await page.getByRole('button', { name: 'Publicar oferta' }).last().click();
      await expect
        .poll(() => page.getByText('Jornaleros para la siembra de maíz').first().isVisible())
        .toBe(true);
      await context.close();

      const worker = await registerAndSignIn(ctx.baseUrl, 'Deisy Cuéllar');
      const other = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop });
      const board = await other.newPage();
      await useSession(board, worker);
      await board.goto(`${ctx.baseUrl}/jobs`);
      await board.getByLabel('Departamento').selectOption({ label: 'Huila' });
      await board.getByLabel('Municipio').selectOption({ label: 'Pitalito' });
      await expect
        .poll(() => board.getByText('Jornaleros para la siembra de maíz').isVisible())
        .toBe(true);
      expect(board.url()).toContain('municipio=41551');
      // Another municipality of the same department does not show it.
      await board.getByLabel('Municipio').selectOption({ label: 'Neiva' });
      await expect
        .poll(() => board.getByText('Jornaleros para la siembra de maíz').count())
        .toBe(0);
      await screenshot(board, 'jobs-desktop');
      await other.close();
    },
  );
});
