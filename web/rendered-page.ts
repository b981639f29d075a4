// The entry of a page the server rendered (decision 013), named by the server in place of
// index.html's script (server/platform/http/server-render.ts). The HTML already is the page,
// drawn at the person's text size, so its code is asked for only once the browser has painted
// it: on a slow connection the code then does not compete with the page and its first photos.
// This file imports nothing before that; the server names the files to load (data-app: the
// one to import, data-code: those it imports, fetched at the same time instead of one after
// another). Its `data-css` names the whole stylesheet, which the app loads only with code the
// page did not load (web/lib/whole-stylesheet.ts, decision 027).

import type { startRenderedPage } from './app/start-app';

/** Runs `task` just after the next frame is painted (a task queued from a frame callback). */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => globalThis.setTimeout(task, 0));
}

afterNextPaint(() => {
  const container = document.getElementById('root');
  const entry = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = entry?.dataset.app;
  if (!container || !app) return;
  for (const href of entry.dataset.code?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  (import(/* @vite-ignore */ app) as Promise<{ startRenderedPage: typeof startRenderedPage }>)
    .then((code) => code.startRenderedPage(container))
    // Unreachable code (offline?) leaves the server's HTML, whose links still work.
    .catch(() => undefined);
});
