import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expiredToken, fakeToken } from '../test/fake-token';
import { renderApp, signIn } from '../test/render-app';
import { navigationAliases, paths } from '../lib/paths';
import { clearSession } from '../lib/session';

describe('route table and session guard', () => {
  it('a visitor without a session who opens a member page is sent to "Página no encontrada"', async () => {
    const app = renderApp(paths.favourites);

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(app.currentPath()).toBe('/404');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it.each([paths.product(5), paths.home])(
    'Back from the 404 a visitor got at %s leaves, instead of meeting the guard again',
    async (path) => {
      const app = renderApp(path, { after: ['/'] });
      expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

      await act(() => app.router.navigate(-1));

      expect(app.currentPath()).toBe('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'El campo en tus manos' }),
      ).toBeVisible();
    },
  );

  it.each([paths.home, paths.product(5)])(
    'after signing out on this device, %s opens the sign-in screen ("Entra de nuevo") carrying the address to come back to',
    async (path) => {
      signIn();
      clearSession(); // 'Cerrar sesión'
      const app = renderApp(path, { after: ['/'] });

      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      expect(await screen.findByText('Entra de nuevo para ver esta página.')).toBeVisible();
      expect(app.router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();

      await act(() => app.router.navigate(-1));
      expect(app.currentPath()).toBe('/');
    },
  );

  it('"Ver en la app" of a public page (/auth?next=…) takes a signed-in person straight to the product', async () => {
    signIn();
    const app = renderApp(`${paths.login}?next=${encodeURIComponent(paths.product(5))}`);

    await waitFor(() => expect(app.currentPath()).toBe('/producto/5'));
    expect(screen.queryByRole('heading', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('a signed-in person opening /auth?next= with an address of another site goes to the home screen, never there', async () => {
    signIn();
    const app = renderApp(`${paths.login}?next=${encodeURIComponent('//evil.example')}`);

    await waitFor(() => expect(app.currentPath()).toBe(paths.home));
  });

  it('with a stored token the member page opens inside the menu layout', async () => {
    signIn();
    const app = renderApp(paths.favourites);

    expect(await screen.findByRole('heading', { name: 'Favoritos' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/favoritos');
  });

  it('a token stored under the alias key "token" also opens member pages', async () => {
    window.localStorage.setItem('token', fakeToken());
    renderApp(paths.profile);

    expect(await screen.findByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
  });

  it.each([paths.home, paths.favourites, paths.myProducts])(
    'an expired token on %s says "Tu sesión ha expirado. Vuelve a iniciar sesión." and opens the login screen',
    async (path) => {
      signIn(expiredToken());
      const app = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      expect(app.currentPath()).toBe('/auth');
      expect(
        await screen.findByText('Tu sesión ha expirado. Vuelve a iniciar sesión.'),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();
    },
  );

  it('a token without a readable expiry counts as expired: the login screen opens', async () => {
    signIn('token-sin-vencimiento');
    const app = renderApp(paths.favourites);

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
  });

  it.each(['/', '/HomePage'])(
    'with an expired token, %s (the installed app opens /) says the session expired and opens the login screen',
    async (path) => {
      signIn(expiredToken());
      const app = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      expect(app.currentPath()).toBe('/auth');
      expect(
        await screen.findByText('Tu sesión ha expirado. Vuelve a iniciar sesión.'),
      ).toBeVisible();
    },
  );

  it('after logging out (no token at all), / shows the landing page with its way to sign in', async () => {
    const app = renderApp('/');

    expect(await screen.findByRole('link', { name: 'Ya tengo cuenta' })).toBeVisible();
    expect(app.currentPath()).toBe('/');
  });

  it.each(['/', '/HomePage'])(
    'a signed-in person opening %s goes straight to /inicio',
    async (path) => {
      signIn();
      const app = renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'El campo en tus manos' }),
      ).toBeVisible();
      expect(app.currentPath()).toBe('/inicio');
    },
  );

  it.each(['/', '/HomePage'])('a visitor opening %s sees the landing page', async (path) => {
    const app = renderApp(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'El campo en tus manos' }),
    ).toBeVisible();
    expect(app.currentPath()).toBe(path);
  });

  it('tapping "Ya tengo cuenta" on the landing page opens the login screen', async () => {
    const app = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Ya tengo cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
  });

  it('login and registration open without a session and outside the menu layout', async () => {
    renderApp(paths.register);

    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('an unknown address shows "Página no encontrada" with a link back to the start', async () => {
    signIn();
    renderApp('/esta-pagina-no-existe');

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it.each(navigationAliases.map(({ from, to }) => [from, to]))(
    'the old link %s opens %s',
    async (from, to) => {
      signIn();
      const app = renderApp(from);

      await waitFor(() => expect(app.currentPath()).toBe(to));
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  it('without a session the old /navigation links are guarded too', async () => {
    const app = renderApp('/navigation/cuenta');

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(app.currentPath()).toBe('/404');
  });

  it('the category screen is titled with the category name from the link', async () => {
    signIn();
    renderApp(paths.categoryProducts(3, 'Animales'));

    expect(await screen.findByRole('heading', { name: 'Animales' })).toBeVisible();
  });

  it('category 0 means the whole catalogue', async () => {
    signIn();
    renderApp(paths.allProducts());

    expect(await screen.findByRole('heading', { name: 'Todos los productos' })).toBeVisible();
  });

  it('the browser tab shows the screen title next to the brand', async () => {
    signIn();
    renderApp(paths.myProducts);

    await screen.findByRole('heading', { name: 'Mis Productos' });
    await waitFor(() => expect(document.title).toBe('Mis Productos · El campo en tus manos'));
  });
});
