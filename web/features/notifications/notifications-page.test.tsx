import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppNotification, SavedSearch } from '../../../domain/api/notifications';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';
import { NOTIFICATIONS_PAGE_MESSAGES as m } from './notifications-page';

afterEach(() => queryClient.clear());

const listingNote = (id: number, read: boolean, available = true): AppNotification => ({
  id,
  kind: 'listing',
  title: 'Nuevo producto para tu búsqueda',
  body: `Café cereza · $ 9.000 / kg · Pitalito, Huila (${id})`,
  listing: {
    id: 500 + id,
    name: 'Café cereza',
    price: 9000,
    previous_price: null,
    size: 'kg',
    image: null,
    municipality: 'Pitalito',
    department: 'Huila',
    available,
  },
  price: null,
  buy_request_id: null,
  harvest_id: null,
  count: 1,
  created_at: '2026-11-25T15:30:00.000Z',
  read,
});

const digest: AppNotification = {
  id: 9,
  kind: 'digest',
  title: 'Más productos para tus búsquedas',
  body: '3 productos nuevos más para tus búsquedas hoy',
  listing: null,
  price: null,
  buy_request_id: null,
  harvest_id: null,
  count: 3,
  created_at: '2026-11-25T20:00:00.000Z',
  read: false,
};

const priceNote: AppNotification = {
  id: 12,
  kind: 'price',
  title: 'Cambió un precio que sigues',
  body: 'El precio de Papa parda pastusa en Boyacá subió 12 %: ahora $ 1.792 / kg',
  listing: null,
  price: {
    product_id: 1003016,
    name: 'Papa parda pastusa',
    department: { id: 15, name: 'Boyacá' },
    unit: 'kg',
    median: 1792,
    previous_median: 1600,
    change: 12,
  },
  buy_request_id: null,
  harvest_id: null,
  count: 1,
  created_at: '2026-11-25T21:00:00.000Z',
  read: false,
};

const savedSearch: SavedSearch = {
  id: 4,
  q: 'café',
  category: null,
  department: null,
  municipality: null,
  near: { id: 41298, name: 'Garzón' },
  radius_km: 50,
  max_price: 20000,
  created_at: '2026-11-24T10:00:00.000Z',
};

function openNotifications(notes: AppNotification[], searches: SavedSearch[] = [savedSearch]) {
  signIn();
  let unread = notes.filter((note) => !note.read).length;
  const api = fakeApi({
    'GET /notifications': () =>
      answer(200, {
        data: notes,
        meta: { page: 1, pagination: 20, total: notes.length, last_page: 1, unread },
      }),
    'GET /notifications/unread': () => answer(200, { unread }),
    'POST /notifications/read': (request) => {
      const ids = (request.body as { ids?: number[] }).ids;
      for (const note of notes) if (!ids || ids.includes(note.id)) note.read = true;
      unread = notes.filter((note) => !note.read).length;
      return answer(200, { message: 'Notificaciones marcadas como leídas.', unread });
    },
    'GET /saved-searches': () => answer(200, { data: searches }),
    'DELETE /saved-searches/:id': () => answer(200, { message: 'Búsqueda borrada.' }),
    'GET /notifications/settings': () =>
      answer(200, { push: true, whatsapp: true, whatsapp_available: true }),
    'PUT /notifications/settings': (request) =>
      answer(200, {
        push: true,
        whatsapp: true,
        ...(request.body as object),
        whatsapp_available: true,
      }),
  });
  const app = renderApp('/notificaciones');
  return { api, app };
}

describe('/notificaciones', () => {
  it('lists what saved searches found, unread first marked, each listing linked', async () => {
    openNotifications([listingNote(1, false), listingNote(2, true, false), digest]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    expect(await screen.findByText('2 sin leer')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Notificaciones' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(items[0]).toHaveTextContent('Sin leer');
    expect(items[0]).toHaveTextContent('Café cereza · $ 9.000 / kg · Pitalito, Huila (1)');
    expect(
      within(items[0]!).getByRole('link', { name: 'Ver producto: Café cereza' }),
    ).toHaveAttribute('href', '/producto/501');
    expect(items[1]).toHaveTextContent(m.unavailable);
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[2]).toHaveTextContent('3 productos nuevos más para tus búsquedas hoy');
  });

  it('a followed price that moved links to its prices in that department, and opening it marks it read', async () => {
    const { api, app } = openNotifications([
      priceNote,
      {
        ...priceNote,
        id: 13,
        read: true,
        price: { ...priceNote.price!, department: null, change: -21.9 },
        body: 'El precio de Papa parda pastusa en todo el país bajó 21,9 %: ahora $ 1.400 / kg',
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Notificaciones' });
    const [moved, fell] = within(list).getAllByRole('listitem');
    expect(moved).toHaveTextContent('Cambió un precio que sigues');
    expect(moved).toHaveTextContent(
      'El precio de Papa parda pastusa en Boyacá subió 12 %: ahora $ 1.792 / kg',
    );
    // On a narrow phone the price and the percentage never break apart.
    expect(moved!.textContent).toContain('subió 12\u00a0%: ahora $\u00a01.792\u00a0/\u00a0kg');
    // Not a listing: no 'Ver producto', no 'Ya no está disponible', no 'Marcar como leída'.
    expect(moved).not.toHaveTextContent(m.seeListing);
    expect(moved).not.toHaveTextContent(m.unavailable);
    expect(within(moved!).queryByRole('button')).toBeNull();
    expect(
      within(fell!).getByRole('link', { name: 'Ver precio: Papa parda pastusa en todo el país' }),
    ).toHaveAttribute('href', '/precios/1003016');

    await userEvent.click(
      within(moved!).getByRole('link', { name: 'Ver precio: Papa parda pastusa en Boyacá' }),
    );
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/notifications/read')?.body).toEqual({
        ids: [12],
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/precios/1003016'));
    expect(app.router.state.location.search).toBe('?departamento=15');
  });

  it('opening a listing marks its notification read', async () => {
    const { api, app } = openNotifications([listingNote(1, false)]);
    await userEvent.click(await screen.findByRole('link', { name: 'Ver producto: Café cereza' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/notifications/read')?.body).toEqual({
        ids: [1],
      }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/producto/501'));
  });

  it('a listing a moderator hid says why and leads to Mis productos, marking it read', async () => {
    const hidden: AppNotification = {
      ...listingNote(3, false, false),
      kind: 'moderation',
      title: 'Ocultamos uno de tus productos',
      body: 'Café cereza ya no se muestra a los compradores. Motivo: La foto no corresponde.',
    };
    const { api, app } = openNotifications([hidden]);
    expect(await screen.findByText('Ocultamos uno de tus productos')).toBeVisible();
    expect(screen.queryByText(m.unavailable)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver en Mis productos' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/notifications/read')?.body).toEqual({
        ids: [3],
      }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/productos'));
    expect(app.router.state.location.search).toBe('?estado=inactivos');
  });

  it('a harvest notification leads to the harvest, marking it read; a hidden harvest too, not Mis productos', async () => {
    const harvestNote = (id: number, kind: 'harvest' | 'moderation'): AppNotification => ({
      ...digest,
      id,
      kind,
      title:
        kind === 'harvest' ? 'Ya está a la venta una cosecha que sigues' : 'Ocultamos tu cosecha',
      body: 'La cosecha de papa parda pastusa de Ventaquemada ya se puede comprar.',
      harvest_id: 90 + id,
      count: 1,
    });
    const { api, app } = openNotifications([
      harvestNote(1, 'harvest'),
      harvestNote(2, 'moderation'),
    ]);
    expect(await screen.findByText('Ocultamos tu cosecha')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ver en Mis productos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como leída' })).toBeNull();
    const links = screen.getAllByRole('link', { name: m.seeHarvest });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cosechas/91',
      '/cosechas/92',
    ]);
    await userEvent.click(links[0]!);
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/notifications/read')?.body).toEqual({
        ids: [1],
      }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/cosechas/91'));
  });

  it('a buy request near the seller and an answer to their own request open that request', async () => {
    const requestNote = (id: number, title: string, kind: AppNotification['kind']) => ({
      ...digest,
      id,
      kind,
      title,
      body: 'Un comprador en Tunja busca 20 bultos de papa parda pastusa para el viernes',
      count: 1,
      buy_request_id: 70 + id,
    });
    const { api, app } = openNotifications([
      requestNote(1, 'Un comprador busca lo que tienes', 'request'),
      requestNote(2, 'Ocultamos tu pedido', 'moderation'),
    ]);
    const [match, hidden] = (await screen.findAllByRole('link', { name: m.seeRequest })) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(hidden).toHaveAttribute('href', '/pedidos/72');
    expect(screen.queryByRole('link', { name: 'Ver en Mis productos' })).not.toBeInTheDocument();
    await userEvent.click(match);
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/notifications/read')?.body).toEqual({
        ids: [1],
      }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/pedidos/71'));
  });

  it('"Marcar todas como leídas" clears the unread count', async () => {
    const { api } = openNotifications([listingNote(1, false), digest]);
    await userEvent.click(await screen.findByRole('button', { name: m.markAll }));
    await waitFor(() => expect(screen.queryByText('2 sin leer')).toBeNull());
    expect(api.requests.find((request) => request.path === '/notifications/read')?.body).toEqual(
      {},
    );
    expect(screen.queryByRole('button', { name: m.markAll })).toBeNull();
  });

  it('says what to do when there is nothing yet and no search is saved', async () => {
    openNotifications([], []);
    expect(await screen.findByText(m.emptyTitle)).toBeVisible();
    expect(screen.getByText(m.emptyHint)).toBeVisible();
    expect(await screen.findByText(m.searchesEmpty)).toBeVisible();
  });

  it('with a saved search and nothing matched yet, says the search is waiting, not to search', async () => {
    openNotifications([]);
    expect(await screen.findByText(m.waitingTitle)).toBeVisible();
    expect(screen.getByText(m.waitingHint)).toBeVisible();
    expect(screen.queryByText(m.emptyTitle)).toBeNull();
    expect(screen.queryByText(m.emptyHint)).toBeNull();
  });

  it('opens each saved search in the catalogue with its criteria', async () => {
    const { app } = openNotifications(
      [],
      [
        savedSearch,
        {
          ...savedSearch,
          id: 5,
          q: null,
          category: { id: 3, name: 'Frutas' },
          department: { id: 41, name: 'Huila' },
          municipality: { id: 41551, name: 'Pitalito' },
          near: null,
          radius_km: null,
          max_price: null,
        },
      ],
    );
    const section = await screen.findByRole('region', { name: m.searchesTitle });
    const fruit = await within(section).findByRole('link', {
      name: 'Buscar de nuevo: Frutas · Pitalito · Huila',
    });
    expect(fruit).toHaveAttribute(
      'href',
      '/productos/3?name=Frutas&departamento=41&municipio=41551',
    );
    await userEvent.click(
      within(section).getByRole('link', {
        name: 'Buscar de nuevo: «café» · Cerca de Garzón (50 km) · hasta $ 20.000',
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/productos/0'));
    expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
      name: 'Todos',
      q: 'café',
      cerca: '41298',
      radio: '50',
      max_price: '20000',
    });
  });

  it('lists the saved searches and deletes one', async () => {
    const { api } = openNotifications([]);
    const section = await screen.findByRole('region', { name: m.searchesTitle });
    expect(
      await within(section).findByText('«café» · Cerca de Garzón (50 km) · hasta $ 20.000'),
    ).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: /^Borrar/ }));
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) => request.method === 'DELETE' && request.path === '/saved-searches/4',
        ),
      ).toBe(true),
    );
  });

  it('turns WhatsApp off with one tap', async () => {
    const { api } = openNotifications([]);
    const whatsapp = await screen.findByRole('switch', { name: m.whatsapp });
    expect(whatsapp).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(whatsapp);
    await waitFor(() => expect(whatsapp).toHaveAttribute('aria-checked', 'false'));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      whatsapp: false,
    });
  });

  it('turns push off with one tap (this browser cannot receive pushes anyway)', async () => {
    const { api } = openNotifications([]);
    const push = await screen.findByRole('switch', { name: m.push });
    expect(screen.getByText(m.pushUnsupported)).toBeVisible();
    await userEvent.click(push);
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'false'));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ push: false });
  });
});
