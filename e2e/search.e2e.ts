import { describe, expect, it } from 'vitest';
import {
  apiAs,
  waitForUnread,
  photo,
  registerAndSignIn,
  uploadAs,
  useSession,
} from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

// Search and place end to end (docs/product.md §16): café published in Garzón, Pitalito and
// Medellín; a buyer in Garzón searches "cafe" from the home, then 'Cerca de mí' narrows and orders
// it.

const CAFE_PERGAMINO = 106502;
const KILOGRAMOS = 1;

async function publishCafe(
  name: string,
  place: { department_id: number; municipalite_id: number },
  price: number,
  colour: string,
): Promise<number> {
  const seller = await registerAndSignIn(ctx.baseUrl, name);
  const address = await apiAs<{ data: { id: number } }>(ctx.baseUrl, seller.token, '/address', {
    ...place,
    name: 'Finca',
    address: 'Vereda El Recreo, km 3',
  });
  const { id } = await apiAs<{ id: number }>(ctx.baseUrl, seller.token, '/products', {
    product_id: CAFE_PERGAMINO,
    price,
    stock: 20,
    size_id: KILOGRAMOS,
    description: 'Café de altura, lavado y secado al sol.',
    address_id: address.data.id,
  });
  await uploadAs(ctx.baseUrl, seller.token, `/products/${id}/images`, {
    images: [await photo(colour)],
  });
  await apiAs(ctx.baseUrl, seller.token, `/products/${id}/active`, { is_active: true });
  return id;
}

describe.skipIf(noChromium)('search and place', () => {
  it(
    'a buyer in Garzón searches "cafe" from the home and narrows it to what is near',
    { timeout: 180_000 },
    async () => {
      await publishCafe(
        'Aurelio Trujillo',
        { department_id: 41, municipalite_id: 41298 },
        15000,
        '#6b3e26',
      );
      await publishCafe(
        'Nidia Cabrera',
        { department_id: 41, municipalite_id: 41551 },
        14000,
        '#8a5a3b',
      );
      await publishCafe(
        'Rubén Henao',
        { department_id: 5, municipalite_id: 5001 },
        16000,
        '#4a2c1a',
      );
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Luz Dary Perdomo');
      await apiAs(ctx.baseUrl, buyer.token, '/address', {
        department_id: 41,
        municipalite_id: 41298,
        name: 'Casa',
        address: 'Calle 5 # 8-20',
      });

      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, buyer);
      // The welcome tour is not what this journey is about.
      await page.addInitScript(`localStorage.setItem('tour_done:home:${buyer.user.id}', 'hecho')`);
      await page.goto(`${ctx.baseUrl}/inicio`);

      // The box is the first thing on the home; suggestions come while typing.
      const box = page.getByRole('combobox', { name: '¿Qué buscas?' });
      await box.fill('cafe pergam');
      await expect
        .poll(() => page.getByRole('option', { name: /Café pergamino seco/ }).count())
        .toBe(1);
      await screenshot(page, 'search-suggestions-mobile');
      await box.fill('cafe');
      await box.press('Enter');
      await page.waitForURL(/\/productos\/0\?name=Todos&q=cafe$/);
      await page.getByRole('heading', { level: 1, name: 'Resultados de «cafe»' }).waitFor();
      const results = page.getByRole('list', { name: 'Resultados de «cafe»' });
      await expect.poll(() => results.getByRole('article').count()).toBe(3);
      await screenshot(page, 'search-results-mobile');

      // On a phone the results come first: the filters open from one button.
      const firstCard = await results.getByRole('article').first().boundingBox();
      expect(firstCard!.y).toBeLessThan(844 - 100);
      await page.getByRole('button', { name: 'Filtros' }).click();
      // 'Cerca de mí' starts from the buyer's address in Garzón, 50 km: Pitalito (61 km) is out.
      await page.getByRole('button', { name: 'Cerca de mí' }).click();
      await page.waitForURL(/cerca=41298&radio=50&sort=distance/);
      await expect.poll(() => results.getByRole('article').count()).toBe(1);
      await expect
        .poll(() => results.getByRole('article').first().textContent())
        .toContain('a menos de 1 km');
      // 100 km: Pitalito joins, after Garzón.
      await page.getByLabel('Distancia').selectOption('100');
      await page.waitForURL(/radio=100/);
      await expect.poll(() => results.getByRole('article').count()).toBe(2);
      await expect
        .poll(() => results.getByRole('article').nth(1).textContent())
        .toContain('a 61 km');
      await screenshot(page, 'search-near-mobile');
      // Applied, it shows as a chip that takes it away in one tap.
      await expect
        .poll(() => page.getByRole('button', { name: /Cerca de Garzón · 100 km/ }).isVisible())
        .toBe(true);
      // The back button restores the smaller radius.
      await page.goBack();
      await page.waitForURL(/radio=50/);
      await expect.poll(() => results.getByRole('article').count()).toBe(1);
      await expect.poll(() => page.getByLabel('Distancia').inputValue()).toBe('50');
      await page.goForward();
      await page.waitForURL(/radio=100/);
      const shared = page.url();
      await context.close();

      // The same address on a desktop shows the same list.
      const wide = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop });
      const desk = await wide.newPage();
      await useSession(desk, buyer);
      await desk.goto(shared);
      const list = desk.getByRole('list', { name: 'Resultados de «cafe»' });
      await expect.poll(() => list.getByRole('article').count()).toBe(2);
      await screenshot(desk, 'search-near-desktop');
      await desk.goto(`${ctx.baseUrl}/inicio`);
      await desk.getByRole('combobox', { name: '¿Qué buscas?' }).waitFor();
      await screenshot(desk, 'search-home-desktop');
      await wide.close();
    },
  );

  it(
    'the buyer in Garzón saves "cafe" near her, a seller in Pitalito activates café, Notificaciones shows it',
    { timeout: 180_000 },
    async () => {
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Yaneth Quintero');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.addInitScript(`localStorage.setItem('tour_done:home:${buyer.user.id}', 'hecho')`);
      // Pitalito's centre is 61 km from Garzón's (the municipalities' coordinates), so the
      // search that reaches it is the 100 km one.
      await page.goto(
        `${ctx.baseUrl}/productos/0?name=Todos&q=cafe&cerca=41298&radio=100&sort=distance`,
      );
      await page.getByRole('button', { name: 'Avísame cuando publiquen esto' }).click();
      await expect
        .poll(() => page.getByText('Listo. Te avisaremos cuando publiquen algo así.').isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Ahora no' }).click();

      const listingId = await publishCafe(
        'Hernando Muñoz',
        { department_id: 41, municipalite_id: 41551 },
        13500,
        '#5a3520',
      );
      // The server matches in the background (every few seconds).
      await waitForUnread(ctx.baseUrl, buyer.token, 1);
      await page.goto(`${ctx.baseUrl}/notificaciones`);
      const link = page.getByRole('link', { name: 'Ver producto: Café pergamino seco' });
      await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
      await link.click();
      await expect.poll(() => page.url()).toBe(`${ctx.baseUrl}/producto/${listingId}`);
      await context.close();
    },
  );
});
