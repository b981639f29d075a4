// The app's whole stylesheet in a server-rendered page (decision 027). Such a page carries only
// the rules of its HTML and of the code it loaded (server/platform/http/page-stylesheet.ts), so
// code loaded later (another screen, the toasts) must not draw before the whole file is in:
// `withWholeStylesheet` makes its import wait for it. The shell (index.html) inlines the whole
// file, so there nothing waits.
//
// Where it comes from: the service worker's precache holds index.html, which inlines the whole
// file (decision 009), so once the worker is installed it costs nothing; only before (the first
// visit, a worker blocked) is the file itself downloaded.

/** index.html's inlined stylesheet: present, the document has every rule. */
const INLINED = 'style[data-href]';

/** The precached index.html, whatever its revision (Workbox adds it to the key's query). */
const PRECACHED_SHELL = '/index.html';

let loading: Promise<void> | null = null;

/** The whole stylesheet's rules, from the worker's precached shell if it is of this build. */
async function fromPrecache(href: string): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const shell = await caches.match(PRECACHED_SHELL, { ignoreSearch: true });
    const text = shell ? await shell.text() : '';
    const start = text.indexOf(`<style data-href="${href}">`);
    if (start === -1) return null;
    const from = text.indexOf('>', start) + 1;
    const end = text.indexOf('</style>', from);
    return end === -1 ? null : text.slice(from, end);
  } catch {
    return null;
  }
}

/** The file itself: resolves once it is applied, or failed (offline: nothing better to do). */
function fromNetwork(href: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}

async function load(href: string): Promise<void> {
  const rules = await fromPrecache(href);
  if (rules !== null) {
    const style = document.createElement('style');
    style.dataset.href = href;
    style.textContent = rules;
    document.head.append(style);
    return;
  }
  // A failed download is asked for again by the next code that needs it.
  if (!(await fromNetwork(href))) loading = null;
}

/** Resolves once the document has the app's whole stylesheet (at once when it already has). */
export function wholeStylesheet(): Promise<void> {
  if (loading) return loading;
  const href = document.querySelector<HTMLScriptElement>('script[data-css]')?.dataset.css;
  if (!href || document.querySelector(INLINED)) return Promise.resolve();
  loading = load(href);
  return loading;
}

/** `importCode`, resolved once the whole stylesheet is in too. */
export function withWholeStylesheet<T>(importCode: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importCode(), wholeStylesheet()]).then(([code]) => code);
}
