import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../domain/dates';
import { publishActiveListing, registerAndSignIn, useSession } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

describe.skipIf(noChromium)('buyer journey', () => {
  it(
    'takes the home tour, keeps a favourite, contacts the seller on WhatsApp and leaves one 4-star review',
    { timeout: 120_000 },
    async () => {
      // A seller with one active listing, made through the API.
      const seller = await registerAndSignIn(ctx.baseUrl, 'Gilberto Cárdenas');
      const id = await publishActiveListing(ctx.baseUrl, seller.token);

      const buyer = await registerAndSignIn(ctx.baseUrl, 'Yolanda Restrepo');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, buyer);

      // Home: the welcome dialog after 2 s, then the 7-step tour to the end.
      await page.goto(`${ctx.baseUrl}/inicio`);
      await page.getByRole('button', { name: 'Sí, muéstrame' }).click({ timeout: 15_000 });
      const tour = page.locator('#driver-popover-content');
      for (let step = 1; step < 7; step++) {
        await expect.poll(() => page.getByText(`${step} de 7`).isVisible()).toBe(true);
        // The tour's own button (the featured products' pager has a 'Siguiente' too).
        await tour.getByRole('button', { name: 'Siguiente' }).click();
      }
      await tour.getByRole('button', { name: 'Listo' }).click();
      await page.reload();
      await page.waitForTimeout(2500);
      expect(await page.getByRole('button', { name: 'Sí, muéstrame' }).count()).toBe(0);

      // Favourite the first card's product and find it in /favoritos. The home's sample is
      // random and other journeys publish beside this one, so the card is read, not assumed.
      const firstCard = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Agregar a favoritos' }) })
        .first();
      const favouriteHref = await firstCard.getByRole('link').getAttribute('href');
      const favouriteSaved = page.waitForResponse(
        (answer) => answer.request().method() === 'POST' && /\/favorite$/.test(answer.url()),
      );
      await firstCard.getByRole('button', { name: 'Agregar a favoritos' }).click();
      expect((await favouriteSaved).ok()).toBe(true);
      await page.goto(`${ctx.baseUrl}/favoritos`);
      await expect
        .poll(() => page.locator(`main a[href="${favouriteHref}"]`).first().isVisible())
        .toBe(true);

      // Detail: the review form waits for a WhatsApp contact.
      await page.goto(`${ctx.baseUrl}/producto/${id}`);
      await expect
        .poll(() =>
          page
            .getByText('Primero contáctanos por WhatsApp desde el botón del producto.')
            .first()
            .isVisible(),
        )
        .toBe(true);
      await screenshot(page, 'buyer-before-whatsapp');
      // No internet here: WhatsApp's site answers from a stand-in, so the popup keeps its address.
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
      );
      const popupOpened = context.waitForEvent('page', { timeout: 10_000 });
      await page.getByText('Chatear por WhatsApp').first().click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/wa\.me\/57\d{10}/);
      await popup.close();

      // A 4-star review appears with today's date in Spanish; a second one is not possible.
      // The contact is recorded and the form opens.
      await expect
        .poll(() =>
          page.getByText('Primero contáctanos por WhatsApp desde el botón del producto.').count(),
        )
        .toBe(0);
      // The stars are visually hidden radios under their star pictures: pick "4 estrellas".
      await page.getByRole('radio', { name: /^4 estrellas/ }).check({ force: true });
      await page
        .getByPlaceholder('Comparte tu experiencia con este producto...')
        .fill('Muy buen plátano, llegó a tiempo.');
      await page.getByRole('button', { name: 'Publicar opinión' }).click();
      await expect
        .poll(() => page.getByText('Muy buen plátano, llegó a tiempo.').first().isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText(formatLongDate(new Date())).first().isVisible())
        .toBe(true);
      await screenshot(page, 'buyer-review-posted');
      // Coming back later, the form stays closed: the server knows this person reviewed it.
      await page.reload();
      await expect
        .poll(() =>
          page.getByText('Ya enviaste una opinión para este producto.').first().isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Publicar opinión' }).isDisabled()).toBe(true);

      const second = await fetch(`${ctx.baseUrl}/api/v1/products/${id}/rating`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ voto: 1, body: 'Otra vez' }),
      });
      expect(second.status).toBe(409);
      await context.close();
    },
  );
});
