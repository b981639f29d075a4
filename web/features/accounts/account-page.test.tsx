import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const profile = {
  id: 7,
  name: 'Ana Pérez',
  first_name: 'Ana',
  last_name: 'Pérez',
  phone: '3001234567',
  email: null,
  document: '12345678',
  type_doc: 'REGNOID',
  person_type: 0,
  legal_document: null,
  legal_denomination: null,
  address: null,
  vereda: null,
  department_id: null,
  municipality_id: null,
  department: null,
  municipality: null,
  role: 'user',
  created_at: '2026-11-21T15:00:00.000Z',
};

function storeUser(user: object) {
  window.localStorage.setItem('user', JSON.stringify(user));
}

async function openAccount(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /users/auth': () => answer(200, { data: profile }), ...handlers });
  signIn();
  const app = renderApp('/cuenta');
  await screen.findByRole('heading', { level: 1 });
  return { ...app, api };
}

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('account hub', () => {
  it('greets the person by name', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    await openAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana Pérez' })).toBeVisible();
  });

  it('greets by phone number when no name is known', async () => {
    storeUser({ phone: '3001234567' });
    await openAccount({ 'GET /users/auth': () => answer(500, { message: 'Ocurrió un error' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Hola, 300 123 4567' })).toBeVisible();
  });

  it('offers selling and the links to publications, addresses and profile', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    await openAccount();

    expect(screen.getByRole('link', { name: /Quiero vender/ })).toHaveAttribute(
      'href',
      '/crear-producto',
    );
    expect(screen.getByRole('link', { name: /Mis publicaciones/ })).toHaveAttribute(
      'href',
      '/productos',
    );
    expect(screen.getByRole('link', { name: /Mis direcciones/ })).toHaveAttribute(
      'href',
      '/cuenta/direcciones',
    );
    expect(screen.getByRole('link', { name: /Mi perfil/ })).toHaveAttribute(
      'href',
      '/cuenta/perfil',
    );
  });

  it('"Cerrar sesión" asks first, then forgets the session and opens the login screen', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    const app = await openAccount();

    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));

    await vi.waitFor(() => expect(app.currentPath()).toBe('/auth'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('"Cerrar sesión en todos los dispositivos" asks first, tells the server and opens the login screen', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    const app = await openAccount({
      'POST /users/logout-all': () =>
        answer(200, { success: true, message: 'Cerraste sesión en todos tus dispositivos.' }),
    });

    await userEvent.click(
      screen.getByRole('button', { name: /Cerrar sesión en todos los dispositivos/ }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar todas' }));

    await vi.waitFor(() => expect(app.currentPath()).toBe('/auth'));
    expect(
      app.api.requests.some((r) => r.method === 'POST' && r.path === '/users/logout-all'),
    ).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('deleting the account asks for confirmation, deletes it, forgets the session and opens /HomePage', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    const server = deferred();
    const app = await openAccount({ 'DELETE /users/delete': () => server.promise });

    expect(screen.getByRole('heading', { name: 'Eliminar cuenta' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toHaveTextContent('no se puede deshacer');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

    expect(within(dialog).getByRole('button', { name: 'Eliminando…' })).toBeDisabled();
    const call = app.api.requests.find((r) => r.path === '/users/delete');
    expect(call?.method).toBe('DELETE');
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);

    server.resolve(answer(200, { success: true, message: 'Tu cuenta fue eliminada.' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'El campo en tus manos' }),
    ).toBeVisible();
    expect(app.currentPath()).toBe('/HomePage');
    // The landing itself says it was done, not only a toast that fades.
    expect(
      screen.getByText(
        'Tu cuenta y tus datos fueron eliminados. Puedes crear una cuenta nueva cuando quieras.',
      ),
    ).toBeVisible();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('when the account cannot be deleted it says so and keeps the person signed in', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    const app = await openAccount({
      'DELETE /users/delete': () => answer(500, { message: 'Ocurrió un error' }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar la cuenta.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' })).toBeEnabled();
    expect(app.currentPath()).toBe('/cuenta');
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
  });

  it('"Cancelar" closes the deletion dialog without deleting anything', async () => {
    storeUser({ name: 'Ana Pérez', phone: '3001234567' });
    const app = await openAccount();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.api.requests.some((r) => r.path === '/users/delete')).toBe(false);
  });
});
