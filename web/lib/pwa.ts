// Service worker start-up, kept tiny: it ships with the router chunk (never with the landing
// page's first paint) and only schedules the real work (workbox-window, the update prompt),
// which arrives as its own chunk once the page has loaded and the browser is idle.
// Why and how: docs/decisions/007-pwa.md.

import { whenIdle } from './when-idle';

export interface ServiceWorkerOptions {
  /** Builds only: a worker in `npm run dev` would cache code Vite is still changing. */
  enabled?: boolean;
  navigator?: Navigator;
  load?: () => Promise<{ startServiceWorker: () => Promise<void> }>;
}

/** jsdom, old browsers and plain-HTTP origins other than localhost have no service workers. */
export function serviceWorkerSupported(nav: Navigator | undefined = globalThis.navigator): boolean {
  return Boolean(nav && 'serviceWorker' in nav && globalThis.isSecureContext !== false);
}

function afterLoadWhenIdle(task: () => void): void {
  const idle = () => whenIdle(task, 5000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let scheduled = false;

/** API GETs a server-rendered page was drawn with, not made by this browser (decision 013). */
let serverReads: string[] = [];

/**
 * The worker should keep these answers as if the page had fetched them: offline, the app draws
 * the screen from the worker's cache, and a page the server drew asked the browser for nothing.
 */
export function keepForOffline(apiReads: string[]): void {
  serverReads = apiReads;
}

export const readsToKeepForOffline = (): readonly string[] => serverReads;

/**
 * Registers /sw.js after the page has loaded, when the browser is idle. Answers whether it was
 * scheduled (false where service workers do not exist or outside builds).
 */
export function registerServiceWorker({
  enabled = import.meta.env.PROD,
  navigator: nav = globalThis.navigator,
  load = () => import('./pwa-updates'),
}: ServiceWorkerOptions = {}): boolean {
  if (!enabled || !serviceWorkerSupported(nav) || scheduled) return false;
  scheduled = true;
  afterLoadWhenIdle(() => {
    void load()
      .then(({ startServiceWorker }) => startServiceWorker())
      // Without a worker the app still works online; nothing to tell the person.
      .catch(() => undefined);
  });
  return true;
}

const RELOADED_AT_KEY = 'el-campo:recarga-por-version';
const RELOAD_GUARD_MS = 60_000;

function readReloadedAt(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

function writeReloadedAt(time: number): void {
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(time));
  } catch {
    // Private mode without storage: the page reloads at most once per failure anyway.
  }
}

/**
 * After a release, an open page may ask for a chunk the server no longer has. Reload once so the
 * page and its chunks come from the same release; when a newer worker is already waiting, it takes
 * over first (the page is going away anyway). Offline, or when the reload did not help, the
 * screen's error message ("Revisa tu conexión…" with Reintentar) stays instead of a reload loop.
 */
export function reloadOnceWhenChunksGoMissing({
  reload = () => window.location.reload(),
  now = () => Date.now(),
}: { reload?: () => void; now?: () => number } = {}): () => void {
  const onPreloadError = () => {
    if (!window.navigator.onLine) return;
    if (now() - readReloadedAt() < RELOAD_GUARD_MS) return;
    writeReloadedAt(now());
    void activateWaitingWorker().finally(reload);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

async function activateWaitingWorker(): Promise<void> {
  if (!serviceWorkerSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    globalThis.setTimeout(resolve, 3000);
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}
