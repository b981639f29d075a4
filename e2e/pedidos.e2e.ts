import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, photo, registerAndSignIn, uploadAs, useSession } from './support/api';
import type { E2eSession } from './support/api';
import { noChromium, screenshot, scrollHomeTo, useBrowser } from './support/browser';

// Pedidos (decision 026): a restaurant in Tunja posts 'Busco 20 bultos de papa pastusa'; a
// seller in Ventaquemada (≈ 40 km by road), set up through the API, finds it in 'Pedidos cerca de ti',
// answers 'Tengo' with her listing; the buyer sees the answer, writes to her by WhatsApp
// (prefilled, counted as a contact) and closes the request. Then the screens at 360 × 740,
// 390 × 844, 1280 × 800 and 390 × 844 with 120 % text: nothing scrolls sideways.

const ctx = useBrowser();

const PAPA_PASTUSA = 1003016;
const BULTOS = 6;
const BOYACA = 15;
const VENTAQUEMADA = 15861;

let buyer: E2eSession;
let seller: E2eSession;
let sellerListing: number;
let requestId: number;

beforeAll(async () => {
  if (noChromium) return;
  buyer = await registerAndSignIn(ctx.baseUrl, 'Restaurante El Fogón Boyacense');
  seller = await registerAndSignIn(ctx.baseUrl, 'Marta Rojas');
  const { data: farm } = await apiAs<{ data: { id: number } }>(
    ctx.baseUrl,
    seller.token,
    '/address',
    {
      department_id: BOYACA,
      municipalite_id: VENTAQUEMADA,
      name: 'Finca La Esperanza',
      address: 'Vereda Montoya, km 3',
    },
  );
  const { id } = await apiAs<{ id: number }>(ctx.baseUrl, seller.token, '/products', {
    product_id: PAPA_PASTUSA,
    price: 85_000,
    stock: 40,
    size_id: BULTOS,
    description: 'Papa pastusa gruesa, lavada, en bultos de 50 kg.',
    address_id: farm.id,
  });
  await uploadAs(ctx.baseUrl, seller.token, `/products/${id}/images`, {
    images: [await photo('#8a6d3b')],
  });
  await apiAs(ctx.baseUrl, seller.token, `/products/${id}/active`, { is_active: true });
  sellerListing = id;
}, 120_000);

afterAll(async () => {
  for (const context of ctx.browser?.contexts() ?? []) await context.close();
});

async function openAs(
  session: E2eSession,
  viewport = { width: 390, height: 844 },
  zoom = '100',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ viewport });
  const page = await context.newPage();
  await useSession(page, session);
  // The welcome tours are not what this journey looks at.
  await page.addInitScript(
    `localStorage.setItem('tour_done:home:${session.user.id}', 'hecho'); localStorage.setItem('text_zoom', '${zoom}')`,
  );
  return { context, page };
}

/** A date some days ahead, as the date input takes it (Bogotá's calendar). */
function daysAhead(days: number) {
  const bogota = new Date(Date.now() - 5 * 3600_000 + days * 86_400_000);
  return bogota.toISOString().slice(0, 10);
}

describe.skipIf(noChromium)('Pedidos: Busco, Tengo, WhatsApp and closing', () => {
  it('a restaurant in Tunja posts a request, a seller 40 km away answers with her listing, the buyer writes to her and closes it', async () => {
    // The buyer: Inicio → 'Pedidos de compradores' → 'Publicar pedido'.
    const { context: buyerContext, page } = await openAs(buyer);
    await page.goto(`${ctx.baseUrl}/inicio`);
    const requests = page.getByRole('link', { name: 'Pedidos de compradores' });
    await scrollHomeTo(page, requests);
    await requests.click();
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByRole('link', { name: 'Publicar pedido' }).click();
    const form = page.getByRole('region', { name: 'Publicar pedido' });
    await form.getByRole('combobox', { name: /producto/ }).fill('papa pastusa');
    await page.getByRole('option', { name: /Papa parda pastusa/ }).click();
    await form.getByLabel('Cantidad').fill('20');
    await form.getByLabel('Unidad').selectOption({ label: 'Bultos (bulto)' });
    await form.getByLabel('Peso de cada bulto en kilos (opcional)').fill('50');
    await form.getByLabel('Departamento').selectOption({ label: 'Boyacá' });
    await form.getByLabel('Municipio').selectOption({ label: 'Tunja' });
    await form.getByText('Que me lo entreguen').click();
    await form.getByLabel('¿Para cuándo?').fill(daysAhead(7));
    await form.getByLabel('Precio máximo (opcional)').fill('90000');
    await form.getByLabel('Nota (opcional)').fill('Para el restaurante. Pago contra entrega.');
    await screenshot(page, 'pedidos-form-390px');
    await page.getByRole('button', { name: 'Publicar pedido' }).click();

    const title = page.getByRole('heading', {
      level: 1,
      name: 'Busco 20 bultos de papa parda pastusa',
    });
    await title.waitFor();
    requestId = Number(/\/pedidos\/(\d+)$/.exec(page.url())?.[1]);
    expect(requestId).toBeGreaterThan(0);
    await page.getByText('Nadie ha respondido aún').waitFor();

    // The seller: the menu's 'Pedidos', her own place by default (Ventaquemada).
    const { context: sellerContext, page: sellerPage } = await openAs(seller, {
      width: 1280,
      height: 800,
    });
    await sellerPage.goto(`${ctx.baseUrl}/inicio`);
    await sellerPage.getByRole('link', { name: 'Pedidos', exact: true }).first().click();
    const nearby = sellerPage.getByRole('list', { name: 'Pedidos cerca de ti' });
    const card = nearby.getByRole('article', { name: 'Busco 20 bultos de papa parda pastusa' });
    await card.waitFor();
    const cardText = await card.innerText();
    // Between the municipalities' centres (the road is longer): about 27 km.
    const km = Number(/Tunja, Boyacá · a (\d+) km/.exec(cardText)?.[1]);
    expect(km).toBeGreaterThan(20);
    expect(km).toBeLessThan(45);
    expect(cardText).toContain('Paga hasta $ 90.000 por bulto');
    await screenshot(sellerPage, 'pedidos-nearby-1280px');
    await card.getByRole('link', { name: /^Tengo/ }).click();

    const tengo = sellerPage.getByRole('region', { name: '¿Lo tienes? Dile «Tengo»' });
    await tengo.getByRole('radio', { name: /Papa parda pastusa/ }).check();
    await tengo.getByRole('button', { name: 'Enviar «Tengo»' }).click();
    const mine = sellerPage.getByRole('region', { name: 'Tu respuesta' });
    await mine.getByText('Respondiste con «Papa parda pastusa».').waitFor();
    // Once she answered, the buyer's number is hers to write to.
    const toBuyer = new URL(
      (await mine.getByRole('link', { name: 'Escribir al comprador' }).getAttribute('href'))!,
    );
    expect(toBuyer.pathname).toBe(`/57${buyer.phone}`);
    await sellerContext.close();

    // The buyer sees the answer, writes to her by WhatsApp (the chat opens in a new window).
    await buyerContext.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.reload();
    const answer = page.getByRole('article', { name: 'Respuesta de Marta Rojas' });
    await answer.waitFor();
    expect(await answer.innerText()).toContain('$ 85.000 / bulto');
    await screenshot(page, 'pedidos-answers-390px');
    const [chat] = await Promise.all([
      page.waitForEvent('popup'),
      answer.getByRole('link', { name: 'WhatsApp: Marta Rojas' }).click(),
    ]);
    await chat.waitForURL(/wa\.me/);
    const opened = new URL(chat.url());
    expect(opened.pathname).toBe(`/57${seller.phone}`);
    expect(opened.searchParams.get('text')).toContain(
      'mi pedido de 20 bultos de papa parda pastusa',
    );
    await chat.close();
    await answer.getByText('Ya le escribiste o llamaste.').waitFor();
    // Counted as a contact of her listing (the seller's count in Mis productos).
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ data: { id: number; contacts_count: number | null }[] }>(
              ctx.baseUrl,
              seller.token,
              '/products/my?status=active',
            )
          ).data.find((listing) => listing.id === sellerListing)?.contacts_count,
        { timeout: 10_000 },
      )
      .toBe(1);

    // Closing: 'Ya lo conseguí', confirmed.
    await page.getByRole('button', { name: 'Ya lo conseguí' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, cerrar pedido' }).click();
    await page.getByText('Cerrado: Ya lo conseguí').waitFor();
    await buyerContext.close();

    // Closed, it leaves the seller's list.
    const { data: left } = await apiAs<{ data: { id: number }[] }>(
      ctx.baseUrl,
      seller.token,
      `/buy-requests?near=${VENTAQUEMADA}`,
    );
    expect(left.map((request) => request.id)).not.toContain(requestId);
  }, 120_000);

  const SCREENS = [
    { name: '360x740', viewport: { width: 360, height: 740 }, zoom: '100' },
    { name: '390x844', viewport: { width: 390, height: 844 }, zoom: '100' },
    { name: '1280x800', viewport: { width: 1280, height: 800 }, zoom: '100' },
    { name: '390x844-120', viewport: { width: 390, height: 844 }, zoom: '120' },
  ] as const;

  const SIDEWAYS = `(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    width: window.innerWidth,
    small: [...document.querySelectorAll('main a, main button, main input, main select, main textarea')]
      // 'Atrás' is every screen's shared back link (web/components/back-button.tsx), 44 px.
      .filter((el) => el.offsetWidth > 0 && !el.closest('.sr-only') && el.textContent.trim() !== 'Atrás')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.height < 48 && !(el.type === 'radio' || el.type === 'checkbox'))
      .map(({ el, box }) => (el.getAttribute('aria-label') || el.textContent.trim() || el.name || el.tagName) + ' ' + Math.round(box.height) + ' px')
      .slice(0, 10),
  }))()`;

  it.each(SCREENS)(
    'the Pedidos screens at $name: no sideways scroll, touch targets of 48 px or more',
    async (screen) => {
      // An open request of the buyer, answered by the seller, for both sides' screens.
      const { data: open } = await apiAs<{ data: { id: number } }>(
        ctx.baseUrl,
        buyer.token,
        '/buy-requests',
        {
          product_id: PAPA_PASTUSA,
          quantity: 20,
          size_id: BULTOS,
          unit_weight_kg: 50,
          municipality_id: 15001,
          delivery: 'entrega',
          needed_by: daysAhead(10),
          frequency: 'weekly',
          max_price: 90_000,
          note: 'Para el restaurante. Pago contra entrega.',
        },
      );
      const res = await fetch(`${ctx.baseUrl}/api/v1/buy-requests/${open.id}/answers/mine`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ listing_id: sellerListing }),
      });
      expect(res.status).toBe(200);

      const views = [
        { who: buyer, path: '/pedidos/nuevo', ready: 'Publicar pedido', shot: 'form' },
        { who: seller, path: '/pedidos', ready: 'Pedidos cerca de ti', shot: 'nearby' },
        { who: buyer, path: `/pedidos/${open.id}`, ready: 'Quién lo tiene', shot: 'buyer' },
        { who: seller, path: `/pedidos/${open.id}`, ready: 'Tu respuesta', shot: 'seller' },
      ];
      const problems: string[] = [];
      for (const view of views) {
        const { context, page } = await openAs(view.who, screen.viewport, screen.zoom);
        await page.goto(`${ctx.baseUrl}${view.path}`);
        await page.getByRole('heading', { name: view.ready }).first().waitFor();
        await page.evaluate('document.fonts.ready');
        await screenshot(page, `pedidos-${view.shot}-${screen.name}`);
        const { scrollWidth, width, small } = (await page.evaluate(SIDEWAYS)) as {
          scrollWidth: number;
          width: number;
          small: string[];
        };
        if (scrollWidth > width) problems.push(`${view.path}: ${scrollWidth} px wide > ${width}`);
        if (small.length) problems.push(`${view.path}: small targets ${small.join(', ')}`);
        await context.close();
      }
      // Clean up: one person may keep only 5 open.
      await apiAs(ctx.baseUrl, buyer.token, `/buy-requests/${open.id}/close`, {
        reason: 'ya_no_lo_necesito',
      });
      expect(problems).toEqual([]);
    },
    90_000,
  );
});
