// The app's whole stylesheet in a server-rendered page (decision 027). Such a page inlines only
// the rules of its own HTML (server/platform/http/page-stylesheet.ts), so the document must fit
// TCP's first round trip; the page's entry (web/rendered-page.ts) asks for the whole file
// alongside the code, and the code draws nothing before it is in: hydration waits for it
// (web/app/start-app.tsx), and so does code loaded later (`withWholeStylesheet`), which asks for
// it again if that download failed. The shell (index.html) inlines the whole file, so there
// nothing waits.

/** index.html's inlined stylesheet: present, the document has every rule. */
const INLINED = 'style[data-href]';

/** The file's <link>, its `data-whole` saying how the download went: loading, loaded, failed. */
const ASKED = 'link[data-whole]';

let loading: Promise<void> | null = null;

/**
 * Asks for the file. The page's entry writes the same element (it imports nothing before the
 * paint, hence its own small copy).
 */
function ask(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.whole = 'loading';
  link.onload = () => (link.dataset.whole = 'loaded');
  link.onerror = () => (link.dataset.whole = 'failed');
  document.head.append(link);
  return link;
}

/** Whether the file was applied, once its download has ended. */
function applied(link: HTMLLinkElement): Promise<boolean> {
  if (link.dataset.whole !== 'loading') return Promise.resolve(link.dataset.whole === 'loaded');
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

async function load(href: string): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(ASKED) ?? ask(href);
  if (await applied(link)) return;
  // Offline, say: nothing better to do now; the next code that needs it asks again.
  link.remove();
  loading = null;
}

/** Resolves once the document has the app's whole stylesheet, or its download failed. */
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
