import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../../domain/limits';
import { storageKeys } from '../../lib/storage-keys';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../test/fake-api';
import { stubIntersectionObserver } from '../../test/fake-intersection-observer';
import { fakeToken } from '../../test/fake-token';
import { HomePage } from './home-page';
import type { RenderFavourite } from './home-listing';
import { categories, listings } from './home-test-data';

beforeEach(() => {
  window.localStorage.setItem(storageKeys.accessToken, fakeToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const page = (data: unknown[]) =>
  answer(200, { data, meta: { page: 1, pagination: 48, total: data.length, last_page: 1 } });

type Handlers = Record<string, FakeHandler>;

/**
 * The home's calls answered like a quiet day: a few listings, no stores. Its favourites come
 * from the favourites feature through web/app (web/app/home-route.test.tsx).
 */
function server(overrides: Handlers = {}) {
  return fakeApi({
    'GET /categories': () => answer(200, { data: categories(10) }),
    'GET /products': () => page(listings(5)),
    ...overrides,
  });
}

function renderHome(renderFavourite?: RenderFavourite) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/inicio', element: <HomePage renderFavourite={renderFavourite} /> },
      { path: '*', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: ['/inicio'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

const section = (name: string) => screen.getByRole('region', { name });
/** The sections below the first screen come with their own code, once the page is hydrated. */
const laterSection = (name: string) => screen.findByRole('region', { name });
const featured = () => section('Productos destacados');
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('home: hero and quick access', () => {
  it('greets with the app name and sends sellers to the create screen', async () => {
    server();
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'El campo en tus manos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Quiero vender' })).toHaveAttribute(
      'href',
      '/crear-producto',
    );
  });

  it('has the three quick-action cards: publish, supplies and farm life', async () => {
    server();
    renderHome();

    const actions = within(await laterSection('Accesos rápidos')).getByRole('list', {
      name: '¿Qué quieres hacer?',
    });
    expect(within(actions).getByRole('link', { name: /Publica tu producto/ })).toHaveAttribute(
      'href',
      '/crear-producto',
    );
    expect(within(actions).getByRole('link', { name: /Suministros/ })).toHaveAttribute(
      'href',
      '/suministros',
    );
    expect(within(actions).getByRole('link', { name: /Vida en el campo/ })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('"Bolsa de precios" opens the price reference (/precios)', async () => {
    server();
    renderHome();

    const shortcuts = await laterSection('Accesos rápidos');
    expect(within(shortcuts).getByRole('link', { name: 'Bolsa de precios' })).toHaveAttribute(
      'href',
      '/precios',
    );
  });

  it('links each place once: the job board and the supply stores are the cards, not icons too', async () => {
    server();
    renderHome();

    const links = within(await laterSection('Accesos rápidos')).getAllByRole('link');
    const places = links.map((link) => link.getAttribute('href'));
    expect(places).toEqual([
      '/crear-producto',
      '/suministros',
      '/jobs',
      '/pedidos',
      '/precios',
      '/organizaciones',
      '/cosechas',
    ]);
    // The job board keeps its name on the card that opens it.
    expect(links[2]).toHaveAccessibleName(/Vida en el campo.*Bolsa de empleo/);
  });

  it('shows the featured products right after the categories, before the quick access', async () => {
    server();
    renderHome();

    await laterSection('Accesos rápidos');
    const order = ['Categorías', 'Productos destacados', 'Accesos rápidos'].map(section);
    expect(order[0]!.compareDocumentPosition(order[1]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1]!.compareDocumentPosition(order[2]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('announces nothing as coming soon: notifications, Mi tienda and prices are all here', async () => {
    server();
    renderHome();

    const shortcuts = await laterSection('Accesos rápidos');
    expect(screen.queryByText('Muy pronto')).toBeNull();
    expect(within(shortcuts).getByRole('link', { name: 'Organizaciones' })).toHaveAttribute(
      'href',
      '/organizaciones',
    );
  });
});

describe('home: categories', () => {
  it('shows at most 12 categories, each linking to its products with ?name=', async () => {
    server({ 'GET /categories': () => answer(200, { data: categories(14) }) });
    renderHome();

    const strip = section('Categorías');
    const animals = await within(strip).findByRole('link', { name: 'Animales' });
    expect(animals).toHaveAttribute('href', '/productos/3?name=Animales');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(12);
    expect(within(strip).queryByRole('link', { name: 'Cacao' })).not.toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'Café' })).toHaveAttribute(
      'href',
      `/productos/12?name=Caf%C3%A9`,
    );
  });

  it('keeps the list in localStorage for signed-in people, apart from visitors', async () => {
    server();
    renderHome();

    await within(section('Categorías')).findByRole('link', { name: 'Despensa' });
    const stored = JSON.parse(window.localStorage.getItem('categories_cache:auth')!);
    expect(stored.items).toHaveLength(10);
    expect(Date.now() - stored.timestamp).toBeLessThan(5000);
    expect(window.localStorage.getItem('categories_cache:anon')).toBeNull();
  });

  it('within the hour the stored list is shown without asking the server', async () => {
    window.localStorage.setItem(
      storageKeys.categoriesCache(true),
      JSON.stringify({
        timestamp: Date.now() - CATALOGUE.cacheFreshMs + 60_000,
        items: [{ id: 3, name: 'Animales de granja' }],
      }),
    );
    const api = server();
    renderHome();

    expect(
      within(section('Categorías')).getByRole('link', { name: 'Animales de granja' }),
    ).toHaveAttribute('href', '/productos/3?name=Animales+de+granja');
    await screen.findAllByRole('heading', { level: 3 }); // the rest of the home has loaded
    expect(api.requests.filter((r) => r.path === '/categories')).toHaveLength(0);
  });

  it('after the hour the stored list shows while a new one is fetched', async () => {
    window.localStorage.setItem(
      storageKeys.categoriesCache(true),
      JSON.stringify({
        timestamp: Date.now() - CATALOGUE.cacheFreshMs - 1000,
        items: [{ id: 3, name: 'Animales de granja' }],
      }),
    );
    const api = server();
    renderHome();

    expect(screen.getByRole('link', { name: 'Animales de granja' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Despensa' })).toBeVisible();
    expect(api.requests.filter((r) => r.path === '/categories')).toHaveLength(1);
  });

  it("a visitor's cached list is not used for a signed-in person", async () => {
    window.localStorage.setItem(
      storageKeys.categoriesCache(false),
      JSON.stringify({ timestamp: Date.now(), items: [{ id: 99, name: 'Solo visitantes' }] }),
    );
    server();
    renderHome();

    expect(await screen.findByRole('link', { name: 'Despensa' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Solo visitantes' })).not.toBeInTheDocument();
  });

  it('on phones the icon sits above the name, and names never break with a hyphen', async () => {
    server();
    renderHome();

    const link = await within(section('Categorías')).findByRole('link', { name: /Despensa/ });
    // Beside the icon at 320 px or 120 % text the name had no room: 'Despens/a'.
    // `.category-tile` (web/styles.css): a column on phones, a row from sm; e2e/layout.e2e.ts
    // looks at it drawn at 320 px and at 120 % text.
    expect(link).toHaveClass('category-tile');
    expect(within(link).getByText('Despensa')).not.toHaveClass('hyphens-auto');
  });

  it('says "No se pudo cargar categorías" when the list fails, with a retry', async () => {
    let fail = true;
    server({
      'GET /categories': () =>
        fail ? answer(500, { message: 'Ocurrió un error' }) : answer(200, { data: categories(2) }),
    });
    renderHome();

    const alert = await within(section('Categorías')).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar categorías');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Maquinaria' })).toBeVisible();
  });

  it('says "No hay categorías disponibles." when there are none', async () => {
    server({ 'GET /categories': () => answer(200, { data: [] }) });
    renderHome();

    expect(
      await within(section('Categorías')).findByText('No hay categorías disponibles.'),
    ).toBeVisible();
  });
});

describe('home: featured products', () => {
  it('asks for a random sample and shows 8 placeholders while it loads', async () => {
    const slow = deferred();
    const api = server({ 'GET /products': () => slow.promise });
    renderHome();

    expect(within(featured()).getByTestId('listing-placeholders').children).toHaveLength(8);
    await waitFor(() => expect(api.requests.some((r) => r.path === '/products')).toBe(true));
    const query = api.requests.find((r) => r.path === '/products')!.query;
    expect(query.get('sort')).toBe('random');
    expect(query.get('pagination')).toBe('48');

    await act(async () => slow.resolve(page(listings(3))));
    expect(await within(featured()).findByRole('link', { name: 'Producto 1' })).toBeVisible();
  });

  it('pages of 12: "Anterior" disabled on the first page, "Siguiente" on the last', async () => {
    server({ 'GET /products': () => page(listings(30)) });
    renderHome();

    const list = await within(featured()).findByRole('list', { name: 'Productos destacados' });
    expect(cardNames(list)).toEqual(listings(12).map((l) => l.name));
    const previous = within(featured()).getByRole('button', { name: 'Anterior' });
    const next = within(featured()).getByRole('button', { name: 'Siguiente' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(featured()).toHaveTextContent('1 de 3');

    await userEvent.click(next);
    expect(cardNames(within(featured()).getByRole('list'))).toEqual(
      listings(12, 13).map((l) => l.name),
    );
    expect(previous).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Productos destacados' })).toHaveFocus();

    await userEvent.click(next);
    expect(cardNames(within(featured()).getByRole('list'))).toEqual(
      listings(6, 25).map((l) => l.name),
    );
    expect(next).toBeDisabled();
    expect(featured()).toHaveTextContent('3 de 3');

    await userEvent.click(previous);
    expect(featured()).toHaveTextContent('2 de 3');
  });

  it('on phones the pager reads "Página n de m" on its own row, the buttons share the row below', async () => {
    server({ 'GET /products': () => page(listings(30)) });
    renderHome();

    const pager = await within(featured()).findByRole('navigation', {
      name: 'Páginas de productos destacados',
    });
    const counter = within(pager).getByText('Página 1 de 3');
    // Side by side at 320 px (or 120 % text), 'Siguiente' ran off the screen; the
    // layout itself is measured in Chromium by e2e/layout.e2e.ts.
    expect(counter).toHaveClass('order-first', 'col-span-2');
    expect(pager).toHaveClass('grid-cols-2');
  });

  it('goes back to the first page when the list changes', async () => {
    let sample = listings(30);
    server({ 'GET /products': () => page(sample) });
    const { client } = renderHome();

    await within(featured()).findByRole('link', { name: 'Producto 1' });
    await userEvent.click(within(featured()).getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(within(featured()).getByRole('button', { name: 'Siguiente' }));
    expect(featured()).toHaveTextContent('3 de 3');

    sample = listings(30, 101);
    await act(() => client.refetchQueries({ queryKey: ['home', 'featured'] }));

    expect(await within(featured()).findByRole('link', { name: 'Producto 101' })).toBeVisible();
    expect(featured()).toHaveTextContent('1 de 3');
    expect(within(featured()).getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('a single page has no pager, and "Ver todos" opens the whole catalogue', async () => {
    server();
    renderHome();

    await within(featured()).findByRole('link', { name: 'Producto 5' });
    expect(within(featured()).queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(within(featured()).getByRole('link', { name: /Ver todos/ })).toHaveAttribute(
      'href',
      '/productos/0?name=Todos',
    );
  });

  it('says "No hay productos disponibles" and "Pronto tendremos nuevos productos" when empty', async () => {
    server({ 'GET /products': () => page([]) });
    renderHome();

    expect(await within(featured()).findByText('No hay productos disponibles')).toBeVisible();
    expect(within(featured()).getByText('Pronto tendremos nuevos productos')).toBeVisible();
  });

  it('says "No pudimos cargar los productos." when the list fails', async () => {
    server({ 'GET /products': () => answer(500, { message: 'Ocurrió un error' }) });
    renderHome();

    expect(await within(featured()).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar los productos.',
    );
  });

  it('puts the favourite slot on every card', async () => {
    server();
    renderHome((l) => <button type="button">{`Favorito de ${l.name}`}</button>);

    expect(
      await within(featured()).findByRole('button', { name: 'Favorito de Producto 3' }),
    ).toBeVisible();
  });
});

describe('home: below the featured grid (decision 027)', () => {
  it('draws quick access, favourites and stores, and asks for the stores, only once scrolled near', async () => {
    const screenEdge = stubIntersectionObserver();
    const api = server();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/inicio',
                element: <HomePage favourites={<p>Basado en tus favoritos</p>} />,
              },
            ],
            { initialEntries: ['/inicio'] },
          )}
        />
      </QueryClientProvider>,
    );
    await within(featured()).findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Tiendas' })).not.toBeInTheDocument();
    expect(screen.queryByText('Basado en tus favoritos')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/stores'))).toEqual([]);

    screenEdge.scrollNear();
    expect(await laterSection('Tiendas')).toBeVisible();
    expect(screen.getByText('Basado en tus favoritos')).toBeVisible();
    expect(api.requests.filter((r) => r.path.startsWith('/stores')).length).toBeGreaterThan(0);
  });
});

describe('home: stores', () => {
  it('without a stores service (404), says "No hay suministros disponibles" in both sections', async () => {
    const api = server();
    renderHome();

    const supplies = await laterSection('Tiendas de suministros');
    expect(await within(supplies).findByText('No hay suministros disponibles')).toBeVisible();
    expect(within(supplies).getByText('Pronto tendremos nuevos suministros')).toBeVisible();
    const stores = await laterSection('Tiendas');
    expect(await within(stores).findByText('No hay suministros disponibles')).toBeVisible();
    expect(within(stores).getByText('Pronto tendremos nuevos suministros')).toBeVisible();

    // GET /stores, then the fallback of docs/product.md §7, both with the token: once for the
    // supply stores (?kind=suministros) and once for all of them.
    const calls = api.requests.filter((r) => r.path.startsWith('/stores'));
    const described = calls.map((r) => `${r.path}?${r.query}`).sort();
    expect(described).toEqual([
      '/stores-list?',
      '/stores-list?kind=suministros',
      '/stores?',
      '/stores?kind=suministros',
    ]);
    expect(calls.every((r) => r.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
    // No invented stores.
    const storeLinks = screen
      .getAllByRole('link')
      .filter((link) => /^\/tiendas\/./.test(link.getAttribute('href') ?? ''));
    expect(storeLinks).toHaveLength(0);
  });

  it('shows 3 supply stores and every store when the list answers (even from /stores-list)', async () => {
    const store = (id: number, name: string, kind: string) => ({
      id,
      name,
      imagen: null,
      imagen_srcset: null,
      kind,
      municipality: 'Pasto',
      department: 'Nariño',
    });
    const list = [
      store(1, 'Agro La Cosecha', 'suministros'),
      store(2, 'Semillas del Valle', 'suministros'),
      store(3, 'Ferretería El Arado', 'tienda'),
      store(4, 'Veterinaria San Roque', 'suministros'),
      store(5, 'Insumos El Cafetal', 'suministros'),
    ];
    server({
      'GET /stores': () => answer(405, { message: 'Método no permitido' }),
      'GET /stores-list': ({ query }) =>
        answer(200, {
          data: query.get('kind') ? list.filter((s) => s.kind === query.get('kind')) : list,
        }),
    });
    renderHome();

    const supplies = await laterSection('Tiendas de suministros');
    await within(supplies).findByRole('link', { name: 'Agro La Cosecha' });
    expect(within(supplies).getAllByRole('listitem')).toHaveLength(3);
    expect(within(supplies).getByRole('link', { name: 'Semillas del Valle' })).toHaveAttribute(
      'href',
      '/tiendas/2',
    );
    // The hardware shop is a store, not a supply store.
    expect(within(supplies).queryByRole('link', { name: 'Ferretería El Arado' })).toBeNull();
    // The strip goes on with the stores not shown above, then the coming-soon card.
    const stores = await laterSection('Tiendas');
    await within(stores).findByRole('link', { name: 'Ferretería El Arado' });
    expect(
      within(stores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ferretería El Arado', 'Insumos El Cafetal', 'Pronto, más tiendas']);
  });

  it('in the "Tiendas" strip each name takes its tile\'s width, so long names never run together', async () => {
    const list = ['Agropecuaria El Surco', 'Agroveterinaria La Esperanza'].map((name, i) => ({
      id: i + 1,
      name,
      imagen: null,
      imagen_srcset: null,
      kind: 'tienda',
      municipality: 'Pasto',
      department: 'Nariño',
    }));
    // Shops, not supply stores: none of them is among the three above the strip.
    server({
      'GET /stores': ({ query }) => answer(200, { data: query.get('kind') ? [] : list }),
    });
    renderHome();

    const stores = await laterSection('Tiendas');
    const link = await within(stores).findByRole('link', { name: 'Agroveterinaria La Esperanza' });
    // Centred at its own width, the name was as wide as its longest word and spilled over the
    // neighbour tile ("AgropecuariaAgroveterinaria"); the tile is sized in rem (grows with the
    // text zoom). Measured in Chromium by e2e/layout.e2e.ts.
    expect(within(link).getByText('Agroveterinaria La Esperanza')).toHaveClass('w-full');
    expect(link.closest('li')).toHaveClass('w-36');
  });
});
