import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { loadedBeforeControl, offerUpdate, serverReadsToCache } from './pwa-updates';

describe('update prompt', () => {
  it('offers the new version in Spanish and switches only when the person accepts', async () => {
    const workbox = { addEventListener: vi.fn(), messageSkipWaiting: vi.fn() };
    render(<Toaster />);

    offerUpdate(workbox);

    // sonner fades a toast in from opacity 0: under load the text is found before it shows.
    await waitFor(() => expect(screen.getByText('Hay una versión nueva.')).toBeVisible());
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    // (a plain click: sonner's swipe handling needs pointer capture, which jsdom lacks)
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads when the new worker controls it, not before.
    expect(workbox.addEventListener).toHaveBeenCalledWith('controlling', expect.any(Function));
  });

  it('can be put off: "Ahora no" closes it without switching', async () => {
    const workbox = { addEventListener: vi.fn(), messageSkipWaiting: vi.fn() };
    render(<Toaster />);

    offerUpdate(workbox);
    fireEvent.click(await screen.findByRole('button', { name: 'Ahora no' }));

    await waitFor(() =>
      expect(screen.queryByText('Hay una versión nueva.')).not.toBeInTheDocument(),
    );
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });
});

describe('what the page loaded before the worker controlled it', () => {
  it('keeps this origin’s code chunks and photos, nothing else', () => {
    const origin = 'https://campo.example';
    const urls = loadedBeforeControl(
      [
        { name: `${origin}/assets/index-abc.js` },
        { name: `${origin}/uploads/listings/4/foto-400.webp` },
        { name: `${origin}/uploads/listings/4/foto-400.webp` },
        { name: `${origin}/api/v1/products?page=1` },
        { name: `${origin}/api/v1/users/auth` },
        { name: 'https://cdn.example/uploads/x.webp' },
        { name: 'not a url' },
      ],
      origin,
    );
    expect(urls).toEqual([
      `${origin}/assets/index-abc.js`,
      `${origin}/uploads/listings/4/foto-400.webp`,
    ]);
  });
});

describe('what a server-rendered page was drawn with', () => {
  it('is asked of the worker as the app would ask it, with the session’s token', () => {
    expect(serverReadsToCache(['/api/v1/products/12', '/api/v1/products?page=1'], 'abc')).toEqual([
      [
        '/api/v1/products/12',
        { headers: { Accept: 'application/json', Authorization: 'Bearer abc' } },
      ],
      [
        '/api/v1/products?page=1',
        { headers: { Accept: 'application/json', Authorization: 'Bearer abc' } },
      ],
    ]);
    expect(serverReadsToCache([], 'abc')).toEqual([]);
  });

  it('leaves out what the page asked for itself (the worker kept it on the way)', () => {
    const reads = ['/api/v1/categories', '/api/v1/products?sort=random&pagination=48'];
    const fetched = new Set(['/api/v1/products?sort=random&pagination=48']);
    expect(serverReadsToCache(reads, null, fetched)).toEqual([
      ['/api/v1/categories', { headers: { Accept: 'application/json' } }],
    ]);
  });
});
