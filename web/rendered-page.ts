// The entry of a page the server rendered (decision 013), written by the server into the page
// in place of index.html's script (server/platform/http/server-render.ts). The HTML already is
// the page, drawn at the person's text size, so its code is asked for only once the browser has
// painted it and its main photo has arrived: on a slow connection the code then does not
// compete with the page and its photo (decisions 024 and 027).
// This file imports nothing before that; the server names the files to load (data-app: the
// one to import, data-code: those it imports, fetched at the same time instead of one after
// another). Its `data-css` names the whole stylesheet, which the app loads only with code the
// page did not load (web/lib/whole-stylesheet.ts, decision 027).

import type { startRenderedPage } from './app/start-app';

/** On 2G a photo may take long: the code waits for it this long at most. */
const PHOTO_WAIT_MS = 4000;

/** Resolves once the page's first paint is on screen (its timing entry is out). */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      // A task queued from a frame callback runs just after that frame is painted.
      requestAnimationFrame(() => globalThis.setTimeout(resolve, 0));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page's main photo (fetchpriority="high": the product's, or a grid's first
 * card's) is in, or has failed.
 */
function mainPhoto(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo || photo.complete) return Promise.resolve();
  return new Promise((resolve) => {
    photo.addEventListener('load', () => resolve(), { once: true });
    photo.addEventListener('error', () => resolve(), { once: true });
    globalThis.setTimeout(resolve, PHOTO_WAIT_MS);
  });
}

/**
 * Runs each step in a task of its own: starting a request costs the main thread a few
 * milliseconds, and the app's eight files asked for at once were one task of ≈ 18 ms, four times
 * that on a cheap phone (decision 027). The app's own queue of tasks is `nextTask` in
 * web/lib/hydration-slice.tsx; this file imports nothing before the paint, hence this small copy.
 */
function oneTaskEach(steps: Array<() => void>): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    steps.shift()?.();
    if (steps.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port2.postMessage(null);
}

/**
 * A tap on 'Chatear por WhatsApp' or 'Llamar' (`data-contact`) while the app's code is on its
 * way: the link opens the chat or the call at once, and this keeps the tap, one sessionStorage
 * key per page and channel, which the product screen records when the app starts
 * (web/app/contact-taps.ts reads these keys), so the review form opens as it would have (decision
 * 027). The tab's sessionStorage outlives the page being dropped while the person is in
 * WhatsApp. Returns what stops keeping them.
 */
function keepContactTaps(): () => void {
  const keep = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-contact]');
    if (!link) return;
    try {
      sessionStorage.setItem(`contact_tap:${location.pathname}:${link.dataset.contact}`, '');
    } catch {
      // Storage refused (private mode, full): the chat or the call still opens.
    }
  };
  document.addEventListener('click', keep, true);
  return () => document.removeEventListener('click', keep, true);
}

const stopKeepingContactTaps = keepContactTaps();

void Promise.all([painted(), mainPhoto()]).then(() => {
  const container = document.getElementById('root');
  const entry = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = entry?.dataset.app;
  if (!container || !app) return;
  const startApp = () => {
    (import(/* @vite-ignore */ app) as Promise<{ startRenderedPage: typeof startRenderedPage }>)
      .then((code) => code.startRenderedPage(container))
      // The app now answers the taps itself; the product screen records those kept so far.
      .then(stopKeepingContactTaps)
      // Unreachable code (offline?) leaves the server's HTML, whose links still work; taps kept
      // meanwhile wait for the next product screen the app opens in this tab.
      .catch(() => undefined);
  };
  // The files the app imports, fetched alongside it instead of once it has been read.
  const preloads = (entry.dataset.code?.split(' ').filter(Boolean) ?? []).map((href) => () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  });
  oneTaskEach([startApp, ...preloads]);
});
