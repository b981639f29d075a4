import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MESSAGES } from '../../domain/accounts/session';
import { apiRequest, SESSION_ENDED_EVENT } from '../lib/api-client';
import { answer, fakeApi } from '../test/fake-api';
import { renderApp, signIn } from '../test/render-app';
import { paths } from '../lib/paths';
import { clearSession } from '../lib/session';

afterEach(() => vi.unstubAllGlobals());

async function openMemberPage() {
  signIn();
  const app = renderApp(paths.favourites);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return app;
}

describe('when the session ends', () => {
  it('the reason shows as a toast and the login screen opens', async () => {
    const app = await openMemberPage();
    // The toasts' code (sonner) is not loaded, nor its region shown, before the first toast.
    const toasts = () => screen.queryByRole('region', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toasts()).toBeNull();

    // As the API client does: the session is cleared, then the event fires.
    act(() => {
      clearSession();
      window.dispatchEvent(
        new CustomEvent(SESSION_ENDED_EVENT, { detail: { message: SESSION_MESSAGES.expired } }),
      );
    });

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
    expect(await screen.findByText(SESSION_MESSAGES.expired)).toBeVisible();
    expect(toasts()).not.toBeNull();
  });

  it('a 401 from the server clears the token and sends the person to log in again', async () => {
    fakeApi({
      'GET /products/my/favorites': () => answer(401, { message: SESSION_MESSAGES.expired }),
    });
    const app = await openMemberPage();

    await act(() => apiRequest('/products/my/favorites').catch(() => undefined));

    await waitFor(() => expect(app.currentPath()).toBe('/auth'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByText(SESSION_MESSAGES.expired)).toBeVisible();
  });
});
