import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api';
import { fakeToken } from '../../test/fake-token';
import { renderApp, signIn } from '../../test/render-app';
import { paths } from '../../lib/paths';

async function openMemberPage(path: string = paths.home) {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const sidebar = () => screen.getAllByRole('navigation', { name: 'Menú principal' })[0]!;

describe('menu layout', () => {
  it("'Notificaciones' opens /notificaciones and shows how many are unread", async () => {
    fakeApi({ 'GET /notifications/unread': () => answer(200, { unread: 3 }) });
    await openMemberPage();
    const entry = await within(sidebar()).findByRole('link', {
      name: 'Notificaciones, 3 sin leer',
    });
    expect(entry).toHaveAttribute('href', '/notificaciones');
    expect(entry).not.toHaveTextContent('Pronto');
  });

  it("'Administración' is in the menu only when the stored user is an admin", async () => {
    window.localStorage.setItem('user', JSON.stringify({ phone: '3001234567', role: 'user' }));
    const first = await openMemberPage();
    expect(within(sidebar()).queryByRole('link', { name: 'Administración' })).toBeNull();
    first.unmount();

    window.localStorage.setItem('user', JSON.stringify({ phone: '3001234567', role: 'admin' }));
    await openMemberPage();
    expect(within(sidebar()).getByRole('link', { name: 'Administración' })).toHaveAttribute(
      'href',
      '/admin',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(within(drawer).getByRole('link', { name: 'Administración' })).toBeVisible();
  });

  it('the entry of the current section is marked as the current page', async () => {
    await openMemberPage(paths.profile);

    expect(within(sidebar()).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('menu entries take the person to their screen', async () => {
    const app = await openMemberPage();

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Mis productos' }));

    expect(await screen.findByRole('heading', { name: 'Mis Productos' })).toBeVisible();
    expect(app.currentPath()).toBe('/productos');
  });

  it('the collapsed sidebar stays collapsed after the page is opened again', async () => {
    const first = await openMemberPage();
    await userEvent.click(screen.getByRole('button', { name: 'Contraer menú' }));
    expect(screen.getByRole('button', { name: 'Expandir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    first.unmount();

    await openMemberPage();

    expect(screen.getByRole('button', { name: 'Expandir menú' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contraer menú' })).not.toBeInTheDocument();
  });

  it('text size grows in 5 % steps up to 120 %, and the page text grows with it', async () => {
    await openMemberPage();
    const bigger = screen.getByRole('button', { name: 'Aumentar texto' });
    expect(screen.getByText('100 %')).toBeInTheDocument();

    await userEvent.click(bigger);
    expect(screen.getByText('105 %')).toBeInTheDocument();
    expect(document.documentElement.style.fontSize).toBe('105%');

    for (let i = 0; i < 5; i++) await userEvent.click(bigger);

    expect(screen.getByText('120 %')).toBeInTheDocument();
    expect(bigger).toBeDisabled();
    expect(document.documentElement.style.fontSize).toBe('120%');
  });

  it('text size shrinks down to 85 % and no further', async () => {
    await openMemberPage();
    const smaller = screen.getByRole('button', { name: 'Reducir texto' });

    for (let i = 0; i < 4; i++) await userEvent.click(smaller);

    expect(screen.getByText('85 %')).toBeInTheDocument();
    expect(smaller).toBeDisabled();
  });

  it('the chosen text size is remembered the next time the app opens', async () => {
    const first = await openMemberPage();
    await userEvent.click(screen.getByRole('button', { name: 'Reducir texto' }));
    first.unmount();

    await openMemberPage();

    expect(screen.getByText('95 %')).toBeInTheDocument();
    // Also for the pages the server draws (server/platform/http/server-render.ts).
    expect(document.cookie).toContain('campo_texto=95');
  });

  it('a stored text size outside 85–120 % is brought back within range', async () => {
    window.localStorage.setItem('text_zoom', '300');
    await openMemberPage();

    expect(screen.getByText('120 %')).toBeInTheDocument();
  });

  it('the mobile menu opens from the top bar, locks page scroll and closes with Escape', async () => {
    await openMemberPage();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(within(drawer).getByRole('link', { name: 'Favoritos' })).toBeVisible();
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  it('choosing an entry in the mobile menu closes it', async () => {
    const app = await openMemberPage();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú principal' });

    await userEvent.click(within(drawer).getByRole('link', { name: 'Favoritos' }));

    expect(await screen.findByRole('heading', { name: 'Favoritos' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.currentPath()).toBe('/favoritos');
  });

  it('logging out asks first, and "Cancelar" keeps the person signed in', async () => {
    const app = await openMemberPage();

    await userEvent.click(
      within(sidebar().parentElement!).getByRole('button', { name: 'Cerrar sesión' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
    expect(app.currentPath()).toBe('/inicio');
  });

  it('confirming "Cerrar sesión" forgets the session and opens the login screen', async () => {
    window.localStorage.setItem('token', fakeToken());
    window.localStorage.setItem('user', JSON.stringify({ name: 'Ana' }));
    window.localStorage.setItem('text_zoom', '110');
    const app = await openMemberPage();

    await userEvent.click(
      within(sidebar().parentElement!).getByRole('button', { name: 'Cerrar sesión' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('text_zoom')).toBe('110');
  });
});
