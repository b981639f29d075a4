import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// pwa.ts remembers that it scheduled the worker: each test gets a fresh copy of the module.
async function freshPwa() {
  vi.resetModules();
  return import('./pwa');
}

const withServiceWorker = { serviceWorker: {} } as unknown as Navigator;

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('service worker registration', () => {
  it('is not even scheduled where the browser has no service workers (jsdom, old phones)', async () => {
    const { registerServiceWorker, serviceWorkerSupported } = await freshPwa();
    const load = vi.fn();

    expect(serviceWorkerSupported(window.navigator)).toBe(false);
    expect(registerServiceWorker({ enabled: true, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('stays off outside builds (npm run dev, tests)', async () => {
    const { registerServiceWorker } = await freshPwa();
    const load = vi.fn();

    expect(registerServiceWorker({ load })).toBe(false);
    expect(registerServiceWorker({ enabled: false, navigator: withServiceWorker, load })).toBe(
      false,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the worker code only after the page has loaded and the browser is idle, once', async () => {
    vi.useFakeTimers();
    const { registerServiceWorker } = await freshPwa();
    const startServiceWorker = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ startServiceWorker }));

    expect(registerServiceWorker({ enabled: true, navigator: withServiceWorker, load })).toBe(true);
    expect(registerServiceWorker({ enabled: true, navigator: withServiceWorker, load })).toBe(
      false,
    );
    expect(load).not.toHaveBeenCalled(); // nothing on the critical path

    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('a failed download of the worker code is not an error the person sees', async () => {
    vi.useFakeTimers();
    const { registerServiceWorker } = await freshPwa();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });

    registerServiceWorker({ enabled: true, navigator: withServiceWorker, load });
    await expect(vi.runAllTimersAsync()).resolves.not.toThrow();
    expect(load).toHaveBeenCalled();
  });
});

describe('chunks missing after a release', () => {
  const preloadError = () => window.dispatchEvent(new Event('vite:preloadError'));

  it('reloads the page once, not in a loop', async () => {
    const { reloadOnceWhenChunksGoMissing } = await freshPwa();
    const reload = vi.fn();
    let now = 1_000_000;
    const stop = reloadOnceWhenChunksGoMissing({ reload, now: () => now });

    preloadError();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page fails again: leave the error screen (Reintentar) instead of looping.
    now += 5_000;
    preloadError();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);

    // Another release, later on: one more reload is fine.
    now += 120_000;
    preloadError();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    stop();
  });

  it('does not reload without signal: the screen says to check the connection', async () => {
    const { reloadOnceWhenChunksGoMissing } = await freshPwa();
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    const stop = reloadOnceWhenChunksGoMissing({ reload });

    preloadError();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
