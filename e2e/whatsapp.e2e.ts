import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  freshPhone,
  photo,
  registerAndSignIn,
  useSession,
  waitForUnread,
} from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

// Vende por WhatsApp end to end (decision 025), in Chromium through /dev/whatsapp, the page
// that plays Meta on this machine: what is typed there reaches the real webhook signed, and the
// chat's replies come back through the Cloud API's stand-in. A new phone registers in the chat,
// publishes Papa pastusa by the bulto with a photo, gets its /p/ link; a buyer's saved search is
// told; the farmer marks it sold from the chat and the web shows it sold.

const ctx = useBrowser();

/** The chat as the person sees it, on the stand-in's page. */
function chat(page: Page) {
  const shown = () => page.locator('#chat').innerText();
  return {
    shown,
    /** Waits until the chat shows these words. */
    async sees(words: string) {
      await expect.poll(shown, { timeout: 30_000, interval: 300 }).toContain(words);
    },
    async say(words: string) {
      await page.getByRole('textbox', { name: 'Mensaje' }).fill(words);
      await page.getByRole('button', { name: 'Enviar' }).click();
    },
    /** Taps the newest button or list row with this title. */
    async tap(title: string) {
      await page.getByRole('button', { name: title, exact: true }).last().click();
    },
  };
}

describe.skipIf(noChromium)('Vende por WhatsApp', () => {
  it(
    'registers, publishes Papa pastusa by the bulto with a photo, a saved search is told, sold from the chat',
    { timeout: 240_000 },
    async () => {
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Marta Compradora');
      await apiAs(ctx.baseUrl, buyer.token, '/saved-searches', { q: 'papa pastusa' });

      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await page.goto(`${ctx.baseUrl}/dev/whatsapp`);
      const phone = page.getByRole('textbox', { name: 'Celular (con 57)' });
      await phone.fill(`57${freshPhone()}`);
      await phone.press('Tab');
      const farmer = chat(page);

      // Registration: consent (Ley 1581), name, cédula, department, municipality.
      await farmer.say('hola');
      await farmer.sees('¿Aceptas?');
      await farmer.tap('Acepto');
      await farmer.sees('¿Cuál es tu nombre completo?');
      await farmer.say('Rosa Elena Quiroga');
      await farmer.sees('Escribe tu número de cédula');
      await farmer.say(String(10_000_000 + (Date.now() % 89_999_999)));
      await farmer.sees('¿En qué departamento');
      await farmer.say('Boyacá');
      await farmer.sees('¿En qué municipio de Boyacá?');
      await farmer.say('Ventaquemada');
      await farmer.sees('¡Listo, Rosa! Ya tienes tu cuenta.');

      // Vender: product, the bulto of 50 kg, price, quantity, a photo, Publicar.
      await farmer.tap('Vender');
      await farmer.sees('¿Qué vas a vender?');
      await farmer.say('papa pastusa');
      await farmer.sees('¿Cómo lo vendes?');
      await farmer.tap('Bulto de 50 kg');
      await farmer.sees('¿A cómo vendes cada bulto?');
      await farmer.say('120 mil');
      await farmer.sees('¿Cuántos bultos tienes para vender?');
      await farmer.say('20');
      await farmer.sees('Envía de 1 a 3 fotos');
      await page.locator('#photo').setInputFiles({
        name: 'papa.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('#8a6a3a'),
      });
      await farmer.sees('Papa parda pastusa: $ 120.000 el bulto de 50 kg');
      await farmer.tap('Publicar');
      await farmer.sees('¡Publicado!');
      const link = /\/p\/(\d+)/.exec(await farmer.shown());
      expect(link).not.toBeNull();
      const listingId = Number(link![1]);
      await screenshot(page, 'whatsapp-publicado');

      // The link opens the listing, and the buyer's saved search is told.
      const shared = await fetch(`${ctx.baseUrl}/p/${listingId}`);
      expect(shared.status).toBe(200);
      expect(await shared.text()).toContain('Papa parda pastusa');
      await waitForUnread(ctx.baseUrl, buyer.token, 1);

      // Mis productos: the listing, then 'Marcar vendido' and its confirmation.
      await farmer.tap('Mis productos');
      await farmer.sees('Elige uno para cambiarlo');
      await farmer.tap('Papa parda pastusa');
      await farmer.sees('¿Qué quieres hacer con este producto?');
      await farmer.tap('Marcar vendido');
      await farmer.sees('¿Ya vendiste Papa parda pastusa?');
      await farmer.tap('Sí, ya lo vendí');
      await farmer.sees('Papa parda pastusa quedó vendido');
      await screenshot(page, 'whatsapp-vendido');
      await context.close();

      // The web shows it sold.
      const web = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const buyerPage = await web.newPage();
      await useSession(buyerPage, buyer);
      await buyerPage.goto(`${ctx.baseUrl}/producto/${listingId}`);
      await expect
        .poll(() => buyerPage.getByText('Vendido', { exact: true }).first().isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
      await screenshot(buyerPage, 'whatsapp-vendido-web');
      await web.close();
    },
  );
});
