import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  photo,
  publishActiveListing,
  registerAndSignIn,
  signIn,
  useSession,
} from './support/api';
import type { E2eSession } from './support/api';
import { noChromium, screenshot, scrollHomeTo, useBrowser } from './support/browser';

// Small screens and big text (docs/product.md §9, text size up to 120 %): the screens a newcomer
// sees first, on a 320 px phone at 100 % text, a
// 390 px phone at 120 % text and a laptop at 120 % text. Nothing scrolls sideways, no word is
// cut across two lines ("Despens/a"), store names stay inside their tiles, and the pagers'
// 'n de m' never runs under 'Siguiente'.

const ctx = useBrowser();

const SCREENS = [
  { name: '320px-100', viewport: { width: 320, height: 640 }, zoom: '100' },
  { name: '390px-120', viewport: { width: 390, height: 844 }, zoom: '120' },
  { name: '1280px-120', viewport: { width: 1280, height: 800 }, zoom: '120' },
] as const;

/** Long one-word store names, the kind that ran together ("AgropecuariaAgroveterinaria"). */
const STORE_NAMES = [
  'Agropecuaria El Surco',
  'Agroveterinaria La Esperanza',
  'Agroinsumos del Huila',
  'Fertilizantes Cafeteros',
];

/** The plátano of publishActiveListing, and the catalogue's unit 'Racimos' (size 12). */
const PLATANO = 1003036;
const RACIMOS = 12;

let buyer: E2eSession;
/** The first seller and one of her listings, for the edit screen. */
let firstSeller: E2eSession;
let sellerListing: number;

beforeAll(async () => {
  if (noChromium) return;
  const admin = await signIn(ctx.baseUrl, ctx.adminPhone);
  for (const name of STORE_NAMES) {
    await apiAs(ctx.baseUrl, admin.token, '/admin/stores', {
      name,
      // Shops: the 'Tiendas' strip shows the stores that are not among the three supply stores.
      kind: 'tienda',
      description: 'Semillas, abonos y herramientas.',
      address: 'Calle 10 # 4-21',
      municipality_id: 41551,
      whatsapp: '3151234567',
    });
  }
  // 25 active listings (5 sellers, 5 each): two catalogue pages of 20 and three featured pages
  // of 12 on the home.
  const image = await photo('#5b8c2a');
  for (let seller = 0; seller < 5; seller++) {
    const session = await registerAndSignIn(ctx.baseUrl, `Vendedora ${seller + 1}`);
    for (let i = 0; i < 5; i++) {
      const id = await publishActiveListing(ctx.baseUrl, session.token, { photos: [image] });
      if (seller === 0 && i === 0) sellerListing = id;
    }
    if (seller === 0) firstSeller = session;
  }
  buyer = await registerAndSignIn(ctx.baseUrl, 'Rosa Elvira Quintero');

  // For the 320 px screens at 120 % text: an organisation, a saved address with a long name, and
  // plátano sold by the bunch at a six-figure price, the longest line a /precios card holds
  // ('$ 127.500 / racimo').
  await apiAs(ctx.baseUrl, admin.token, '/admin/organizations', {
    name: 'Asociación de Plataneros del Quindío',
    kind: 'asociacion',
    municipality_id: 41551,
    description: 'Productores de plátano hartón y dominico del Quindío.',
    products: 'Plátano hartón, plátano dominico',
    whatsapp: '3157654321',
  });
  await apiAs(ctx.baseUrl, buyer.token, '/address', {
    department_id: 17,
    municipalite_id: 17001,
    name: 'Puesto en la plaza',
    address: 'Plaza de mercado del Sur, local 14',
  });
  // A saved search nothing matches yet, for Notificaciones.
  await apiAs(ctx.baseUrl, buyer.token, '/saved-searches', {
    q: 'zapote morado',
    department_id: 41,
  });
  await apiAs(ctx.baseUrl, buyer.token, '/address', {
    department_id: 15,
    municipalite_id: 15861,
    name: 'Finca El Recuerdo',
    address: 'Km 4 vía Ventaquemada–Turmequé, portón verde',
  });
  const grower = await registerAndSignIn(ctx.baseUrl, 'Hernando Giraldo');
  const { data: place } = await apiAs<{ data: { id: number } }>(
    ctx.baseUrl,
    grower.token,
    '/address',
    {
      department_id: 17,
      municipalite_id: 17001,
      name: 'Finca El Recuerdo',
      address: 'Vereda Java, km 3',
    },
  );
  for (const price of [125_000, 126_000, 127_500, 129_000, 130_000]) {
    const { id } = await apiAs<{ id: number }>(ctx.baseUrl, grower.token, '/products', {
      product_id: PLATANO,
      price,
      stock: 20,
      size_id: RACIMOS,
      description: 'Plátano hartón en racimo, verde, para cocinar.',
      address_id: place.id,
    });
    await apiAs(ctx.baseUrl, grower.token, `/products/${id}/active`, { is_active: true });
  }
}, 240_000);

// In-page scripts are strings: this project's e2e files compile without the DOM library.

/** Page wider than the screen, and words split over two lines (each word must be one box). */
const WRAPPING = `(() => {
  const broken = [];
  const root = document.querySelector('main') || document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[aria-hidden="true"], .sr-only, [hidden]')) continue;
    if (parent.getBoundingClientRect().width <= 1) continue;
    const text = node.textContent;
    // A word may end a line after its own dash ('Ventaquemada–' / 'Turmequé').
    for (const match of text.matchAll(/[^\\s\\-\u2013\u2014]{2,}[\\-\u2013\u2014]?/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return {
    scrollWidth: document.scrollingElement.scrollWidth,
    width: window.innerWidth,
    broken: [...new Set(broken)].slice(0, 10),
  };
})()`;

/** Each store tile of the home's 'Tiendas' strip: its name must stay inside the tile. */
const STORE_TILES = `(() => {
  const section = document.querySelector('[data-tour="home-stores"]');
  const problems = [];
  const tiles = [...section.querySelectorAll('li a')];
  const boxes = tiles.map((tile) => {
    const name = tile.querySelector('[data-store-name]') || tile.lastElementChild;
    const range = document.createRange();
    range.selectNodeContents(name);
    return { tile: tile.getBoundingClientRect(), text: range.getBoundingClientRect(), label: name.textContent };
  });
  for (const { tile, text, label } of boxes) {
    if (text.left < tile.left - 0.5 || text.right > tile.right + 0.5)
      problems.push(label + ': text ' + Math.round(text.left) + '…' + Math.round(text.right) + ' outside tile ' + Math.round(tile.left) + '…' + Math.round(tile.right));
  }
  for (let i = 1; i < boxes.length; i++) {
    if (boxes[i].text.left < boxes[i - 1].text.right && boxes[i].text.top < boxes[i - 1].text.bottom)
      problems.push(boxes[i - 1].label + ' runs into ' + boxes[i].label);
  }
  return { count: tiles.length, problems };
})()`;

/** The pager named by aria-label: 'n de m' must not overlap 'Anterior'/'Siguiente' nor leave the screen. */
const pagerOverlaps = (label: string) => `(() => {
  const nav = document.querySelector('nav[aria-label="${label}"]');
  if (!nav) return ['no pager'];
  const problems = [];
  const [previous, counter, next] = [...nav.children].map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return { box: el.getBoundingClientRect(), text: range.getBoundingClientRect(), label: el.textContent.trim() };
  });
  const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  for (const button of [previous, next]) {
    if (overlap(counter.text, button.box)) problems.push('"' + counter.label + '" under "' + button.label + '"');
    if (button.box.right > window.innerWidth + 0.5 || button.box.left < -0.5) problems.push('"' + button.label + '" off screen (' + Math.round(button.box.left) + '…' + Math.round(button.box.right) + ')');
  }
  return problems;
})()`;

/**
 * The screen's titles: the top bar's name of the app and the page's <h1>, each whole inside its
 * box and on the screen.
 */
const TITLES = `(() => {
  const problems = [];
  const check = (el, box, label) => {
    if (!el) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const limit = box.getBoundingClientRect();
    const right = Math.min(limit.right, window.innerWidth);
    if (text.right > right + 0.5 || text.bottom > limit.bottom + 0.5 || el.scrollWidth > el.clientWidth + 0.5)
      problems.push(label + ' "' + el.textContent.trim() + '" cut: text ' + Math.round(text.right) + '×' + Math.round(text.bottom) + ' in ' + Math.round(right) + '×' + Math.round(limit.bottom));
  };
  const bar = [...document.querySelectorAll('header')].find((h) => h.getBoundingClientRect().height > 0);
  if (bar) check(bar.querySelector('a'), bar, 'top bar');
  const h1 = document.querySelector('main h1');
  if (h1) check(h1, h1, 'title');
  return problems;
})()`;

/** One-line fields whose example (placeholder) is wider than the room inside the box. */
const PLACEHOLDERS = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const cut = [];
  for (const input of document.querySelectorAll('main input[placeholder]')) {
    if (input.offsetWidth === 0) continue;
    const style = getComputedStyle(input);
    context.font = style.font;
    const width = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (width > room + 0.5) cut.push('"' + input.placeholder + '" ' + Math.round(width) + ' px in ' + Math.round(room) + ' px');
  }
  return cut;
})()`;

async function openAs(screen: {
  viewport: { width: number; height: number };
  zoom: string;
}): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: screen.viewport });
  const page = await context.newPage();
  await useSession(page, buyer);
  await page.addInitScript(`localStorage.setItem('text_zoom', '${screen.zoom}')`);
  return page;
}

async function wrapping(page: Page, label: string, problems: string[]) {
  const { scrollWidth, width, broken } = (await page.evaluate(WRAPPING)) as {
    scrollWidth: number;
    width: number;
    broken: string[];
  };
  if (scrollWidth > width) problems.push(`${label}: page ${scrollWidth} px wide > ${width} px`);
  if (broken.length) problems.push(`${label}: words cut across lines: ${broken.join(', ')}`);
}

describe.skipIf(noChromium)('layout at 320 px, 390 px with 120 % text, and 1280 px', () => {
  afterAll(async () => {
    for (const context of ctx.browser?.contexts() ?? []) await context.close();
  });

  it.each(SCREENS)(
    'home ($name): no sideways scroll, whole words, store names inside their tiles, pager clear',
    async (screen) => {
      const page = await openAs(screen);
      await page.goto(`${ctx.baseUrl}/inicio`);
      await page.getByRole('link', { name: /Despensa/ }).waitFor();
      await scrollHomeTo(
        page,
        page.getByRole('link', { name: /Agroveterinaria La Esperanza/ }).first(),
      );
      await page.getByRole('navigation', { name: 'Páginas de productos destacados' }).waitFor();
      await page.evaluate('document.fonts.ready');
      await screenshot(page, `layout-home-${screen.name}`);

      const problems: string[] = [];
      await wrapping(page, 'home', problems);
      const tiles = (await page.evaluate(STORE_TILES)) as { count: number; problems: string[] };
      expect(tiles.count).toBeGreaterThanOrEqual(STORE_NAMES.length);
      problems.push(...tiles.problems.map((p) => `store tile: ${p}`));
      const pager = (await page.evaluate(
        pagerOverlaps('Páginas de productos destacados'),
      )) as string[];
      problems.push(...pager.map((p) => `featured pager: ${p}`));
      expect(problems).toEqual([]);
      await page.context().close();
    },
    60_000,
  );

  // Decision 022: on a 390 × 844 phone the featured products start on the first screen, their
  // title and the top of the first card above the bottom edge (they started at 1,000 px).
  it('home at 390 × 844: the featured products start on the first screen', async () => {
    const page = await openAs({ viewport: { width: 390, height: 844 }, zoom: '100' });
    // The welcome tour, offered after 2 s, is not what this looks at.
    await page.addInitScript(`localStorage.setItem('tour_done:home:${buyer.user.id}', 'hecho')`);
    await page.goto(`${ctx.baseUrl}/inicio`);
    const firstCard = page
      .getByRole('list', { name: 'Productos destacados' })
      .getByRole('article')
      .first();
    await firstCard.waitFor();
    await page.getByRole('link', { name: /Despensa/ }).waitFor();
    await page.evaluate('document.fonts.ready');
    await screenshot(page, 'layout-home-first-screen-390px-100');

    const title = (await page.locator('#home-featured-title').boundingBox())!;
    expect(title.y + title.height, 'the title ends on the first screen').toBeLessThanOrEqual(844);
    const card = (await firstCard.boundingBox())!;
    expect(card.y + 24, 'the first card shows its top on the first screen').toBeLessThanOrEqual(
      844,
    );
    await page.context().close();
  });

  // At 320 px with 120 % text these screens scrolled sideways (the home's section
  // headers, the review form's star counter, the /precios cards' prices, the address form) and
  // titles ran off the screen ('Organizaciones').
  it('320 px at 120 % text: home, product, prices, organisations, addresses and notifications fit', async () => {
    // The server takes listing changes into the price figures every 15 s (docs/decisions/012).
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ data: { unit: { id: number }; figures: { median: number | null } }[] }>(
              ctx.baseUrl,
              buyer.token,
              '/prices/summary?q=pl%C3%A1tano',
            )
          ).data.find((item) => item.unit.id === RACIMOS)?.figures.median ?? null,
        { timeout: 40_000, interval: 1000 },
      )
      .toBe(127_500);
    const page = await openAs({ viewport: { width: 320, height: 640 }, zoom: '120' });
    const screens = [
      {
        path: '/inicio',
        ready: () =>
          scrollHomeTo(page, page.getByRole('link', { name: /Agroveterinaria/ }).first()),
      },
      {
        path: `/producto/${sellerListing}`,
        ready: () => page.getByRole('group', { name: 'Tu calificación' }).waitFor(),
      },
      {
        path: '/precios',
        ready: () =>
          page
            .getByText(/127\.500/)
            .first()
            .waitFor(),
      },
      {
        path: '/organizaciones',
        ready: () => page.getByText('Asociación de Plataneros del Quindío').first().waitFor(),
      },
      {
        path: '/cuenta/direcciones',
        ready: () =>
          page
            .getByText(/Puesto en la plaza/)
            .first()
            .waitFor(),
      },
      {
        path: '/notificaciones',
        ready: () =>
          page.getByRole('link', { name: 'Buscar de nuevo: «zapote morado» · Huila' }).waitFor(),
      },
    ];
    const problems: string[] = [];
    for (const { path, ready } of screens) {
      await page.goto(`${ctx.baseUrl}${path}`);
      await ready();
      await page.evaluate('document.fonts.ready');
      await screenshot(page, `layout${path.replaceAll('/', '-').replace(/-\d+$/, '')}-320px-120`);
      await wrapping(page, path, problems);
      problems.push(...((await page.evaluate(TITLES)) as string[]).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  // Examples in the fields ran past their box on a 360 px phone ('Ej.: papa, ag').
  it('360 px at 120 % text: every field’s example fits in its box', async () => {
    const page = await openAs({ viewport: { width: 360, height: 740 }, zoom: '120' });
    const problems: string[] = [];
    const paths = [
      '/inicio',
      '/precios',
      '/organizaciones',
      '/cuenta/direcciones',
      '/crear-producto',
    ];
    for (const path of paths) {
      await page.goto(`${ctx.baseUrl}${path}`);
      await page.locator('main input[placeholder]').first().waitFor();
      await page.evaluate('document.fonts.ready');
      const cut = (await page.evaluate(PLACEHOLDERS)) as string[];
      problems.push(...cut.map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  // Search results start on the first screen (docs/product.md §2 "Search"): on a 360 × 740 phone
  // the 'Avísame' box above the filters pushed the first card's name to the bottom edge.
  it.each([
    { name: '360px-100', viewport: { width: 360, height: 740 }, zoom: '100' },
    { name: '390px-100', viewport: { width: 390, height: 844 }, zoom: '100' },
    { name: '1280px-100', viewport: { width: 1280, height: 800 }, zoom: '100' },
  ])(
    'search results ($name): the count and the whole first card on the first screen',
    async (screen) => {
      const page = await openAs(screen);
      await page.goto(`${ctx.baseUrl}/productos/0?name=Todos&q=platano`);
      const first = page
        .getByRole('list', { name: 'Resultados de «platano»' })
        .getByRole('article')
        .first();
      await first.waitFor();
      await page.getByRole('button', { name: 'Avísame cuando publiquen esto' }).waitFor();
      await page.evaluate('document.fonts.ready');
      await screenshot(page, `layout-search-${screen.name}`);

      const bottom = screen.viewport.height;
      const count = (await page.getByText(/^(Más de )?\d+ productos?$/).boundingBox())!;
      expect(count.y + count.height).toBeLessThanOrEqual(bottom);
      const card = (await first.boundingBox())!;
      expect(card.y).toBeGreaterThanOrEqual(0);
      expect(card.y + card.height, 'the first card ends on the first screen').toBeLessThanOrEqual(
        bottom,
      );
      // Its photo frame, name and price are inside it.
      const parts = [
        first.locator(':scope > :first-child'),
        first.getByRole('heading'),
        first.getByText(/^\$ /),
      ];
      for (const part of parts) {
        const box = (await part.first().boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
      }
      await page.context().close();
    },
    60_000,
  );

  it.each(SCREENS)(
    'catalogue ($name): no sideways scroll, whole words, "1 de 2" clear of the buttons',
    async (screen) => {
      const page = await openAs(screen);
      await page.goto(`${ctx.baseUrl}/productos/0?name=Todos`);
      await page.getByRole('navigation', { name: 'Paginación' }).waitFor();
      await page.evaluate('document.fonts.ready');
      await screenshot(page, `layout-catalogue-${screen.name}`);

      const problems: string[] = [];
      await wrapping(page, 'catalogue', problems);
      const pager = (await page.evaluate(pagerOverlaps('Paginación'))) as string[];
      problems.push(...pager.map((p) => `catalogue pager: ${p}`));
      expect(problems).toEqual([]);
      await page.context().close();
    },
    60_000,
  );

  it.each(SCREENS)(
    'edit listing ($name): no sideways scroll, whole words, the quantity box shows a 6-digit amount',
    async (screen) => {
      const context = await ctx.browser.newContext({ viewport: screen.viewport });
      const page = await context.newPage();
      await useSession(page, firstSeller);
      await page.addInitScript(`localStorage.setItem('text_zoom', '${screen.zoom}')`);
      await page.goto(`${ctx.baseUrl}/producto/${sellerListing}/editar`);
      const quantity = page.getByRole('textbox', { name: 'Cantidad' });
      await quantity.fill('123456');
      await page.evaluate('document.fonts.ready');
      await screenshot(page, `layout-edit-${screen.name}`);

      const problems: string[] = [];
      await wrapping(page, 'edit', problems);
      const box = (await page.evaluate(
        `(() => { const input = document.querySelector('input[name="stock"]'); return { width: input.clientWidth, text: input.scrollWidth }; })()`,
      )) as { width: number; text: number };
      if (box.text > box.width)
        problems.push(`quantity box ${box.width} px cuts '123456' (${box.text} px)`);
      expect(problems).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it.each(SCREENS)(
    'legal pages ($name), read before registering: no sideways scroll, whole words',
    async (screen) => {
      const context = await ctx.browser.newContext({ viewport: screen.viewport });
      const page = await context.newPage();
      await page.addInitScript(`localStorage.setItem('text_zoom', '${screen.zoom}')`);
      const problems: string[] = [];
      for (const path of ['/terminos', '/privacidad']) {
        await page.goto(`${ctx.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.evaluate('document.fonts.ready');
        await screenshot(page, `layout${path.replace('/', '-')}-${screen.name}`);
        await wrapping(page, path, problems);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
