import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreDetail } from '../../../domain/api/stores';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer } from '../../test/fake-api';
import { stubIntersectionObserver } from '../../test/fake-intersection-observer';
import { signIn } from '../../test/render-app';
import {
  emptyStore,
  fakeCarouselLayout,
  matchMediaFor,
  storeDetail,
  storeListItem,
} from './store-test-data';
import { renderStores } from './stores-test-render';
import { MOBILE_QUERY } from '../../lib/media-queries';

beforeEach(() => {
  signIn();
  fakeCarouselLayout();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STORE_TEXT = 'Hola, quisiera más información de la tienda Agro La Cosecha.';

function serveStore(store: Partial<StoreDetail> | (() => FakeAnswer | Promise<FakeAnswer>)) {
  return fakeApi({
    'GET /stores/:id':
      typeof store === 'function' ? store : () => answer(200, { data: storeDetail(store) }),
  });
}

const openStore = () => renderStores('/tiendas/7');
const title = () => screen.findByRole('heading', { level: 1, name: 'Agro La Cosecha' });
const onMobile = () => matchMediaFor((query) => query === MOBILE_QUERY);

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('/tiendas/{id}: loading and its states (docs/product.md §4)', () => {
  it('shows a skeleton while the store loads, then the store', async () => {
    const pending = deferred();
    const api = serveStore(() => pending.promise);
    openStore();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tienda…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await act(async () => pending.resolve(answer(200, { data: storeDetail() })));
    expect(await title()).toBeVisible();
    expect(screen.queryByRole('status', { name: /Cargando/ })).not.toBeInTheDocument();
    expect(api.requests[0]!.path).toBe('/stores/7');
    expect(api.requests[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('signed out: "Inicia sesión para ver el detalle de la tienda."', async () => {
    window.localStorage.clear();
    const api = serveStore({});
    openStore();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inicia sesión para ver el detalle de la tienda.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('a token the server refuses (401) says the same', async () => {
    serveStore(() => answer(401, { message: 'No autenticado.' }));
    openStore();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inicia sesión para ver el detalle de la tienda.',
    );
  });

  it('an unknown id: "No encontramos esta tienda (puede que el ID no exista)." and "Atrás" goes back', async () => {
    const api = fakeApi({});
    const { currentPath } = renderStores('/tiendas', '/tiendas/99');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos esta tienda (puede que el ID no exista).',
    );
    // Both paths of docs/product.md §7 were tried before giving up.
    expect(api.requests.map((r) => r.path)).toEqual(['/stores/99', '/stores-list/99']);

    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(currentPath()).toBe('/tiendas');
  });

  it('an id that cannot be a store is not found without asking', async () => {
    const api = fakeApi({});
    renderStores('/tiendas/abc');

    expect(
      await screen.findByText('No encontramos esta tienda (puede que el ID no exista).'),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('any other failure: "No se pudo cargar la tienda.", and "Reintentar" asks again', async () => {
    let fail = true;
    serveStore(() =>
      fail ? answer(500, { message: 'Ocurrió un error' }) : answer(200, { data: storeDetail() }),
    );
    openStore();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la tienda.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await title()).toBeVisible();
  });

  it('an answer without a store id is a failure too', async () => {
    serveStore(() => answer(200, { data: { name: 'Sin id' } }));
    openStore();

    expect(await screen.findByText('No se pudo cargar la tienda.')).toBeVisible();
  });

  it('falls back to /stores-list/{id} on 405 and reads a store wrapped twice in data', async () => {
    const api = fakeApi({
      'GET /stores/:id': () => answer(405, { message: 'Método no permitido' }),
      'GET /stores-list/:id': () => answer(200, { data: { data: storeDetail() } }),
    });
    openStore();

    expect(await title()).toBeVisible();
    expect(api.requests.map((r) => r.path)).toEqual(['/stores/7', '/stores-list/7']);
  });

  it('uses the store passed along without asking the server when it is not empty', async () => {
    const api = fakeApi({});
    renderStores({ pathname: '/tiendas/7', state: { store: storeDetail() } });

    expect(await title()).toBeVisible();
    expect(screen.getByText('Insumos para el campo desde 1998.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('fetches the store when the one passed along is empty (a list card)', async () => {
    const api = serveStore({});
    renderStores({ pathname: '/tiendas/7', state: { store: storeListItem(7) } });

    expect(await screen.findByText('Insumos para el campo desde 1998.')).toBeVisible();
    expect(api.requests.map((r) => r.path)).toEqual(['/stores/7']);
  });

  it('fetches it too when the passed store is another one', async () => {
    const api = serveStore({});
    renderStores({ pathname: '/tiendas/7', state: { store: storeDetail({ id: 8 }) } });

    expect(await title()).toBeVisible();
    expect(api.requests.map((r) => r.path)).toEqual(['/stores/7']);
  });

  it('leaving the screen aborts the call', async () => {
    const pending = deferred();
    const api = serveStore(() => pending.promise);
    const { router } = openStore();
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(1));
    const signal = api.fetch.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);

    await act(() => router.navigate('/tiendas/8/otra'));
    await waitFor(() => expect(signal.aborted).toBe(true));
  });
});

describe('/tiendas/{id}: contact (docs/product.md §7 "External")', () => {
  it('the WhatsApp button carries the store message to the WhatsApp number', async () => {
    serveStore({});
    openStore();
    await title();

    expect(screen.getByRole('link', { name: 'Chatear por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/573104567890?text=${encodeURIComponent(STORE_TEXT)}`,
    );
  });

  it('without a WhatsApp number it writes to the phone', async () => {
    serveStore({ whatsapp: null, phone: '3001234567' });
    openStore();
    await title();

    expect(screen.getByRole('link', { name: 'Chatear por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/573001234567?text=${encodeURIComponent(STORE_TEXT)}`,
    );
  });

  it('a landline only: the button is a tel: link instead', async () => {
    serveStore({ whatsapp: null, phone: '6027234567' });
    openStore();
    await title();

    expect(screen.queryByRole('link', { name: 'Chatear por WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar al +57 602 723 4567' })).toHaveAttribute(
      'href',
      'tel:+576027234567',
    );
  });

  it('no number at all says so', async () => {
    serveStore({ whatsapp: null, phone: null });
    openStore();
    await title();

    expect(screen.getByText('Esta tienda aún no tiene un número de contacto.')).toBeVisible();
  });

  it('opens WhatsApp in a new window, and copies the number when no window opens', async () => {
    const open = vi.fn().mockReturnValueOnce({ opener: window }).mockReturnValueOnce(null);
    vi.stubGlobal('open', open);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveStore({});
    openStore();
    await title();

    const button = screen.getByRole('link', { name: 'Chatear por WhatsApp' });
    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith(button.getAttribute('href'), '_blank');
    expect(writeText).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('+57 310 456 7890');
  });

  it('"Llamar" and the "Contactar Tienda" bar are for phones only', async () => {
    serveStore({});
    openStore();
    await title();

    expect(screen.queryByRole('link', { name: 'Llamar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contactar a la tienda' })).not.toBeInTheDocument();
  });

  it('on a phone: "Llamar" calls the store phone and the bottom bar says "Contactar Tienda"', async () => {
    onMobile();
    serveStore({});
    openStore();
    await title();

    expect(screen.getByRole('link', { name: 'Llamar' })).toHaveAttribute(
      'href',
      'tel:+576027234567',
    );
    const bar = screen.getByRole('region', { name: 'Contactar a la tienda' });
    const contact = within(bar).getByRole('link', { name: 'Contactar Tienda' });
    expect(contact).toHaveAttribute(
      'href',
      `https://wa.me/573104567890?text=${encodeURIComponent(STORE_TEXT)}`,
    );
    // A big touch target, fixed at the bottom, with room left for it at the end of the page.
    expect(contact.className).toContain('min-h-14');
    expect(bar).toHaveClass('fixed', 'bottom-0');
    expect(bar.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('/tiendas/{id}: content', () => {
  it('name, place, photos, description, address, categories and catalogue', async () => {
    serveStore({});
    openStore();
    await title();

    expect(screen.getAllByText('Pasto, Nariño')[0]).toBeVisible();
    const photos = screen.getByRole('region', { name: 'Fotos de Agro La Cosecha' });
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    expect(within(photos).getAllByRole('img')[0]).toHaveAttribute('loading', 'eager');

    const description = screen.getByRole('region', { name: 'Descripción' });
    expect(description).toHaveTextContent('Insumos para el campo desde 1998.');
    expect(screen.getByRole('region', { name: 'Ubicación' })).toHaveTextContent(
      'Calle 18 # 25-40, centro',
    );
    const tags = screen.getByRole('region', { name: 'Categorías' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fertilizantes', 'Semillas']);

    const catalogue = screen.getByRole('region', { name: 'Catálogo de Agro La Cosecha' });
    expect(
      within(catalogue).getByRole('link', {
        name: 'Abrir en grande la página 1 de 1 del catálogo',
      }),
    ).toHaveAttribute('href', '/uploads/stores/brochure-3-1200.webp');
  });

  it('empty description and address: "Sin descripción disponible." / "Sin dirección disponible."', async () => {
    serveStore({ description: '', address: '' });
    openStore();
    await title();

    expect(screen.getByRole('region', { name: 'Descripción' })).toHaveTextContent(
      'Sin descripción disponible.',
    );
    expect(screen.getByRole('region', { name: 'Ubicación' })).toHaveTextContent(
      'Sin dirección disponible.',
    );
  });

  it('reads an address given as an object with an address text', async () => {
    serveStore(() =>
      answer(200, {
        data: { ...storeDetail(), address: { address: 'Vereda El Rosal, km 3' } },
      }),
    );
    openStore();
    await title();

    expect(screen.getByRole('region', { name: 'Ubicación' })).toHaveTextContent(
      'Vereda El Rosal, km 3',
    );
  });

  it('products: photo, name, price in pesos with its unit, and category', async () => {
    const screenEdge = stubIntersectionObserver();
    serveStore({});
    openStore();
    await title();
    // A product's photo is asked for when the person scrolls near its card (CardPhoto).
    screenEdge.scrollNear();

    const grid = screen.getByRole('list', { name: 'Productos de Agro La Cosecha' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { name: 'Urea granulada' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('$ 185.000 / Bulto 50 kg');
    expect(cards[0]).toHaveTextContent('Categoría: Fertilizantes');
    expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'srcset',
      '/uploads/stores/p11-400.webp 400w',
    );
    expect(cards[1]).toHaveTextContent('Sin imagen disponible');
  });

  it('a product card opens the product: photo, whole name and description, price, unit and the store contact', async () => {
    const longName =
      'Semilla certificada de maíz amarillo ICA V-109 para clima medio, bulto con tratamiento';
    const longDescription =
      'Semilla de alto rendimiento, tratada contra plagas del suelo.\nSiembra entre 1.000 y 1.800 m.s.n.m. Germinación garantizada del 90 %. Incluye asesoría del agrónomo de la tienda.';
    const base = storeDetail();
    serveStore({
      products: [{ ...base.products[0]!, name: longName, description: longDescription }],
    });
    openStore();
    await title();

    const grid = screen.getByRole('list', { name: 'Productos de Agro La Cosecha' });
    const open = within(grid).getByRole('button', { name: longName });
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: longName });
    expect(within(dialog).getByText(/Germinación garantizada del 90 %/)).toBeVisible();
    expect(dialog).toHaveTextContent(longDescription.replace('\n', ' '));
    expect(dialog).toHaveTextContent('$ 185.000 / Bulto 50 kg');
    expect(dialog).toHaveTextContent('Categoría: Fertilizantes');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/stores/p11-400.webp');
    const whatsapp = within(dialog).getByRole('link', { name: 'Chatear por WhatsApp' });
    // The product's own question: the store knows which product and price the person saw.
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(
      `Hola, quisiera más información de ${longName} ($ 185.000 / Bulto 50 kg) de la tienda Agro La Cosecha.`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('the chips "Todas" plus each tag narrow the grid, whatever the case of the tag', async () => {
    serveStore({});
    openStore();
    await title();
    const user = userEvent.setup();
    const names = () =>
      within(screen.getByRole('list', { name: 'Productos de Agro La Cosecha' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);

    const chips = screen.getByRole('group', { name: 'Filtrar por categoría' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Todas', 'Fertilizantes', 'Semillas']);
    expect(within(chips).getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(chips).getByRole('button', { name: 'Fertilizantes' }));
    expect(names()).toEqual(['Urea granulada', 'Abono orgánico']);
    expect(screen.getByText('2 productos de 3')).toBeVisible();

    await user.click(within(chips).getByRole('button', { name: 'Semillas' }));
    expect(names()).toEqual(['Semilla de maíz ICA']);

    await user.click(within(chips).getByRole('button', { name: 'Todas' }));
    expect(names()).toHaveLength(3);
  });

  it('"Buscar productos…" searches name, description, tag and size, and says when nothing is left', async () => {
    serveStore({});
    openStore();
    await title();
    const user = userEvent.setup();
    const search = screen.getByPlaceholderText('Buscar productos…');
    const names = () =>
      within(screen.getByRole('list', { name: 'Productos de Agro La Cosecha' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);

    await user.type(search, 'BULTO');
    expect(names()).toEqual(['Urea granulada', 'Abono orgánico']);
    await user.clear(search);
    await user.type(search, 'clima frío');
    expect(names()).toEqual(['Semilla de maíz ICA']);

    // Search and chip together.
    await user.click(screen.getByRole('button', { name: 'Fertilizantes' }));
    expect(
      screen.getByText('No hay productos para mostrar con los filtros actuales.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('list', { name: 'Productos de Agro La Cosecha' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(names()).toHaveLength(3);
    expect(search).toHaveValue('');
  });

  it('a store without products says so instead of showing the filters', async () => {
    serveStore({ products: [] });
    openStore();
    await title();

    expect(screen.getByText('Esta tienda aún no tiene productos publicados.')).toBeVisible();
    expect(screen.queryByPlaceholderText('Buscar productos…')).not.toBeInTheDocument();
  });

  it('a store with nothing but its name shows the empty texts and no carousels', async () => {
    serveStore(emptyStore());
    openStore();
    await title();
    expect(screen.getByText('Sin descripción disponible.')).toBeVisible();
    expect(screen.getByText('Sin imagen disponible')).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Catálogo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Fotos/ })).not.toBeInTheDocument();
  });
});
