import { describe, expect, it } from 'vitest';
import { freshPhone, latestCode, storedToken } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

describe.skipIf(noChromium)('accounts journey', () => {
  it(
    'registers, signs in with the code, manages an address, reports, signs out and deletes the account',
    { timeout: 150_000 },
    async () => {
      const page = await ctx.browser.newPage({ viewport: VIEWPORTS.mobile });
      const phone = freshPhone();
      const document = phone.slice(1);
      const url = (path: string) => ctx.baseUrl + path;
      const pathname = () => new URL(page.url()).pathname;
      // Typing the 4 digits and tapping 'Entrar' (a pasted code would be sent by itself).
      const enterCode = async () => {
        await page
          .getByLabel(/Código de 4 dígitos/)
          .pressSequentially(await latestCode(ctx.baseUrl, phone));
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.waitForURL('**/inicio');
      };

      // Register: the code step opens by itself and the code is sent once.
      await page.goto(url('/RegisterForm'));
      await page.getByLabel('Nombre completo').fill('Rosa Elvira Cárdenas');
      await page.getByLabel('Número de documento').fill(document);
      await page.getByLabel('Número de celular').fill(phone);
      await page.getByLabel('Departamento').selectOption({ label: 'Boyacá' });
      await expect
        .poll(() => page.getByLabel('Municipio', { exact: true }).locator('option').count())
        .toBeGreaterThan(100);
      await page.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Sogamoso' });
      // The box itself: the words 'Términos y condiciones' are a link to read them now.
      await page.getByRole('checkbox', { name: /Acepto los Términos y condiciones/ }).check();
      await screenshot(page, 'accounts-register-filled');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.waitForURL('**/auth');
      await expect
        .poll(() =>
          page
            .getByText(`${phone.slice(0, 3)}***${phone.slice(-4)}`)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await enterCode();
      const firstToken = await storedToken(page);
      expect(firstToken).toMatch(/^ey/);

      // The place given at registration is the first saved address; add another, then delete it.
      await page.goto(url('/cuenta/direcciones'));
      await expect.poll(() => page.getByText('Mi dirección').first().isVisible()).toBe(true);
      await page.getByLabel('Departamento').selectOption({ label: 'Boyacá' });
      await expect
        .poll(() => page.getByLabel('Municipio', { exact: true }).locator('option').count())
        .toBeGreaterThan(100);
      await page.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Sogamoso' });
      await page.getByLabel('Nombre de la dirección').fill('Finca La Esperanza');
      await page.getByLabel('Dirección completa').fill('Vereda Morcá, 2 km después de la escuela');
      await page.getByRole('button', { name: 'Guardar dirección' }).click();
      await expect.poll(() => page.getByText('Finca La Esperanza').first().isVisible()).toBe(true);
      await screenshot(page, 'accounts-address-saved');
      await page.getByRole('button', { name: /Eliminar Finca La Esperanza/ }).click();
      await page.getByRole('button', { name: 'Sí, eliminar' }).click();
      await expect.poll(() => page.getByText('Finca La Esperanza').first().isVisible()).toBe(false);
      expect(await page.getByText('Mi dirección').first().isVisible()).toBe(true);

      // Send a report.
      await page.goto(url('/reportar'));
      await page.getByLabel('Tipo de reporte').selectOption('cultivo');
      await page.getByLabel('Descripción').fill('La papa tiene gota, ¿qué hago?');
      await page.getByRole('button', { name: 'Enviar reporte' }).click();
      await expect
        .poll(() => page.getByText('¡Reporte enviado correctamente!').first().isVisible())
        .toBe(true);

      // Sign out from the account hub, then sign in again with a new code.
      await page.goto(url('/cuenta'));
      await expect
        .poll(() =>
          page
            .getByText(/Hola, Rosa/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL('**/auth');
      expect(await storedToken(page)).toBeNull();
      await page.getByLabel('Número de celular').fill(phone);
      // The right code just proved the phone, so a new one goes out at once (no 60 s wait).
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await page.getByRole('heading', { name: 'Escribe el código' }).waitFor();
      await enterCode();

      // Delete the account: back to the landing page, and the old token is refused.
      await page.goto(url('/cuenta'));
      const token = await storedToken(page);
      await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
      await page.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
      await expect.poll(pathname).toBe('/HomePage');
      for (const old of [firstToken, token]) {
        const res = await fetch(url('/api/v1/users/auth'), {
          headers: { authorization: `Bearer ${old}` },
        });
        expect(res.status).toBe(401);
      }
      await page.close();
    },
  );
});
