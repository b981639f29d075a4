import { getStoredToken } from './session';
import { readsToKeepForOffline } from './pwa';
import { toast } from './toast';
import { Workbox } from 'workbox-window';

// Loaded lazily by web/lib/pwa.ts once the page is idle: registers /sw.js and handles updates.

export const UPDATE_MESSAGES = {
  available: 'Hay una versión nueva.',
  action: 'Actualizar',
  later: 'Ahora no',
} as const;

// Sonner's buttons are 24 px tall: make them real touch targets, in the app's colours.
const TOAST_BUTTON = 'min-h-tap! rounded-xl! px-4! text-sm! font-semibold!';
const TOAST_CLASSES = {
  title: 'text-sm font-semibold text-tierra-900',
  actionButton: `${TOAST_BUTTON} bg-campo-700! text-white!`,
  cancelButton: `${TOAST_BUTTON} bg-tierra-100! text-tierra-900!`,
};

const UPDATE_TOAST_ID = 'version-nueva';

/** Same-origin addresses the page has fetched since it loaded (its resource timing entries). */
function fetchedUrls(
  entries: readonly Pick<PerformanceEntry, 'name'>[] = performance.getEntriesByType('resource'),
  origin = window.location.origin,
): URL[] {
  const urls: URL[] = [];
  for (const { name } of entries) {
    try {
      const url = new URL(name);
      if (url.origin === origin) urls.push(url);
    } catch {
      // Not an address: nothing fetched.
    }
  }
  return urls;
}

/**
 * What the page fetched before the worker controlled it (first visit: code and photos already
 * on screen), so the worker keeps those too. Same origin only; they come from the HTTP cache.
 */
export function loadedBeforeControl(
  entries?: readonly Pick<PerformanceEntry, 'name'>[],
  origin?: string,
): string[] {
  const kept = fetchedUrls(entries, origin)
    .filter(({ pathname }) => pathname.startsWith('/assets/') || pathname.startsWith('/uploads/'))
    .map((url) => url.href);
  return [...new Set(kept)];
}

/**
 * A new release installed in the background waits; the person decides when to switch. Until
 * then the open page keeps using its own release's code (the old worker still serves it).
 */
export function offerUpdate(workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>) {
  toast(UPDATE_MESSAGES.available, {
    id: UPDATE_TOAST_ID,
    // It stays until answered (or swiped away); every later visit asks again while the new
    // version waits.
    duration: Infinity,
    classNames: TOAST_CLASSES,
    cancel: { label: UPDATE_MESSAGES.later, onClick: () => undefined },
    action: {
      label: UPDATE_MESSAGES.action,
      onClick: () => {
        // Reload only once the new worker controls the page, so every chunk is the new release's.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    },
  });
}

/**
 * The API reads a server-rendered page was drawn with, as the app would have sent them (with
 * the session's token): the worker's own routes decide what to keep, under the viewer's key
 * (scripts/pwa-config.ts), and ignore the rest. Those in `fetchedByThePage` are left out: the
 * page asked for them itself through the worker, which kept them (the home's featured sample,
 * of which the page carries only the cards it draws, decision 027).
 */
export function serverReadsToCache(
  reads: readonly string[] = readsToKeepForOffline(),
  token: string | null = getStoredToken(),
  fetchedByThePage: ReadonlySet<string> = new Set(),
): Array<[string, RequestInit]> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return reads.filter((url) => !fetchedByThePage.has(url)).map((url) => [url, { headers }]);
}

export async function startServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const controlled = Boolean(navigator.serviceWorker.controller);
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    void workbox.messageSW({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [...loadedBeforeControl(), ...serverReadsToCache()] },
    });
  });
  await workbox.register();
  // Controlled: what the page fetched itself went through the worker already.
  const reads = serverReadsToCache(
    undefined,
    undefined,
    new Set(fetchedUrls().map((url) => url.pathname + url.search)),
  );
  if (controlled && reads.length > 0) {
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: reads } });
  }
}
