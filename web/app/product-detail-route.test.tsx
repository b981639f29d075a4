import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '../../domain/api/listings';
import { listingDetail } from '../test/listing-test-data';
import { queryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage-keys';
import { answer, fakeApi } from '../test/fake-api';
import type { FakeHandler } from '../test/fake-api';
import { renderApp, signIn } from '../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const placeholder = 'Comparte tu experiencia con este producto...';

function openDetail(first: ListingDetail, extra: Record<string, FakeHandler> = {}) {
  signIn();
  window.localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 3, name: 'Rosa Quintero', phone: '3001112233' }),
  );
  let contacted = first.viewer?.contacted ?? false;
  const api = fakeApi({
    'GET /products/:id': () =>
      answer(200, { data: { ...first, viewer: { contacted, reviewed: false } } }),
    'GET /products/:id/ratings': () =>
      answer(200, { data: [], summary: { avg: 0, count: 0, comments: 0 } }),
    'GET /products/my/favorites': () => answer(200, { data: [] }),
    'POST /products/:id/contact': () => {
      contacted = true;
      return answer(201, { message: 'Contacto registrado.', recorded: true });
    },
    ...extra,
  });
  renderApp(`/producto/${first.id}`);
  return api;
}

const contacts = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/contact'));

describe('product detail with the buyer journey', () => {
  it('shows the reference price of the product in its department, linking to the Bolsa de precios', async () => {
    const listing = listingDetail();
    const api = openDetail(listing, {
      'GET /prices': () =>
        answer(200, {
          product: { id: listing.product_id, name: listing.name, category_id: 10 },
          department: { id: 5, name: 'Antioquia' },
          units: [
            {
              unit: {
                id: listing.size_id,
                name: listing.unit_name,
                abbreviation: listing.size,
                per_kg: false,
              },
              national: null,
              department: {
                day: '2026-11-20',
                listing_count: 6,
                outliers: 0,
                median: 95_000,
                p25: 90_000,
                p75: 100_000,
                min: 85_000,
                max: 110_000,
                change_30d: null,
              },
              history: [],
            },
          ],
          wholesale: [],
        }),
    });
    const line = await screen.findByRole('link', { name: /Precio de referencia en Antioquia/ });
    expect(line).toHaveTextContent(
      `Precio de referencia en Antioquia: $ 90.000 – $ 100.000 / ${listing.size}`,
    );
    expect(line).toHaveAttribute('href', `/precios/${listing.product_id}?departamento=5`);
    const asked = api.requests.find((r) => r.path === '/prices')!;
    expect(Object.fromEntries(asked.query)).toEqual({
      product_id: String(listing.product_id),
      department_id: '5',
    });
  });

  it('shows the reviews panel and the heart beside the product', async () => {
    openDetail(listingDetail({ viewer: { contacted: false, reviewed: false } }));

    expect(await screen.findByRole('region', { name: 'Opiniones de clientes' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Agregar a favoritos' })).toBeVisible();
  });

  it('a WhatsApp tap records the contact, remembers it, and opens the review form', async () => {
    const api = openDetail(listingDetail({ viewer: { contacted: false, reviewed: false } }));
    expect(
      await screen.findByText('Primero contáctanos por WhatsApp desde el botón del producto.'),
    ).toBeVisible();
    expect(screen.getByPlaceholderText(placeholder)).toBeDisabled();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);

    fireEvent.click(screen.getAllByRole('link', { name: 'Chatear por WhatsApp' })[0]!);

    // The chat opens at once: the contact call never holds it back.
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(storageKeys.whatsappContacted(1))).toBe('1');
    await waitFor(() => expect(contacts(api)).toHaveLength(1));
    expect(contacts(api)[0]!.body).toEqual({ channel: 'whatsapp' });
    await waitFor(() => expect(screen.getByPlaceholderText(placeholder)).toBeEnabled());
    expect(
      screen.queryByText('Primero contáctanos por WhatsApp desde el botón del producto.'),
    ).not.toBeInTheDocument();
    // The detail is asked for again, so the server's viewer state is the one shown.
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.path === '/products/1' && r.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('a tap on "Llamar" is recorded as a phone contact', async () => {
    const api = openDetail(listingDetail({ viewer: { contacted: false, reviewed: false } }));
    await screen.findByRole('region', { name: 'Opiniones de clientes' });

    fireEvent.click(screen.getAllByRole('link', { name: 'Llamar' })[0]!);

    await waitFor(() => expect(contacts(api)).toHaveLength(1));
    expect(contacts(api)[0]!.body).toEqual({ channel: 'phone' });
    await waitFor(() => expect(screen.getByPlaceholderText(placeholder)).toBeEnabled());
  });

  it('taps kept before the code arrived (web/rendered-page.ts) are recorded once the screen opens, then forgotten', async () => {
    window.sessionStorage.setItem('contact_tap:/producto/1:whatsapp', '');
    window.sessionStorage.setItem('contact_tap:/producto/1:phone', '');
    // Not a product's contact: dropped without a call.
    window.sessionStorage.setItem('contact_tap:/inicio:whatsapp', '');
    window.sessionStorage.setItem('contact_tap:/producto/1:sms', '');
    window.sessionStorage.setItem('unrelated', 'kept');
    const api = openDetail(listingDetail({ viewer: { contacted: false, reviewed: false } }));

    await waitFor(() => expect(contacts(api)).toHaveLength(2));
    expect(
      contacts(api)
        .map((r) => (r.body as { channel: string }).channel)
        .sort(),
    ).toEqual(['phone', 'whatsapp']);
    expect(contacts(api).every((r) => r.path === '/products/1/contact')).toBe(true);
    await waitFor(() => expect(screen.getByPlaceholderText(placeholder)).toBeEnabled());
    expect(Object.keys(window.sessionStorage)).toEqual(['unrelated']);
    window.sessionStorage.clear();
  });

  it('a failed contact call changes nothing on screen: the form stays closed, nothing breaks', async () => {
    const api = openDetail(listingDetail({ viewer: { contacted: false, reviewed: false } }), {
      'POST /products/:id/contact': () => answer(500, { message: 'Ocurrió un error' }),
    });
    await screen.findByRole('region', { name: 'Opiniones de clientes' });
    vi.spyOn(window, 'open').mockReturnValue({} as Window);

    fireEvent.click(screen.getAllByRole('link', { name: 'Chatear por WhatsApp' })[0]!);

    await waitFor(() => expect(contacts(api)).toHaveLength(1));
    expect(screen.getByPlaceholderText(placeholder)).toBeDisabled();
  });

  it('after posting, the detail holds the new summary and knows the review was sent', async () => {
    const now = new Date().toISOString();
    openDetail(listingDetail({ viewer: { contacted: true, reviewed: false } }), {
      'POST /products/:id/rating': () =>
        answer(201, {
          message: '¡Gracias! Tu opinión fue publicada.',
          data: {
            id: 1,
            voto: 5,
            body: 'Excelente',
            created_at: now,
            user: { id: 3, name: 'Rosa Quintero', avatar: null },
          },
          summary: { avg: 5, count: 1, comments: 1 },
        }),
    });
    const panel = await screen.findByRole('region', { name: 'Opiniones de clientes' });

    await userEvent.type(within(panel).getByPlaceholderText(placeholder), 'Excelente');
    await userEvent.click(within(panel).getByRole('button', { name: 'Publicar opinión' }));

    expect(await within(panel).findByText('¡Gracias! Tu opinión fue publicada.')).toBeVisible();
    const detail = queryClient.getQueryData<ListingDetail>(['listings', 'detail', 1]);
    expect(detail?.viewer).toEqual({ contacted: true, reviewed: true });
    expect(detail?.rating).toEqual({ avg: 5, count: 1, comments: 1 });
  });
});
