import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/router';
import { storageKeys } from '../lib/storage-keys';

/** Renders the real route table at `path`, like opening that address in the browser. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view, currentPath: () => router.state.location.pathname };
}

export function signIn(token = 'token-de-prueba') {
  window.localStorage.setItem(storageKeys.accessToken, token);
}
