import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { page, signInAsAdmin } from './admin-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

// Each test types into real forms and loads lazy screens: more than the default 5 s on a busy
// machine.
const SLOW = { timeout: 20_000 };

const REFUSAL = 'Esta sección es solo para administradores.';
const profile = (role: 'admin' | 'user') => ({
  data: { id: 1, name: 'Laura Gómez', phone: '3001234567', role },
});

describe('admin access', SLOW, () => {
  it('a person who is not an admin is refused, with a way home, and no admin call is made', async () => {
    signInAsAdmin('user');
    const api = fakeApi({ 'GET /users/auth': () => answer(200, profile('user')) });

    renderApp('/admin/reportes');

    expect(await screen.findByText(REFUSAL)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/inicio',
    );
    expect(api.requests.some((request) => request.path.startsWith('/admin'))).toBe(false);
  });

  it('a role granted after signing in opens the admin screens once the profile says so', async () => {
    signInAsAdmin('user');
    fakeApi({ 'GET /users/auth': () => answer(200, profile('admin')) });

    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Administración', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: /Tiendas/ })).toHaveAttribute('href', '/admin/tiendas');
    expect(JSON.parse(window.localStorage.getItem('user')!).role).toBe('admin');
  });

  it('the dashboard links to every admin task', async () => {
    signInAsAdmin();
    fakeApi({});

    renderApp('/admin');

    await screen.findByRole('heading', { name: 'Administración', level: 1 });
    const main = within(screen.getByRole('main'));
    for (const [title, href] of [
      ['Tiendas', '/admin/tiendas'],
      ['Organizaciones', '/admin/organizaciones'],
      ['Reportes', '/admin/reportes'],
      ['Moderación', '/admin/moderacion'],
      ['Cédulas repetidas', '/admin/cedulas'],
      ['Registro de acciones', '/admin/registro'],
    ]) {
      expect(main.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('when the server refuses the calls (403), the same refusal is shown', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /admin/reports': () => answer(403, { message: REFUSAL }),
      'GET /admin/actions': () => answer(200, page([])),
    });

    renderApp('/admin/reportes');

    expect(await screen.findByText(REFUSAL)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });
});
