import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '../../../../domain/api/listings';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { listingDetail, listingImage, listingSummary } from '../../../test/listing-test-data';
import { ProductDetailPage } from './product-detail-page';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server(listing: ListingDetail, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /products/:id': ({ params }) =>
      params.id === String(listing.id)
        ? answer(200, { data: listing })
        : answer(404, { message: 'Producto no encontrado.' }),
    ...extra,
  });
}

async function openProduct(listing: ListingDetail, extra: Record<string, FakeHandler> = {}) {
  const api = server(listing, extra);
  signIn();
  const app = renderApp(`/producto/${listing.id}`);
  // The first test of the file also waits for the screen's code to load.
  await screen.findByRole('heading', { level: 1, name: listing.name }, { timeout: 5000 });
  return { api, app };
}

const specs = () => screen.getByRole('region', { name: 'Ficha técnica' });
const specRow = (term: string) => within(specs()).getByText(term).parentElement!;
const gallery = () => screen.getByRole('region', { name: 'Fotos del producto' });
const whatsappLinks = () => screen.getAllByRole('link', { name: 'Chatear por WhatsApp' });

describe('product detail', () => {
  it('shows the product: name, category, price, previous price, trend, stock, state and place', async () => {
    await openProduct(listingDetail());

    expect(screen.getByRole('link', { name: 'Mercado' })).toHaveAttribute(
      'href',
      '/productos/10?name=Mercado',
    );
    expect(screen.getByText('/ bulto').parentElement).toHaveTextContent('$ 18.000 / bulto');
    const previous = screen.getAllByText('$ 20.000').find((node) => node.tagName === 'S');
    expect(previous).toBeVisible();
    expect(screen.getByText('Activo')).toBeVisible();
    expect(screen.getByText(/Disponible:/)).toHaveTextContent('Disponible: 40 bultos');
    expect(screen.getAllByText('Medellín, Antioquia')[0]).toBeVisible();
    expect(screen.queryByText('Vendido')).not.toBeInTheDocument();
  });

  it('the trend badge says "Bajó" with the change in pesos and in percent', async () => {
    await openProduct(listingDetail({ price: 18000, price_last: 20000 }));

    const badge = screen.getByText('Bajó').parentElement!;
    expect(badge).toHaveTextContent('Bajó$ 2.000(10,0 %)');
  });

  it.each([
    [22000, 20000, 'Subió', 'Subió$ 2.000(10,0 %)'],
    [20000, 20000, 'Sin cambio', 'Sin cambio'],
  ])('price %i after %i: "%s"', async (price, price_last, label, text) => {
    await openProduct(listingDetail({ price, price_last }));
    const badge = screen.getAllByText(label).find((node) => node.tagName === 'SPAN');
    expect(badge?.parentElement).toHaveTextContent(text);
  });

  it('lists the Ficha técnica', async () => {
    await openProduct(listingDetail());

    const rows = within(specs())
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Producto: Papa pastusa',
      'Unidad: Bultos (bulto)',
      'Categoría: Mercado',
      'Subcategoría: Tubérculos, raíces y plátanos',
      'Cantidad disponible: 40 bultos',
      'Precio: $ 18.000',
      'Precio anterior: $ 20.000',
      // Non-breaking spaces keep '$ 2.000' and '(10,0 %)' whole on a narrow screen.
      'Variación: Bajó $\u00a02.000 (10,0\u00a0%)',
      'Ubicación: Medellín, Antioquia',
      'Dirección: Km 12 vía Piedras Blancas, vereda Santa Elena',
      'Latitud: 6,246631 (centro del municipio)',
      'Longitud: -75,581775 (centro del municipio)',
    ]);
  });

  it('a bulto with its weight shows the weight and the price per kilo, in the Ficha and under the price', async () => {
    await openProduct(listingDetail({ price: 120_000, unit_weight_kg: 50 }));
    expect(specRow('Peso y precio por kilo')).toHaveTextContent('Bulto de 50 kg · $ 2.400 el kilo');
    expect(screen.getAllByText('Bulto de 50 kg · $ 2.400 el kilo')).toHaveLength(2);
  });

  it('a new price says so instead of "No disponible"', async () => {
    await openProduct(listingDetail({ price_last: null }));
    expect(specRow('Precio anterior')).toHaveTextContent('Ninguno: es un precio nuevo');
    expect(specRow('Variación')).toHaveTextContent('Ninguna todavía: es un precio nuevo');
  });

  it('a sold listing has no quantity left in the Ficha', async () => {
    await openProduct(
      listingDetail({
        mark_as_sold: true,
        mark_as_sold_at: '2026-11-22T10:00:00.000Z',
        status: 'sold',
      }),
    );
    expect(specRow('Cantidad disponible')).toHaveTextContent('Ninguna: ya se vendió');
    expect(within(specs()).queryByText('40 bultos')).not.toBeInTheDocument();
  });

  it('an address the seller keeps private shows buyers its vereda and says why', async () => {
    const hidden = { address: '', vereda: 'Montoya', address_private: true };
    await openProduct(listingDetail({ address: { ...listingDetail().address, ...hidden } }));
    expect(specRow('Dirección')).toHaveTextContent(
      'vereda Montoya (el vendedor muestra solo vereda y municipio)',
    );
  });

  it('tells the seller of a private address who sees what', async () => {
    const own = { address: 'Km 4 portón verde', vereda: 'Montoya', address_private: true };
    await openProduct(
      listingDetail({ is_owner: true, address: { ...listingDetail().address, ...own } }),
    );
    expect(specRow('Dirección')).toHaveTextContent(
      'Km 4 portón verde, vereda Montoya (solo tú la ves; los compradores ven la vereda y el municipio)',
    );
  });

  it('shows the description in its card', async () => {
    await openProduct(listingDetail({ description: 'Bultos de 50 kg.' }));
    expect(screen.getByRole('region', { name: 'Descripción' })).toHaveTextContent(
      'Bultos de 50 kg.',
    );
  });

  it('says "Sin descripción." when there is none', async () => {
    await openProduct(listingDetail({ description: '  ' }));
    expect(screen.getByRole('region', { name: 'Descripción' })).toHaveTextContent(
      'Sin descripción.',
    );
  });

  it('shows the skeleton while loading', async () => {
    let release!: (value: FakeAnswer) => void;
    fakeApi({ 'GET /products/:id': () => new Promise((done) => (release = done)) });
    signIn();
    renderApp('/producto/1');

    expect(await screen.findByText('Cargando producto…')).toBeInTheDocument();
    release(answer(200, { data: listingDetail() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Papa pastusa' })).toBeVisible();
  });

  it('an unknown product shows the error box titled "Error" with the server message', async () => {
    server(listingDetail({ id: 1 }));
    signIn();
    renderApp('/producto/99');

    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Error' })).toBeVisible();
    expect(box).toHaveTextContent('Producto no encontrado.');
  });

  it('a failing server shows "No se pudo cargar el producto."', async () => {
    fakeApi({ 'GET /products/:id': () => answer(500, { message: 'Ocurrió un error' }) });
    signIn();
    renderApp('/producto/1');

    expect(
      await screen.findByText('No se pudo cargar el producto.', undefined, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeVisible();
  });
});

describe('price memory', () => {
  it('without a previous price from the server, compares with the price seen last time', async () => {
    window.localStorage.setItem('last_price:1', '20000');
    await openProduct(listingDetail({ price: 18000, price_last: null }));

    expect(screen.getByText('Bajó').parentElement).toHaveTextContent('Bajó$ 2.000(10,0 %)');
    expect(specRow('Precio anterior')).toHaveTextContent('$ 20.000 (en tu última visita)');
    expect(window.localStorage.getItem('last_price:1')).toBe('18000');
  });

  it('the first visit has no trend, and remembers the price', async () => {
    await openProduct(listingDetail({ price: 18000, price_last: null }));

    expect(screen.queryByText('Bajó')).not.toBeInTheDocument();
    expect(specRow('Variación')).toHaveTextContent('Ninguna todavía: es un precio nuevo');
    expect(window.localStorage.getItem('last_price:1')).toBe('18000');
  });
});

describe('gallery', () => {
  it('moves through the photos with the arrows and shows "n / total"', async () => {
    await openProduct(listingDetail());

    expect(within(gallery()).getByText('1 / 3')).toBeVisible();
    expect(
      within(gallery()).getByRole('img', { name: 'Papa pastusa, foto 1 de 3' }),
    ).toHaveAttribute('srcset', listingImage(1).srcset);
    await userEvent.click(within(gallery()).getByRole('button', { name: 'Foto siguiente' }));
    expect(within(gallery()).getByText('2 / 3')).toBeVisible();
    await userEvent.click(within(gallery()).getByRole('button', { name: 'Foto anterior' }));
    await userEvent.click(within(gallery()).getByRole('button', { name: 'Foto anterior' }));
    expect(within(gallery()).getByText('3 / 3')).toBeVisible();
  });

  it('shows up to 12 thumbnails, and a thumbnail picks its photo', async () => {
    const images = Array.from({ length: 14 }, (_, i) => listingImage(i + 1));
    await openProduct(listingDetail({ images }));

    const thumbnails = within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole(
      'button',
    );
    expect(thumbnails).toHaveLength(12);
    await userEvent.click(thumbnails[4]!);
    expect(within(gallery()).getByText('5 / 14')).toBeVisible();
    expect(thumbnails[4]).toHaveAttribute('aria-current', 'true');
  });

  it('opens the photo full screen; arrow keys move, Escape closes and focus goes back', async () => {
    await openProduct(listingDetail());
    const trigger = within(gallery()).getByRole('button', {
      name: 'Ampliar Papa pastusa, foto 1 de 3',
    });

    await userEvent.click(trigger);
    const zoom = await screen.findByRole('dialog');
    expect(within(zoom).getByRole('img', { name: 'Papa pastusa, foto 1 de 3' })).toHaveAttribute(
      'sizes',
      '100vw',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(within(zoom).getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(zoom).getByText('3 / 3')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(gallery()).getByText('3 / 3')).toBeVisible();
    expect(
      within(gallery()).getByRole('button', { name: 'Ampliar Papa pastusa, foto 3 de 3' }),
    ).toHaveFocus();
  });

  it('says "Sin imagen disponible" when the product has no photos', async () => {
    await openProduct(listingDetail({ images: [] }));
    expect(screen.getByText('Sin imagen disponible')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Foto siguiente' })).not.toBeInTheDocument();
  });

  it('a sold product says "Vendido" on the photo and beside the title', async () => {
    await openProduct(
      listingDetail({
        status: 'sold',
        mark_as_sold: true,
        mark_as_sold_at: '2026-11-22T10:00:00Z',
        is_active: false,
      }),
    );
    expect(screen.getAllByText('Vendido')).toHaveLength(2);
    expect(screen.queryByText('Activo')).not.toBeInTheDocument();
  });

  it('a sold product no longer says "Disponible: …", not even to its owner', async () => {
    await openProduct(
      listingDetail({
        is_owner: true,
        status: 'sold',
        mark_as_sold: true,
        mark_as_sold_at: '2026-11-22T10:00:00Z',
        is_active: false,
      }),
    );
    expect(screen.getAllByText('Vendido').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Disponible:/)).not.toBeInTheDocument();
  });
});

describe('the seller', () => {
  it("links the seller's name to their storefront, shows their rating and more of their products", async () => {
    await openProduct(
      listingDetail({
        provider: {
          rating: { avg: 4.4, count: 12 },
          listings: [
            {
              id: 31,
              name: 'Café pergamino',
              price: 1_200_000,
              size: 'carga',
              image: null,
              image_srcset: null,
              municipality: 'Salgar',
              department: 'Antioquia',
            },
          ],
        },
      }),
    );

    expect(screen.getByRole('link', { name: 'Ana Milena Rojas' })).toHaveAttribute(
      'href',
      '/vendedor/7',
    );
    expect(screen.getByText('4,4 de 5 en sus productos (12 opiniones)')).toBeVisible();
    const more = screen.getByRole('region', { name: 'Más productos de este vendedor' });
    expect(within(more).getByRole('link', { name: 'Café pergamino' })).toHaveAttribute(
      'href',
      '/producto/31',
    );
    expect(within(more).getByRole('link', { name: 'Ver su tienda' })).toHaveAttribute(
      'href',
      '/vendedor/7',
    );
  });

  it('a seller without reviews or other products: says so, and shows no empty section', async () => {
    await openProduct(listingDetail());

    expect(screen.getByText('Vendedor sin opiniones todavía')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Más productos de este vendedor' })).toBeNull();
  });
});

describe('contact', () => {
  it('"Chatear por WhatsApp" opens wa.me with the product, its public link and its place', async () => {
    await openProduct(listingDetail());

    const [link] = whatsappLinks();
    const url = new URL(link!.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/573001234567');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('«Papa pastusa»');
    // The seller may open it in a browser without a session: the public page, not the guarded one.
    expect(text).toContain(`${window.location.origin}/p/1`);
    expect(text).not.toContain('/producto/1');
    expect(text).toContain('Ubicación: Medellín, Antioquia');

    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    fireEvent.click(link!);
    expect(open).toHaveBeenCalledWith(link!.getAttribute('href'), '_blank');
    expect(opened.opener).toBeNull();
    expect(window.localStorage.getItem('whatsapp_contacted:1')).toBe('1');
  });

  it('a sticky bar repeats the contact at the bottom of the screen on phones', async () => {
    await openProduct(listingDetail());

    const bar = screen.getByRole('region', { name: 'Contactar al vendedor' });
    expect(bar).toHaveClass('fixed', 'bottom-0', 'md:hidden');
    expect(within(bar).getByRole('link', { name: 'Chatear por WhatsApp' })).toHaveAttribute(
      'href',
      whatsappLinks()[0]!.getAttribute('href'),
    );
    expect(within(bar).getByRole('link', { name: 'Llamar' })).toHaveAttribute(
      'href',
      'tel:+573001234567',
    );
  });

  it('when the window cannot open, copies the number and says so', async () => {
    await openProduct(listingDetail());
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    vi.spyOn(window, 'open').mockReturnValue(null);

    fireEvent.click(whatsappLinks()[0]!);

    await waitFor(() => expect(writeText).toHaveBeenCalledWith('+57 300 123 4567'));
    expect(await screen.findByText(/Copiamos el número \+57 300 123 4567/)).toBeVisible();
  });

  it('without a phone: "No hay número de teléfono disponible para este producto."', async () => {
    await openProduct(listingDetail({ provider: { phone: null } }));
    const open = vi.spyOn(window, 'open');

    await userEvent.click(screen.getAllByRole('button', { name: 'Chatear por WhatsApp' })[0]!);

    expect(
      await screen.findByText('No hay número de teléfono disponible para este producto.'),
    ).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Llamar' })).not.toBeInTheDocument();
  });

  it('a landline: "El número de teléfono no tiene un formato válido." but "Llamar" works', async () => {
    await openProduct(listingDetail({ provider: { phone: '6042345678' } }));

    await userEvent.click(screen.getAllByRole('button', { name: 'Chatear por WhatsApp' })[0]!);

    expect(
      await screen.findByText('El número de teléfono no tiene un formato válido.'),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Llamar' })[0]).toHaveAttribute(
      'href',
      'tel:+576042345678',
    );
  });
});

describe('owner controls', () => {
  it('are not shown to other signed-in people', async () => {
    await openProduct(listingDetail({ is_owner: false }));

    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como vendido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activar|Desactivar/ })).not.toBeInTheDocument();
  });

  it('are not shown without a session, even if the answer says owner', async () => {
    server(listingDetail({ is_owner: true }));
    const router = createMemoryRouter([{ path: '/producto/:id', Component: ProductDetailPage }], {
      initialEntries: ['/producto/1'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await screen.findByRole('heading', { level: 1, name: 'Papa pastusa' });
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como vendido' })).not.toBeInTheDocument();
  });

  it('the owner can edit, deactivate and mark as sold, instead of contacting', async () => {
    await openProduct(listingDetail({ is_owner: true }));

    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/producto/1/editar',
    );
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Marcar como vendido' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Chatear por WhatsApp' })).not.toBeInTheDocument();
  });

  it('marking as sold warns that it cannot be undone, then shows "Vendido" and hides the button', async () => {
    const { api } = await openProduct(listingDetail({ is_owner: true }), {
      'POST /products/:id/mark_as_sold': () =>
        answer(200, {
          message: 'Producto marcado como vendido.',
          data: listingSummary({
            status: 'sold',
            is_active: false,
            mark_as_sold_at: '2026-11-22T10:00:00Z',
          }),
        }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como vendido' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Marcar como vendido?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(api.requests.some((r) => r.path.endsWith('/mark_as_sold'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, marcar como vendido' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.path === '/products/1/mark_as_sold')?.method).toBe('POST');
    expect(screen.getAllByText('Vendido').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Marcar como vendido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Disponible:/)).not.toBeInTheDocument();
    expect(await screen.findByText('Producto marcado como vendido.')).toBeVisible();
  });

  it('cancelling the warning sells nothing', async () => {
    const { api } = await openProduct(listingDetail({ is_owner: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como vendido' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.endsWith('/mark_as_sold'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Marcar como vendido' })).toBeVisible();
  });

  it('activating past the limit shows "No se pudo procesar la acción" with the server message', async () => {
    const limit =
      'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.';
    const { api } = await openProduct(
      listingDetail({ is_owner: true, is_active: false, status: 'inactive' }),
      { 'POST /products/:id/active': () => answer(409, { message: limit }) },
    );
    expect(screen.getByText('Inactivo')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'No se pudo procesar la acción',
    });
    expect(dialog).toHaveTextContent(limit);
    expect(api.requests.find((r) => r.path === '/products/1/active')?.body).toEqual({
      is_active: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.getByText('Inactivo')).toBeVisible();
  });

  it('a failure without a message says "Ocurrió un problema inesperado."', async () => {
    await openProduct(listingDetail({ is_owner: true }), {
      'POST /products/:id/active': () => answer(500, { message: 'Ocurrió un error' }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));

    expect(
      await screen.findByRole('alertdialog', { name: 'No se pudo procesar la acción' }),
    ).toHaveTextContent('Ocurrió un problema inesperado.');
  });

  it('deactivating updates the badge', async () => {
    await openProduct(listingDetail({ is_owner: true }), {
      'POST /products/:id/active': () =>
        answer(200, {
          message: 'Producto desactivado.',
          data: listingSummary({ is_active: false, status: 'inactive' }),
        }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Inactivo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Activar' })).toBeVisible();
  });
});

describe('slots for the buyer journey', () => {
  function renderDetail(slots: Parameters<typeof ProductDetailPage>[0]) {
    server(listingDetail());
    signIn();
    const router = createMemoryRouter(
      [{ path: '/producto/:id', element: <ProductDetailPage {...slots} /> }],
      { initialEntries: ['/producto/1'] },
    );
    return render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('the reviews slot stays empty until a panel is given: no invented reviews', async () => {
    const { container } = renderDetail({});
    await screen.findByRole('heading', { level: 1, name: 'Papa pastusa' });

    expect(container.querySelector('#opiniones')).toBeEmptyDOMElement();
    // Only the seller's own line, from the answer's provider.rating.
    expect(screen.queryAllByText(/opini/i).map((node) => node.textContent)).toEqual([
      'Vendedor sin opiniones todavía',
    ]);
  });

  it('shows the reviews panel and the favourite toggle it is given', async () => {
    renderDetail({
      renderReviews: (listing) => <h2>Opiniones de clientes de {listing.name}</h2>,
      renderFavourite: () => <button type="button">Favorito</button>,
    });

    expect(
      await screen.findByRole('heading', { name: 'Opiniones de clientes de Papa pastusa' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Favorito' })).toBeVisible();
  });

  it('tells of each WhatsApp or call tap', async () => {
    const onContact = vi.fn();
    renderDetail({ onContact });
    await screen.findByRole('heading', { level: 1, name: 'Papa pastusa' });
    vi.spyOn(window, 'open').mockReturnValue({} as Window);

    fireEvent.click(screen.getAllByRole('link', { name: 'Chatear por WhatsApp' })[0]!);
    fireEvent.click(screen.getAllByRole('link', { name: 'Llamar' })[0]!);

    expect(onContact.mock.calls.map(([listing, channel]) => [listing.id, channel])).toEqual([
      [1, 'whatsapp'],
      [1, 'phone'],
    ]);
  });
});

describe('browser tab', () => {
  it('shows the product name, also when the product comes back from the cache', async () => {
    const { app } = await openProduct(listingDetail());
    await waitFor(() => expect(document.title).toBe('Papa pastusa · El campo en tus manos'));

    await app.router.navigate('/productos/0?name=Todos');
    await waitFor(() => expect(document.title).toBe('Todos los productos · El campo en tus manos'));
    await app.router.navigate('/producto/1');
    await waitFor(() => expect(document.title).toBe('Papa pastusa · El campo en tus manos'));
  });
});
