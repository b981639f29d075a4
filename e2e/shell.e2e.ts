import { describe, expect, it } from 'vitest';
import { registerAndSignIn, useSession } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

describe.skipIf(noChromium).each(Object.entries(VIEWPORTS))('app shell on %s', (name, viewport) => {
  it('shows the landing page with its two buttons and the legal-age notice', async () => {
    const page = await ctx.browser.newPage({ viewport });
    const appCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(start-app|router)-/.test(request.url())) appCode.push(request.url());
    });
    await page.goto(ctx.baseUrl + '/');
    await expect
      .poll(() => page.getByRole('link', { name: 'Registrarme ahora' }).isVisible())
      .toBe(true);
    // Once the landing page is on screen, the app's code comes while the visitor reads, so the
    // next tap does not wait for it (web/main.tsx).
    await expect.poll(() => appCode.length, { timeout: 10_000 }).toBe(2);
    await expect
      .poll(() => page.getByRole('link', { name: 'Ya tengo cuenta' }).isVisible())
      .toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(
      await page
        .getByText(/mayor de edad/)
        .first()
        .isVisible(),
    ).toBe(true);
    await screenshot(page, `landing-${name}`);

    await page.getByRole('link', { name: 'Ya tengo cuenta' }).click();
    await page.waitForURL('**/auth');
    await page.close();
  });

  it('shows "Página no encontrada" for an unknown path and leads back to the start', async () => {
    const page = await ctx.browser.newPage({ viewport });
    await page.goto(ctx.baseUrl + '/esta-ruta-no-existe');
    await expect.poll(() => page.getByText('Página no encontrada').isVisible()).toBe(true);
    await screenshot(page, `not-found-${name}`);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('sends a visitor without a session from a protected page to /404', async () => {
    const page = await ctx.browser.newPage({ viewport });
    await page.goto(ctx.baseUrl + '/inicio');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    await page.close();
  });

  it('shows the layout with its sidebar entries to someone with a session', async () => {
    const page = await ctx.browser.newPage({ viewport });
    await useSession(page, await registerAndSignIn(ctx.baseUrl));
    await page.goto(ctx.baseUrl + '/cuenta');
    if (name === 'mobile') {
      await page.getByRole('button', { name: /menú/i }).first().click();
    }
    for (const entry of ['Inicio', 'Mis productos', 'Favoritos', 'Mi cuenta', 'Reportar']) {
      await expect
        .poll(() => page.getByRole('link', { name: entry }).first().isVisible())
        .toBe(true);
    }
    await screenshot(page, `layout-${name}`);
    await page.close();
  });
});
