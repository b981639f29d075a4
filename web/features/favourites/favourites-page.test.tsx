import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteRow } from '../../../domain/api/buyer';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';
import { forgetFavouriteSound } from './favourite-sound';
import { FavouritesPreview } from './favourites-preview';
import { resetFavouritesRefusal } from './favourites-session';
import {
  FakeAudio,
  deferred,
  favouriteRow,
  favouritesPage,
  storeTestUser,
} from './favourites-test-data';

/** The server's page for the query a screen sent (?page&pagination). */
const pageOf = (list: FavouriteRow[], query: URLSearchParams) =>
  favouritesPage(list, Number(query.get('page') ?? 1), Number(query.get('pagination') ?? 24));

beforeEach(() => vi.stubGlobal('Audio', FakeAudio));

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  forgetFavouriteSound();
  resetFavouritesRefusal();
});

function openFavourites(list: FavouriteRow[] | (() => Promise<FakeAnswer>), toggle?: FakeAnswer) {
  signIn();
  storeTestUser();
  const api = fakeApi({
    'GET /products/my/favorites':
      typeof list === 'function' ? list : (request) => answer(200, pageOf(list, request.query)),
    'POST /products/:id/favorite': () =>
      toggle ??
      answer(200, { message: 'Quitado de favoritos.', data: { id: 1, is_favorite: false } }),
  });
  const app = renderApp('/favoritos');
  return { api, app };
}

const grid = () => screen.getByRole('list', { name: 'Favoritos' });

describe('/favoritos', () => {
  it('lists the favourites in the product grid, each with "Quitar" instead of the heart', async () => {
    openFavourites([
      favouriteRow(4, 104, 'Café pergamino'),
      favouriteRow(9, 109, 'Panela orgánica'),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    const cards = within(await screen.findByRole('list', { name: 'Favoritos' })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Café pergamino' })).toHaveAttribute(
      'href',
      '/producto/4',
    );
    expect(
      within(cards[0]!).getByRole('button', { name: 'Quitar Café pergamino de favoritos' }),
    ).toHaveTextContent('Quitar');
    expect(screen.queryByRole('button', { name: 'Agregar a favoritos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar de favoritos' })).not.toBeInTheDocument();
    expect(screen.getByText('2 productos guardados')).toBeVisible();
  });

  it('"Quitar" takes the card away at once and tells the server', async () => {
    const { api } = openFavourites([
      favouriteRow(4, 104, 'Café pergamino'),
      favouriteRow(9, 109, 'Panela orgánica'),
    ]);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Quitar Café pergamino de favoritos' }),
    );

    expect(within(grid()).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Café pergamino')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.method === 'POST' && r.path === '/products/4/favorite'),
      ).toBe(true),
    );
    // The focus goes to the next card's button, not back to the top of the page.
    expect(
      screen.getByRole('button', { name: 'Quitar Panela orgánica de favoritos' }),
    ).toHaveFocus();
    expect(screen.getByText('Café pergamino: Quitado de favoritos.')).toBeInTheDocument();
  });

  it('shows the newest page first and "Ver más" brings the next, until the last', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => favouriteRow(i + 1));
    const { api } = openFavourites(fifty);

    expect(await screen.findByText('50 productos guardados')).toBeVisible();
    expect(within(grid()).getAllByRole('article')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(grid()).getAllByRole('article')).toHaveLength(48));
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(grid()).getAllByRole('article')).toHaveLength(50));
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(
      api.requests
        .filter((r) => r.path === '/products/my/favorites')
        .map((r) => `${r.query.get('page')}/${r.query.get('pagination')}`),
    ).toEqual(['1/24', '2/24', '3/24']);
  });

  it('removing the last one shows the empty state', async () => {
    openFavourites([favouriteRow(4, 104, 'Café pergamino')]);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Quitar Café pergamino de favoritos' }),
    );

    expect(await screen.findByText('No tienes productos en favoritos')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toHaveFocus();
  });

  it('with no favourites says so, with docs/product.md texts', async () => {
    openFavourites([]);

    expect(await screen.findByText('No tienes productos en favoritos')).toBeVisible();
    expect(screen.getByText('Aún no tienes favoritos disponibles')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute(
      'href',
      '/productos/0?name=Todos',
    );
  });

  it('shows card placeholders while loading', async () => {
    const list = deferred<FakeAnswer>();
    openFavourites(() => list.promise);

    expect(await screen.findByTestId('listing-placeholders')).toBeInTheDocument();
    expect(screen.getByText('Cargando favoritos…')).toBeInTheDocument();
    list.resolve(answer(200, favouritesPage([favouriteRow(4)])));
    expect(await screen.findByRole('list', { name: 'Favoritos' })).toBeVisible();
  });

  it('a failed load says so and can be retried', async () => {
    let fail = true;
    openFavourites(async () =>
      fail
        ? answer(404, { message: 'Recurso no encontrado.' })
        : answer(200, favouritesPage([favouriteRow(4)])),
    );

    expect(await screen.findByText('No pudimos cargar tus favoritos.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Favoritos' })).toBeVisible();
  });
});

describe('favourites preview', () => {
  function renderPreview(list: FavouriteRow[], limit?: number) {
    signIn();
    storeTestUser();
    const api = fakeApi({
      'GET /products/my/favorites': (request) => answer(200, pageOf(list, request.query)),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FavouritesPreview limit={limit} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return api;
  }

  const six = [1, 2, 3, 4, 5, 6].map((id) => favouriteRow(id));

  it('shows 4 favourites by default, each with its heart, and "Ver todos" to /favoritos', async () => {
    renderPreview(six);

    const list = await screen.findByRole('list', { name: 'Tus favoritos' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(within(list).getAllByRole('button', { name: 'Quitar de favoritos' })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/favoritos');
  });

  it('shows as many as it is asked for, and asks the server for no more', async () => {
    const api = renderPreview(six, 2);
    const list = await screen.findByRole('list', { name: 'Tus favoritos' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(api.requests.map((r) => r.query.get('pagination'))).toEqual(['2']);
  });

  it('says there are none, without "Ver todos"', async () => {
    renderPreview([]);
    expect(await screen.findByText('No tienes productos en favoritos')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ver todos' })).not.toBeInTheDocument();
  });
});
