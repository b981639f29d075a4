import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { listingSummary } from '../../../test/listing-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const page = (
  data: ReturnType<typeof listingSummary>[],
  meta: Partial<{ page: number; total: number; last_page: number }> = {},
) =>
  answer(200, {
    data,
    meta: { page: 1, pagination: 20, total: data.length, last_page: 1, ...meta },
  });

const three = [
  listingSummary({ id: 1, name: 'Cebolla junca', price: 1500, size: 'manojo' }),
  listingSummary({ id: 2, name: 'Mango Tommy', price: 2800, size: 'kg' }),
  listingSummary({ id: 3, name: 'Papa pastusa', price: 18000, previous_price: 20000 }),
];

function catalogue(handler: FakeHandler = () => page(three)) {
  return fakeApi({ 'GET /products': handler });
}

// The first test of the file also waits for the screen's code to load.
const SCREEN_LOAD = { timeout: 5000 };

function open(path: string) {
  signIn();
  return renderApp(path);
}

const lastQuery = (api: ReturnType<typeof catalogue>) =>
  Object.fromEntries(api.requests.filter((r) => r.path === '/products').at(-1)!.query);

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('category products screen', () => {
  it('asks for the category, lowest price first, 20 per page, and titles it with its name', async () => {
    const api = catalogue();
    open('/productos/10?name=Mercado');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mercado' }, SCREEN_LOAD),
    ).toBeVisible();
    await screen.findByRole('link', { name: 'Cebolla junca' });
    expect(lastQuery(api)).toEqual({
      category: '10',
      sort: 'price_asc',
      page: '1',
      pagination: '20',
    });
    expect(screen.getByText('3 productos')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_asc');
  });

  it('each card opens its product', async () => {
    catalogue();
    const app = open('/productos/10?name=Mercado');

    const list = await screen.findByRole('list', { name: 'Mercado' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Mango Tommy' })).toHaveAttribute(
      'href',
      '/producto/2',
    );
    await userEvent.click(within(list).getByRole('link', { name: 'Papa pastusa' }));
    await waitFor(() => expect(app.currentPath()).toBe('/producto/3'));
  });

  it.each([
    ['/productos/0?name=Todos', 'category 0'],
    ['/productos/5?name=Todos', 'the name Todos'],
  ])('%s is the whole catalogue (%s)', async (path) => {
    const api = catalogue();
    open(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Todos los productos' }),
    ).toBeVisible();
    await screen.findByRole('link', { name: 'Cebolla junca' });
    expect(lastQuery(api).category).toBe('0');
  });

  it('the max price takes digits only, shows them as pesos and is sent as digits', async () => {
    const api = catalogue();
    const app = open('/productos/10?name=Mercado');
    await screen.findByRole('link', { name: 'Cebolla junca' });

    const maxPrice = screen.getByRole('textbox', { name: 'Precio máximo' });
    await userEvent.type(maxPrice, '5a0.0-00');
    expect(maxPrice).toHaveValue('$ 50.000');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(lastQuery(api).max_price).toBe('50000'));
    expect(app.router.state.location.search).toContain('max_price=50000');
  });

  it('an empty max price means no limit', async () => {
    const api = catalogue();
    open('/productos/10?name=Mercado&max_price=50000');
    await screen.findByRole('link', { name: 'Cebolla junca' });
    expect(lastQuery(api).max_price).toBe('50000');

    const maxPrice = screen.getByRole('textbox', { name: 'Precio máximo' });
    expect(maxPrice).toHaveValue('$ 50.000');
    await userEvent.clear(maxPrice);
    await userEvent.type(maxPrice, '{Enter}');

    await waitFor(() => expect(lastQuery(api)).not.toHaveProperty('max_price'));
  });

  it('a max price in the address keeps only its digits', async () => {
    const api = catalogue();
    open('/productos/10?name=Mercado&max_price=12.5oo0');
    await screen.findByRole('link', { name: 'Cebolla junca' });

    expect(lastQuery(api).max_price).toBe('1250');
  });

  it('changing the order asks again at once, from the first page, and keeps it in the address', async () => {
    const api = catalogue(({ query }) =>
      page(three, { page: Number(query.get('page')), last_page: 4, total: 70 }),
    );
    const app = open('/productos/10?name=Mercado&page=3');
    await screen.findByRole('link', { name: 'Cebolla junca' });

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Ordenar por' }),
      'Mayor precio',
    );

    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: 'price_desc', page: '1' }));
    expect(app.router.state.location.search).toBe('?name=Mercado&sort=price_desc');
    expect(screen.getByRole('option', { name: 'Aleatorio' })).toHaveValue('random');
  });

  it('pages forward and back with "Siguiente" and "Anterior", and the back button returns', async () => {
    const api = catalogue(({ query }) =>
      page(three, { page: Number(query.get('page')), last_page: 3, total: 55 }),
    );
    const app = open('/productos/10?name=Mercado');
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });

    expect(pager).toHaveTextContent('Página 1 de 3');
    expect(within(pager).queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('link', { name: 'Siguiente' }));

    await waitFor(() => expect(pager).toHaveTextContent('Página 2 de 3'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mercado' })).toHaveFocus();
    expect(lastQuery(api).page).toBe('2');
    expect(app.router.state.location.search).toBe('?name=Mercado&page=2');

    await app.router.navigate(-1);
    await waitFor(() => expect(pager).toHaveTextContent('Página 1 de 3'));
  });

  it('on phones "Página n de m" has its own row above the buttons, never under "Siguiente"', async () => {
    catalogue(() => page(three, { page: 1, last_page: 9, total: 175 }));
    open('/productos/10?name=Mercado');
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });

    // Squeezed between the buttons, "1 de 9" ran under 'Siguiente' at 320 px; the
    // layout itself is measured in Chromium by e2e/layout.e2e.ts.
    expect(within(pager).getByText('Página 1 de 9')).toHaveClass('order-first', 'col-span-2');
    expect(pager).toHaveClass('grid-cols-2');
  });

  it('shows 8 placeholder cards while the list loads', async () => {
    const list = deferred();
    catalogue(() => list.promise);
    open('/productos/10?name=Mercado');

    expect(await screen.findByText('Cargando productos…')).toBeInTheDocument();
    expect(screen.getByTestId('listing-placeholders').children).toHaveLength(8);
    list.resolve(page(three));
    await screen.findByRole('link', { name: 'Cebolla junca' });
    expect(screen.queryByTestId('listing-placeholders')).not.toBeInTheDocument();
  });

  it('says "No hay productos disponibles" and "Pronto tendremos nuevos productos" when there are none', async () => {
    catalogue(() => page([]));
    open('/productos/4?name=Turismo');

    expect(await screen.findByText('No hay productos disponibles')).toBeVisible();
    expect(screen.getByText('Pronto tendremos nuevos productos')).toBeVisible();
  });

  it('says "No pudimos cargar los productos." when the list fails, and can try again', async () => {
    let fail = true;
    catalogue(() => (fail ? answer(500, { message: 'Ocurrió un error' }) : page(three)));
    open('/productos/10?name=Mercado');

    expect(
      await screen.findByText('No pudimos cargar los productos.', undefined, { timeout: 4000 }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Cebolla junca' })).toBeVisible();
  });

  it('says "Respuesta de productos en formato inesperado" when the answer is not a list', async () => {
    catalogue(() => answer(200, { productos: 'ninguno' }));
    open('/productos/10?name=Mercado');

    expect(await screen.findByText('Respuesta de productos en formato inesperado')).toBeVisible();
  });
});

describe('category products screen without signal (docs/product.md §15)', () => {
  let onLine = true;
  const setSignal = (value: boolean, event: boolean) => {
    onLine = value;
    if (event) act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
  };
  const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));
  const RETRIED = { timeout: 5000 };

  beforeEach(() => {
    onLine = true;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
  });
  afterEach(() => {
    setSignal(true, true);
    vi.restoreAllMocks();
  });

  it('a page never seen says it has no signal instead of loading forever, and loads by itself when the signal returns', async () => {
    catalogue(({ query }) =>
      onLine
        ? page(query.get('page') === '2' ? [listingSummary({ id: 9, name: 'Yuca' })] : three, {
            page: Number(query.get('page')),
            last_page: 3,
            total: 55,
          })
        : noSignal(),
    );
    open('/productos/10?name=Mercado');
    const pager = await screen.findByRole('navigation', { name: 'Paginación' }, SCREEN_LOAD);

    setSignal(false, true);
    await userEvent.click(within(pager).getByRole('link', { name: 'Siguiente' }));

    const failed = await screen.findByRole('alert', {}, RETRIED);
    expect(failed).toHaveTextContent('No pudimos cargar los productos.');
    expect(failed).toHaveTextContent(
      'Sin conexión. Los productos aparecerán solos cuando vuelva la señal.',
    );

    setSignal(true, true);
    expect(await screen.findByRole('link', { name: 'Yuca' }, RETRIED)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opened without signal (no "offline" event ever), the error recovers when the signal returns', async () => {
    setSignal(false, false);
    catalogue(() => (onLine ? page(three) : noSignal()));
    open('/productos/10?name=Mercado');

    const failed = await screen.findByRole('alert', {}, RETRIED);
    expect(failed).toHaveTextContent('No pudimos cargar los productos.');

    setSignal(true, true);
    expect(await screen.findByRole('link', { name: 'Cebolla junca' }, RETRIED)).toBeVisible();
  });
});
