import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../lib/router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteRow } from '../../../domain/api/buyer';
import { ListingCard } from '../../components/listing-card';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../test/fake-api';
import { signIn } from '../../test/render-app';
import { firstFavouritesQueryOptions, useFirstFavourites } from './api/get-favourites';
import { FavouriteButton } from './favourite-button';
import { FAVOURITE_SOUND_URL, forgetFavouriteSound } from './favourite-sound';
import { resetFavouritesRefusal } from './favourites-session';
import {
  FakeAudio,
  deferred,
  favouriteListing,
  favouriteRow,
  favouritesPage,
  storeTestUser,
} from './favourites-test-data';

beforeEach(() => {
  FakeAudio.instances = [];
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetFavouriteSound();
  resetFavouritesRefusal();
});

/** A favourites list shown elsewhere on the screen (a preview): the heart keeps it in step. */
function ShownList() {
  useFirstFavourites(4);
  return null;
}

function renderWithStore(ui: ReactNode, { withList = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
      {withList && <ShownList />}
      <Toaster />
    </QueryClientProvider>,
  );
  const rows = () => client.getQueryData(firstFavouritesQueryOptions(4).queryKey)?.data;
  return { client, rows };
}

function server(list: FavouriteRow[], toggle: FakeHandler) {
  return fakeApi({
    'GET /products/my/favorites': () => answer(200, favouritesPage(list)),
    'POST /products/:id/favorite': toggle,
  });
}

/** The heart of listing 5, favourite when the list has it (as the server's answers say). */
async function openSignedIn(list: FavouriteRow[], toggle: FakeHandler, ui?: ReactNode) {
  signIn();
  storeTestUser();
  const api = server(list, toggle);
  const isFavourite = list.some((row) => row.product_user_id === 5);
  const store = renderWithStore(
    ui ?? <FavouriteButton listing={favouriteListing({ id: 5, is_favorite: isFavourite })} />,
    { withList: true },
  );
  await waitFor(() => expect(store.rows()).toBeDefined());
  return { api, ...store };
}

const added = (id: number): FakeAnswer =>
  answer(200, { message: 'Agregado a favoritos.', data: { id, is_favorite: true } });
const removed = (id: number): FakeAnswer =>
  answer(200, { message: 'Quitado de favoritos.', data: { id, is_favorite: false } });

describe('favourite heart', () => {
  it('adds at once, before the server answers, with a temporary id the server then replaces', async () => {
    const gate = deferred<FakeAnswer>();
    const { api, rows } = await openSignedIn([], () => gate.promise);

    const heart = screen.getByRole('button', { name: 'Agregar a favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Quitar de favoritos');
    expect(rows()).toHaveLength(1);
    expect(rows()![0]!.product_user_id).toBe(5);
    expect(rows()![0]!.id).toBeLessThan(0);

    gate.resolve(added(900));
    await waitFor(() => expect(rows()![0]!.id).toBe(900));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const toggle = api.requests.find((r) => r.method === 'POST')!;
    expect(toggle.path).toBe('/products/5/favorite');
    expect(toggle.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('plays the short chime at volume 0.7 when adding, loading the sound only then', async () => {
    await openSignedIn([], () => added(900));
    expect(FakeAudio.instances).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar a favoritos' }));

    expect(FakeAudio.instances).toHaveLength(1);
    expect(FakeAudio.instances[0]!.src).toBe(FAVOURITE_SOUND_URL);
    expect(FakeAudio.instances[0]!.played).toEqual([0.7]);
  });

  it('removes at once and plays no sound when removing', async () => {
    const gate = deferred<FakeAnswer>();
    const { rows } = await openSignedIn([favouriteRow(5, 77)], () => gate.promise);

    const heart = screen.getByRole('button', { name: 'Quitar de favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(rows()).toEqual([]);
    gate.resolve(removed(77));
    await waitFor(() => expect(heart).toHaveAccessibleName('Agregar a favoritos'));
    expect(FakeAudio.instances.flatMap((audio) => audio.played)).toEqual([]);
  });

  it('puts the heart back and says so when adding fails', async () => {
    const { rows } = await openSignedIn([], () => answer(500, { message: 'Ocurrió un error' }));

    await userEvent.click(screen.getByRole('button', { name: 'Agregar a favoritos' }));

    expect(await screen.findByText('No se pudo agregar a favoritos.')).toBeVisible();
    expect(screen.getByText('Ocurrió un error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(rows()).toEqual([]);
  });

  it('puts a removed favourite back in its place when removing fails', async () => {
    const list = [favouriteRow(4), favouriteRow(5, 77), favouriteRow(6)];
    const { rows } = await openSignedIn(list, () =>
      answer(404, { message: 'Este producto ya no está disponible.' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));

    expect(await screen.findByText('No se pudo quitar de favoritos.')).toBeVisible();
    expect(screen.getByText('Este producto ya no está disponible.')).toBeVisible();
    expect(rows()).toEqual(list);
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a 401 clears every favourite (the session has ended)', async () => {
    const ui = (
      <>
        <FavouriteButton listing={favouriteListing({ id: 5 })} />
        <FavouriteButton listing={favouriteListing({ id: 6, is_favorite: true })} />
      </>
    );
    const { rows } = await openSignedIn(
      [favouriteRow(6)],
      () => answer(401, { message: 'No hay sesión activa. Inicia sesión e inténtalo de nuevo.' }),
      ui,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Agregar a favoritos' }));

    await waitFor(() => expect(rows()).toEqual([]));
    expect(screen.queryByRole('button', { name: /favoritos/ })).not.toBeInTheDocument();
  });

  it('a 403 clears the favourites, says why, and they are not asked for again', async () => {
    const { api, client, rows } = await openSignedIn([favouriteRow(5)], () =>
      answer(403, { message: 'Tu cuenta no puede usar favoritos.' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));

    expect(await screen.findByText('Tu cuenta no puede usar favoritos.')).toBeVisible();
    expect(rows()).toEqual([]);
    await client.invalidateQueries({ queryKey: ['favourites'] });
    expect(api.requests.filter((r) => r.path === '/products/my/favorites')).toHaveLength(1);
  });

  it('the server is the authority: when its toggle kept a favourite, the heart shows it', async () => {
    // This screen had it as a favourite, the server had none: its toggle added it.
    const { rows } = await openSignedIn([favouriteRow(5, 50)], () => added(60));

    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));

    await waitFor(() => expect(rows()).toEqual([expect.objectContaining({ id: 60 })]));
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('two quick taps reach the server one after the other and end where the person left it', async () => {
    const first = deferred<FakeAnswer>();
    const answers = [() => first.promise, () => removed(900)];
    const { api, rows } = await openSignedIn([], () => answers.shift()!());

    await userEvent.click(screen.getByRole('button', { name: 'Agregar a favoritos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));

    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    first.resolve(added(900));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(rows()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sits on a product card without opening the product', async () => {
    await openSignedIn(
      [],
      () => added(900),
      <ListingCard
        listing={{ id: 5, name: 'Café pergamino', price: 12000 }}
        action={<FavouriteButton listing={favouriteListing({ id: 5, name: 'Café pergamino' })} />}
      />,
    );
    const card = screen.getByRole('article');

    await userEvent.click(within(card).getByRole('button', { name: 'Agregar a favoritos' }));

    expect(within(card).getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
  });

  it('without a stored user id there is no heart and no favourites request', async () => {
    signIn();
    const api = server([], () => added(1));
    renderWithStore(<FavouriteButton listing={favouriteListing({ id: 5 })} />);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the listing’s own is_favorite, without loading the favourites list for it', async () => {
    signIn();
    storeTestUser();
    const api = server([], () => removed(50));
    renderWithStore(
      <>
        <FavouriteButton listing={favouriteListing({ id: 5, is_favorite: true })} />
        <FavouriteButton listing={favouriteListing({ id: 6, is_favorite: false })} />
      </>,
    );
    const [five, six] = screen.getAllByRole('button');
    expect(five).toHaveAccessibleName('Quitar de favoritos');
    expect(six).toHaveAccessibleName('Agregar a favoritos');

    await userEvent.click(five!);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(five).toHaveAccessibleName('Agregar a favoritos');
    expect(api.requests.filter((r) => r.path === '/products/my/favorites')).toHaveLength(0);
  });

  it('every heart is at least 44 px', async () => {
    await openSignedIn([], () => added(1));
    // 44 px is `.heart-button--card` in web/styles.css; e2e/accessibility.e2e.ts measures it drawn.
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveClass(
      'heart-button--card',
    );
  });
});
