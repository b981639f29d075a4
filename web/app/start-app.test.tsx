import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp } from './start-app';

let unmount: (() => void) | undefined;

afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('starting the app from the landing page', () => {
  it('a tap made before the app code arrived still opens the chosen screen', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    unmount = () => act(() => root.unmount());

    await act(() => startApp(root, '/auth'));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(window.location.pathname).toBe('/auth');
  });
});
