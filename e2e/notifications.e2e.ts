import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  waitForUnread,
  publishActiveListing,
  registerAndSignIn,
  useSession,
} from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

// Avísame end to end in Chromium: a buyer saves the search on screen, a seller activates a
// listing it matches, the server's background matching writes the notification, and the
// buyer finds it in Notificaciones (the menu says how many are unread). Then the service
// worker's push handler, given a push the way the browser delivers one.

const ctx = useBrowser();

const SAVED = 'Listo. Te avisaremos cuando publiquen algo así.';

/** The welcome tour is another journey's subject: mark it seen. */
const skipTour = (page: Page, userId: number) =>
  page.addInitScript(
    `localStorage.setItem('tour_done:home:${userId}', '2025-01-01T00:00:00.000Z');`,
  );

describe.skipIf(noChromium)('Avísame and Notificaciones', () => {
  it(
    'a buyer saves a search, a seller activates a matching listing, Notificaciones shows it',
    { timeout: 120_000 },
    async () => {
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Marta Buscadora');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, buyer);
      await skipTour(page, buyer.user.id);

      // The whole catalogue, searched by words: 'Avísame cuando publiquen esto' saves it.
      await page.goto(`${ctx.baseUrl}/productos/0?name=Todas&q=platano+harton`);
      await page.getByRole('button', { name: 'Avísame cuando publiquen esto' }).click();
      await expect.poll(() => page.getByText(SAVED).isVisible()).toBe(true);
      // Only now, after saving, does it offer notifications on this phone.
      await expect
        .poll(() => page.getByRole('button', { name: 'Activar avisos' }).isVisible())
        .toBe(true);
      await screenshot(page, 'avisame-catalogo-movil');
      await page.getByRole('button', { name: 'Ahora no' }).click();

      const seller = await registerAndSignIn(ctx.baseUrl, 'Pedro Cosechero');
      const listingId = await publishActiveListing(ctx.baseUrl, seller.token);

      // The server matches in the background (every few seconds).
      await waitForUnread(ctx.baseUrl, buyer.token, 1);

      await page.goto(`${ctx.baseUrl}/notificaciones`);
      const link = page.getByRole('link', { name: 'Ver producto: Plátano hartón verde' });
      await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByText('Nuevo producto para tu búsqueda').isVisible()).toBe(true);
      expect(await page.getByText('1 sin leer', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('«platano harton»').isVisible()).toBe(true);
      await screenshot(page, 'notificaciones-movil');

      await page.setViewportSize(VIEWPORTS.desktop);
      // The menu entry says how many are unread (its name: 'Notificaciones, 1 sin leer').
      const menuEntry = page
        .getByRole('link', { name: /^Notificaciones\W+1 sin leer$/ })
        .filter({ visible: true });
      await expect.poll(() => menuEntry.isVisible()).toBe(true);
      await screenshot(page, 'notificaciones-escritorio');

      await link.click();
      await expect.poll(() => page.url()).toBe(`${ctx.baseUrl}/producto/${listingId}`);
      await expect
        .poll(
          async () =>
            (await apiAs<{ unread: number }>(ctx.baseUrl, buyer.token, '/notifications/unread'))
              .unread,
        )
        .toBe(0);
      await context.close();
    },
  );

  it(
    'the service worker shows a push as a notification that leads to the listing',
    { timeout: 120_000 },
    async () => {
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Camilo Avisado');
      const context = await ctx.browser.newContext({
        viewport: VIEWPORTS.mobile,
        permissions: ['notifications'],
      });
      const page = await context.newPage();
      await useSession(page, buyer);
      await skipTour(page, buyer.user.id);
      await page.goto(`${ctx.baseUrl}/inicio`);
      await expect
        .poll(() => page.evaluate('Boolean(navigator.serviceWorker?.controller)'), {
          timeout: 45_000,
        })
        .toBe(true);

      // A push as the browser delivers it from its push service (DevTools protocol).
      const cdp = await context.newCDPSession(page);
      const registration = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${ctx.baseUrl}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: ctx.baseUrl,
        registrationId: await registration,
        data: JSON.stringify({
          title: 'Nuevo producto para tu búsqueda',
          body: 'Café cereza · $ 9.000 / kg · Pitalito, Huila',
          url: '/producto/123',
          tag: 'notificacion-77',
        }),
      });

      await expect
        .poll(
          () =>
            page.evaluate(
              `navigator.serviceWorker.getRegistration()
                .then((r) => r.getNotifications())
                .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url })))`,
            ),
          { timeout: 15_000 },
        )
        .toEqual([
          {
            title: 'Nuevo producto para tu búsqueda',
            body: 'Café cereza · $ 9.000 / kg · Pitalito, Huila',
            tag: 'notificacion-77',
            url: '/producto/123',
          },
        ]);
      await context.close();
    },
  );
});
