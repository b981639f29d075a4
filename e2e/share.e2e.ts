import { describe, expect, it } from 'vitest';
import {
  apiAs,
  freshPhone,
  latestCode,
  photo,
  publishActiveListing,
  registerAndSignIn,
  storedToken,
  useSession,
} from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

describe.skipIf(noChromium)('sharing a storefront on WhatsApp', () => {
  it(
    'a seller copies the link from Mi tienda; a person with no session opens it, opens a product card, registers through its button and lands on the product',
    { timeout: 180_000 },
    async () => {
      const seller = await registerAndSignIn(ctx.baseUrl, 'Marleny Osorio Gil');
      const listingId = await publishActiveListing(ctx.baseUrl, seller.token, {
        photos: [await photo('#6d8f2c')],
      });

      // The seller: sidebar → Mi tienda, a farm description, 'Copiar enlace'.
      const sellerContext = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop });
      await sellerContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: ctx.baseUrl,
      });
      const sellerPage = await sellerContext.newPage();
      await useSession(sellerPage, seller);
      await sellerPage.goto(`${ctx.baseUrl}/inicio`);
      await sellerPage
        .getByRole('navigation', { name: 'Menú principal' })
        .first()
        .getByRole('link', { name: 'Mi tienda' })
        .click();
      await sellerPage.waitForURL('**/tienda');
      await sellerPage
        .getByLabel('Descripción de tu finca')
        .fill('Finca La Cabaña: plátano de Manizales sin intermediarios.');
      await sellerPage.getByRole('button', { name: 'Guardar descripción' }).click();
      await expect.poll(() => sellerPage.getByText('Descripción guardada.').isVisible()).toBe(true);
      await sellerPage.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect.poll(() => sellerPage.getByText('Enlace copiado.').isVisible()).toBe(true);
      const link = (await sellerPage.evaluate('navigator.clipboard.readText()')) as string;
      expect(link).toBe(`${ctx.baseUrl}/vendedor/${seller.user.id}`);
      await screenshot(sellerPage, 'share-mi-tienda-desktop');
      await sellerPage.setViewportSize(VIEWPORTS.mobile);
      await screenshot(sellerPage, 'share-mi-tienda-mobile');

      // Someone in the WhatsApp group, without an account, opens it.
      // A phone's browser: headless Chromium names itself HeadlessChrome, which Mi tienda rightly
      // does not count as a person.
      const visitorContext = await ctx.browser.newContext({
        viewport: VIEWPORTS.mobile,
        userAgent:
          'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      });
      const visitor = await visitorContext.newPage();
      await visitor.goto(link);
      await expect
        .poll(() => visitor.getByRole('heading', { name: 'La tienda de Marleny O.' }).isVisible())
        .toBe(true);
      expect(
        await visitor
          .getByText('Finca La Cabaña: plátano de Manizales sin intermediarios.')
          .count(),
      ).toBe(1);
      expect(await visitor.content()).not.toContain(seller.phone);
      await screenshot(visitor, 'share-storefront-mobile');

      await visitor.getByRole('link', { name: /Plátano hartón verde/ }).click();
      await visitor.waitForURL(`**/p/${listingId}`);
      await expect
        .poll(() => visitor.getByRole('heading', { name: 'Plátano hartón verde' }).isVisible())
        .toBe(true);
      await expect
        .poll(() =>
          visitor
            .getByRole('img', { name: 'Plátano hartón verde' })
            .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);
      await screenshot(visitor, 'share-product-card-mobile');
      const desktopCard = await (
        await ctx.browser.newContext({ viewport: VIEWPORTS.desktop })
      ).newPage();
      await desktopCard.goto(`${ctx.baseUrl}/p/${listingId}`);
      await screenshot(desktopCard, 'share-product-card-desktop');

      // 'Crea tu cuenta para contactar al vendedor' → registration → code → the product.
      await visitor
        .getByRole('link', { name: 'Crea tu cuenta para contactar al vendedor' })
        .click();
      await visitor.waitForURL('**/RegisterForm?next=*');
      const phone = freshPhone();
      await visitor.getByLabel('Nombre completo').fill('Jhon Fredy Cardona');
      await visitor.getByLabel('Número de documento').fill(phone.slice(1));
      await visitor.getByLabel('Número de celular').fill(phone);
      await visitor.getByRole('checkbox', { name: /Acepto los Términos y condiciones/ }).check();
      await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
      await visitor.waitForURL('**/auth');
      await visitor
        .getByLabel(/Código de 4 dígitos/)
        .pressSequentially(await latestCode(ctx.baseUrl, phone));
      await visitor.getByRole('button', { name: 'Entrar' }).click();
      await visitor.waitForURL(`**/producto/${listingId}`);
      expect(await storedToken(visitor)).toBeTruthy();
      await expect
        .poll(() => visitor.getByText('Chatear por WhatsApp').first().isVisible())
        .toBe(true);
      await screenshot(visitor, 'share-landed-on-product');

      // Mi tienda counted the visitor's opens (the storefront and the card), once each.
      const mine = await apiAs<{
        data: { opens: { storefront: number; listings: { id: number; opens: number }[] } };
      }>(ctx.baseUrl, seller.token, '/storefront');
      expect(mine.data.opens.storefront).toBe(1);
      expect(mine.data.opens.listings.find((row) => row.id === listingId)?.opens).toBe(1);
    },
  );

  it(
    'a shared link never traps a person without a session: Back leaves the 404, "Ver en la app" signs in and lands on the product, and after "Cerrar sesión" a member page asks to sign in again',
    { timeout: 180_000 },
    async () => {
      const seller = await registerAndSignIn(ctx.baseUrl, 'Gloria Inés Patiño');
      const listingId = await publishActiveListing(ctx.baseUrl, seller.token);
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Aurelio Buitrago Rincón');
      const page = await (await ctx.browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
      const pathname = () => new URL(page.url()).pathname;

      // A browser that never had a session opens the app's product address (say, from a
      // message): the spec's 404, and Back goes back to where the person was.
      await page.goto(`${ctx.baseUrl}/p/${listingId}`);
      await page.goto(`${ctx.baseUrl}/producto/${listingId}`);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      expect(pathname()).toBe('/404');
      await page.goBack();
      await expect.poll(pathname).toBe(`/p/${listingId}`);
      await page.getByRole('heading', { name: 'Plátano hartón verde' }).waitFor();

      // 'Ver en la app' → sign-in carrying the product → the code → the product.
      await page.getByRole('link', { name: 'Ver en la app' }).click();
      await page.waitForURL(`**/auth?next=%2Fproducto%2F${listingId}`);
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      await page.getByLabel('Número de celular').fill(buyer.phone);
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await page
        .getByLabel(/Código de 4 dígitos/)
        .pressSequentially(await latestCode(ctx.baseUrl, buyer.phone));
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`**/producto/${listingId}`);
      await expect
        .poll(() => page.getByText('Chatear por WhatsApp').first().isVisible())
        .toBe(true);

      // Signed in, 'Ver en la app' opens the product at once.
      await page.goto(`${ctx.baseUrl}/p/${listingId}`);
      await page.getByRole('link', { name: 'Ver en la app' }).click();
      await page.waitForURL(`**/producto/${listingId}`);

      // 'Cerrar sesión', then a member page: the sign-in screen, not the visitors' 404.
      await page.goto(`${ctx.baseUrl}/cuenta`);
      await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL('**/auth');
      await page.goto(`${ctx.baseUrl}/inicio`);
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      await expect
        .poll(() => page.getByText('Entra de nuevo para ver esta página.').isVisible())
        .toBe(true);
      expect(page.url()).toBe(`${ctx.baseUrl}/auth?next=%2Finicio`);
      await screenshot(page, 'share-signed-out-member-page');
    },
  );
});
