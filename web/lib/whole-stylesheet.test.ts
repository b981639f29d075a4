import { beforeEach, describe, expect, it, vi } from 'vitest';

// A server-rendered page names the whole stylesheet on its script (data-css) and carries only
// its HTML's rules; its entry asks for the whole file with the code, which waits for it
// (decision 027).
const HREF = '/assets/index-abc123.css';

async function freshModule() {
  vi.resetModules();
  return import('./whole-stylesheet');
}

function renderedPage() {
  const script = document.createElement('script');
  script.dataset.app = '/assets/start-app.js';
  script.dataset.css = HREF;
  document.body.append(script);
}

/** The <link> web/rendered-page.ts writes, as its download stands. */
function entryLink(state: 'loading' | 'loaded' | 'failed') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = HREF;
  link.dataset.whole = state;
  link.onload = () => (link.dataset.whole = 'loaded');
  document.head.append(link);
  return link;
}

const links = () => document.head.querySelectorAll(`link[rel="stylesheet"][href="${HREF}"]`);

describe('the whole stylesheet', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('in the shell, which inlines it, is there at once and nothing is downloaded', async () => {
    document.head.innerHTML = `<style data-href="${HREF}">.flex{display:flex}</style>`;
    const { wholeStylesheet } = await freshModule();
    await wholeStylesheet();
    expect(links()).toHaveLength(0);
  });

  it('in a rendered page is not asked for by the module itself, only by code that needs it', async () => {
    renderedPage();
    await freshModule();
    expect(links()).toHaveLength(0);
  });

  it('without the entry’s link, code waits until the file has loaded, and it is asked for once', async () => {
    renderedPage();
    const { withWholeStylesheet } = await freshModule();
    const screen = withWholeStylesheet(() => Promise.resolve('pantalla'));
    let loaded: string | null = null;
    void screen().then((code) => (loaded = code));
    void screen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links()).toHaveLength(1);
    expect(loaded).toBeNull();
    links()[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(loaded).toBe('pantalla'));
  });

  it('asked for by the page’s entry: code waits for that download, and no other is made', async () => {
    renderedPage();
    const link = entryLink('loading');
    const { wholeStylesheet } = await freshModule();
    let done = false;
    void wholeStylesheet().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(done).toBe(true));
    expect(links()).toHaveLength(1);
  });

  it('already applied when the code asks: at once', async () => {
    renderedPage();
    entryLink('loaded');
    const { wholeStylesheet } = await freshModule();
    await wholeStylesheet();
    expect(links()).toHaveLength(1);
  });

  it('a download that failed lets the code go on, and the next code asks for the file again', async () => {
    renderedPage();
    entryLink('failed');
    const { wholeStylesheet } = await freshModule();
    await wholeStylesheet();
    expect(links()).toHaveLength(0);
    const again = wholeStylesheet();
    expect(links()).toHaveLength(1);
    links()[0]!.dispatchEvent(new Event('load'));
    await again;
  });
});
