import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { fakeToken } from '../../test/fake-token';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const TOKEN = 'Qm9ndXMtdG9rZW4tZm9yLXRoZS10ZXN0cw';
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

async function openLink() {
  const app = renderApp(`/entrar/${TOKEN}`);
  await screen.findByRole('heading', { name: 'Entrar con tu enlace' }, { timeout: 5000 });
  return app;
}

describe('/entrar/{token}: the sign-in link of a code message', () => {
  it('opening it signs nobody in; "Entrar" posts the token, keeps the session and the device, then opens /inicio', async () => {
    const token = fakeToken();
    const device = 'd'.repeat(43);
    const api = fakeApi({
      'POST /auth/link': () =>
        answer(200, {
          data: {
            access_token: token,
            token_type: 'Bearer',
            expires_at: '2026-12-21T09:00:00.000Z',
            device,
            user: profile,
          },
        }),
      'GET /users/auth': () => answer(200, { data: profile }),
    });
    const app = await openLink();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(api.requests.find((r) => r.path === '/auth/link')?.body).toEqual({ token: TOKEN });
    expect(window.localStorage.getItem('access_token')).toBe(token);
    expect(window.localStorage.getItem('campo_dispositivo')).toBe(device);
  });

  it('a used or expired link says so in Spanish and offers a new code', async () => {
    fakeApi({
      'POST /auth/link': () =>
        answer(422, { message: 'Este enlace ya no sirve. Pide un código nuevo.' }),
    });
    const app = await openLink();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace ya no sirve. Pide un código nuevo.',
    );
    expect(screen.getByRole('link', { name: 'Pedir un código nuevo' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(app.currentPath()).toBe(`/entrar/${TOKEN}`);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});
