import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import type { InitialEntry } from '../lib/router';
import { appRoutes } from '../app/router';
import { storageKeys } from '../lib/storage-keys';
import { fakeToken } from './fake-token';

/**
 * Renders the real route table at `path`, like opening that address in the browser. An entry
 * object ({ pathname, state }) also carries navigation state, as a link from another screen does.
 * `strictMode` renders it under React's StrictMode, which runs effects twice, as development does.
 * `after` are the addresses already in the history, as when the page was opened from a link.
 */
export function renderApp(
  path: InitialEntry,
  { strictMode = false, after = [] as InitialEntry[] } = {},
) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [...after, path],
    initialIndex: after.length,
  });
  const app = <RouterProvider router={router} />;
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view, currentPath: () => router.state.location.pathname };
}

/** Stores an unexpired token, as a person who has just logged in has. */
export function signIn(token = fakeToken()) {
  window.localStorage.setItem(storageKeys.accessToken, token);
}
