import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, photo, publishActiveListing, registerAndSignIn, useSession } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

// The create form in a real browser: the pick-time photo check with Chromium's own decoder,
// the draft in IndexedDB (it survives a reload, which memory would not), the address that comes
// chosen, and 'Activar ahora' in the success dialog. Screenshots in e2e/screenshots/.

const ctx = useBrowser();

const goodPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#5b8c2a' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Starts like a JPEG (its first bytes pass), but no decoder can draw it. */
const brokenJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('esto no es una foto, solo texto. '.repeat(40)),
]);

async function fillProductStep(page: Page) {
  await page.getByLabel('Producto', { exact: true }).fill('platano harton');
  await page
    .getByRole('option', { name: /Plátano hartón verde/ })
    .first()
    .click();
  await page.getByLabel('Unidad de medida').selectOption({ label: 'Kilogramos (kg)' });
  await page.getByLabel('Precio', { exact: true }).fill('2500');
  await page.getByLabel('Cantidad disponible').fill('40');
  await page.getByLabel('Descripción').fill('Plátano hartón de la vereda, cosecha de esta semana.');
}

const previews = (page: Page) => page.getByRole('img', { name: /^Foto \d$/ }).count();

describe.skipIf(noChromium)('the create form in Chromium', () => {
  for (const [name, viewport] of [
    ['mobile', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
    // The smallest phone we serve, with the text at 120 %.
    ['small', { width: 320, height: 640 }],
  ] as const) {
    it(
      `${name}: bad photos refused on pick, the draft survives a reload, publish and activate`,
      { timeout: 180_000 },
      async () => {
        const seller = await registerAndSignIn(ctx.baseUrl, 'Luz Dary Cárdenas');
        await apiAs(ctx.baseUrl, seller.token, '/address', {
          department_id: 15,
          municipalite_id: 15759,
          name: 'Finca El Recreo',
          address: 'Vereda Morcá, km 4',
        });
        const context = await ctx.browser.newContext({ viewport });
        const page = await context.newPage();
        await useSession(page, seller);
        if (name === 'small') await page.addInitScript(`localStorage.setItem('text_zoom', '120')`);

        await page.goto(`${ctx.baseUrl}/crear-producto`);
        await fillProductStep(page);
        await page.locator('input[type=file]').setInputFiles([
          { name: 'racimo.jpg', mimeType: 'image/jpeg', buffer: await goodPhoto() },
          { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Lista de precios') },
          { name: 'rota.jpg', mimeType: 'image/jpeg', buffer: brokenJpeg },
        ]);
        const problems = page.getByRole('alert');
        await expect
          .poll(() => problems.textContent())
          .toContain('Archivo 2: No es una imagen válida');
        // Its first bytes pass: only Chromium's decoder can tell.
        expect(await problems.textContent()).toContain('Archivo 3: No es una imagen válida');
        await expect.poll(() => previews(page)).toBe(1);
        await screenshot(page, `listing-forms-bad-photo-${name}`);

        // Reloading clears memory: what comes back was kept in IndexedDB, photo included.
        await page.waitForTimeout(800);
        await page.reload();
        await expect
          .poll(() => page.getByText('Recuperamos el borrador que dejaste.').isVisible())
          .toBe(true);
        expect(await page.getByLabel('Precio', { exact: true }).inputValue()).toBe('$ 2.500');
        await expect.poll(() => previews(page)).toBe(1);
        await screenshot(page, `listing-forms-draft-${name}`);

        await page.getByRole('button', { name: 'Continuar' }).click();
        // The only saved address comes chosen.
        await expect
          .poll(() => page.getByRole('radio', { name: /Finca El Recreo/ }).isChecked())
          .toBe(true);
        await page.getByRole('button', { name: 'Publicar producto' }).click();
        const dialog = page.getByRole('dialog', { name: '¡Producto publicado!' });
        await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(true);
        await expect
          .poll(() => dialog.getByRole('button', { name: 'Activar ahora' }).isVisible())
          .toBe(true);
        await page.waitForTimeout(400); // the dialog's opening animation
        await screenshot(page, `listing-forms-success-${name}`);
        // Every button of the dialog can be reached on the screen (scrolling inside it if needed).
        const activate = dialog.getByRole('button', { name: 'Activar ahora' });
        const close = dialog.getByRole('button', { name: 'Publicar otro producto' });
        for (const button of [activate, close]) {
          await button.scrollIntoViewIfNeeded();
          const box = (await button.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }

        await dialog.getByRole('button', { name: 'Activar ahora' }).click();
        await expect.poll(() => dialog.getByText(/Ya está/).textContent()).toContain('activo');
        const mine = await apiAs<{ data: { is_active: boolean; image: string | null }[] }>(
          ctx.baseUrl,
          seller.token,
          '/products/my',
        );
        expect(mine.data).toHaveLength(1);
        expect(mine.data[0]!.is_active).toBe(true);
        expect(mine.data[0]!.image).toMatch(/-400\.webp$/);

        // Published: the draft is gone.
        await page.reload();
        await page.getByRole('heading', { name: 'Información del producto' }).waitFor();
        await page.waitForTimeout(500);
        expect(await page.getByText('Recuperamos el borrador que dejaste.').count()).toBe(0);
        await context.close();
      },
    );
  }

  it(
    'edit: leaving with unsaved changes asks first, for "Volver" and for the phone\'s back button',
    { timeout: 120_000 },
    async () => {
      const seller = await registerAndSignIn(ctx.baseUrl, 'Jairo Bermúdez');
      const id = await publishActiveListing(ctx.baseUrl, seller.token, {
        photos: [await photo('#5b8c2a')],
      });
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, seller);
      // Opened from Mis productos inside the app, so the back button stays in the app.
      await page.goto(`${ctx.baseUrl}/productos`);
      await page
        .getByRole('link', { name: /^Editar/ })
        .first()
        .click();
      await page.waitForURL(`**/producto/${id}/editar`);
      await page.getByLabel('Precio', { exact: true }).fill('2100');

      const question = page.getByRole('alertdialog', { name: '¿Salir sin guardar los cambios?' });
      await page.getByRole('button', { name: 'Volver' }).click();
      await expect.poll(() => question.isVisible()).toBe(true);
      await page.waitForTimeout(400); // the dialog's opening animation
      await screenshot(page, 'listing-forms-edit-leave-mobile');
      await question.getByRole('button', { name: 'Seguir editando' }).click();
      expect(page.url()).toContain(`/producto/${id}/editar`);
      expect(await page.getByLabel('Precio', { exact: true }).inputValue()).toBe('$ 2.100');

      // The phone's back button (history back inside the app) asks too.
      await page.goBack();
      await expect.poll(() => question.isVisible()).toBe(true);
      await question.getByRole('button', { name: 'Salir sin guardar' }).click();
      await page.waitForURL('**/productos');
      await context.close();
    },
  );
});
