import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORES } from '../../../domain/limits';
import { answer, fakeApi } from '../../test/fake-api';
import { signIn } from '../../test/render-app';
import { fakeCarouselLayout, storeDetail, storeListItem } from './store-test-data';
import { renderStores } from './stores-test-render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const agro = storeListItem(7, { name: 'Agro La Cosecha' });
const semillas = storeListItem(8, {
  name: 'Semillas del Valle',
  municipality: 'Ipiales',
  imagen: null,
  imagen_srcset: null,
});
const ferreteria = storeListItem(9, { name: 'Ferretería El Arado', kind: 'tienda' });

const storeLink = (name: string) => screen.findByRole('link', { name });

describe('/suministros and /tiendas', () => {
  it('/suministros asks GET /stores?kind=suministros with the token and shows a card per store', async () => {
    signIn();
    const api = fakeApi({ 'GET /stores': () => answer(200, { data: [agro, semillas] }) });
    renderStores('/suministros');

    expect(screen.getByRole('heading', { level: 1, name: 'Suministros' })).toBeVisible();
    const link = await storeLink('Agro La Cosecha');
    expect(link).toHaveAttribute('href', '/tiendas/7');

    const cards = within(screen.getByRole('list', { name: 'Suministros' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Pasto, Nariño');
    expect(cards[1]).toHaveTextContent('Ipiales, Nariño');

    // The photo: the card size with its srcset, in a fixed frame.
    const photo = cards[0]!.querySelector('img')!;
    expect(photo).toHaveAttribute('src', agro.imagen);
    expect(photo).toHaveAttribute('srcset', agro.imagen_srcset);
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');
    expect(photo.parentElement).toHaveClass('card-photo');

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.query.get('kind')).toBe('suministros');
    expect(api.requests[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('/tiendas lists every store, each card saying what kind of store it is', async () => {
    signIn();
    const api = fakeApi({ 'GET /stores': () => answer(200, { data: [agro, ferreteria] }) });
    renderStores('/tiendas');

    await storeLink('Ferretería El Arado');
    expect(screen.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
    expect(api.requests[0]!.query.has('kind')).toBe(false);
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('Suministros agropecuarios');
    expect(cards[1]).toHaveTextContent('Otra tienda');
  });

  it('falls back to GET /stores-list when /stores answers 404, and reads a list wrapped twice', async () => {
    signIn();
    const api = fakeApi({
      'GET /stores-list': () => answer(200, { data: { data: [agro] } }),
    });
    renderStores('/suministros');

    await storeLink('Agro La Cosecha');
    expect(api.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      '/stores?kind=suministros',
      '/stores-list?kind=suministros',
    ]);
  });

  it('signed out: "Inicia sesión para ver las tiendas." without asking the server', async () => {
    const api = fakeApi({});
    renderStores('/suministros');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inicia sesión para ver las tiendas.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(api.requests).toHaveLength(0);
  });

  it('a token the server refuses (401) says the same', async () => {
    signIn();
    fakeApi({ 'GET /stores': () => answer(401, { message: 'No autenticado.' }) });
    renderStores('/tiendas');

    expect(await screen.findByText('Inicia sesión para ver las tiendas.')).toBeVisible();
  });

  it('no stores: "No hay suministros disponibles" / "Pronto tendremos nuevos suministros"', async () => {
    signIn();
    fakeApi({ 'GET /stores': () => answer(200, { data: [] }) });
    renderStores('/suministros');

    expect(await screen.findByText('No hay suministros disponibles')).toBeVisible();
    expect(screen.getByText('Pronto tendremos nuevos suministros')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('a failure reads the same, and "Reintentar" asks again', async () => {
    signIn();
    let fail = true;
    fakeApi({
      'GET /stores': () =>
        fail ? answer(500, { message: 'Ocurrió un error' }) : answer(200, { data: [agro] }),
    });
    renderStores('/tiendas');

    expect(await screen.findByText('No hay suministros disponibles')).toBeVisible();
    expect(screen.getByText('Pronto tendremos nuevos suministros')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await storeLink('Agro La Cosecha')).toBeVisible();
  });

  it('gives up after 25 s and shows the empty texts', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A line that never answers: only the abort ends the call, as with a real fetch.
    const fetchMock = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderStores('/suministros');

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tiendas…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STORES.requestTimeoutMs - 1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tiendas…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await screen.findByText('No hay suministros disponibles')).toBeVisible();
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('a card opens the store, passing it along; a card alone is not enough, so the detail is fetched', async () => {
    signIn();
    fakeCarouselLayout();
    const api = fakeApi({
      'GET /stores': () => answer(200, { data: [agro] }),
      'GET /stores/:id': ({ params }) =>
        params.id === '7' ? answer(200, { data: storeDetail() }) : answer(404, {}),
    });
    const { currentPath, router } = renderStores('/suministros');

    await userEvent.click(await storeLink('Agro La Cosecha'));
    expect(currentPath()).toBe('/tiendas/7');
    expect((router.state.location.state as { store: { name: string } }).store.name).toBe(
      'Agro La Cosecha',
    );
    expect(await screen.findByText('Insumos para el campo desde 1998.')).toBeVisible();
    expect(api.requests.map((r) => r.path)).toEqual(['/stores', '/stores/7']);
  });
});
