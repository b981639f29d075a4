import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A server-rendered page names the whole stylesheet on its script (data-css) and carries only
// its own rules; code it did not load waits for the whole file (decision 027).
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

const links = () => document.head.querySelectorAll(`link[rel="stylesheet"][href="${HREF}"]`);

describe('the whole stylesheet', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('in the shell, which inlines it, is there at once and nothing is downloaded', async () => {
    document.head.innerHTML = `<style data-href="${HREF}">.flex{display:flex}</style>`;
    const { wholeStylesheet } = await freshModule();
    await wholeStylesheet();
    expect(links()).toHaveLength(0);
  });

  it('in a rendered page is not asked for until some code needs it', async () => {
    renderedPage();
    await freshModule();
    expect(links()).toHaveLength(0);
  });

  it('without a worker, code waits until the file has loaded, and it is asked for once', async () => {
    renderedPage();
    const { withWholeStylesheet } = await freshModule();
    const screen = withWholeStylesheet(() => Promise.resolve('pantalla'));
    let loaded: string | null = null;
    void screen().then((code) => (loaded = code));
    void screen();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links()).toHaveLength(1);
    expect(loaded).toBeNull();
    links()[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(loaded).toBe('pantalla'));
  });

  it('from the worker’s precached shell of the same build, nothing is downloaded', async () => {
    renderedPage();
    const shell = `<html><head><style data-href="${HREF}">.grid{display:grid}</style></head></html>`;
    const match = vi.fn(() => Promise.resolve(new Response(shell)));
    vi.stubGlobal('caches', { match });
    const { wholeStylesheet } = await freshModule();
    await wholeStylesheet();
    expect(match).toHaveBeenCalledWith('/index.html', { ignoreSearch: true });
    expect(links()).toHaveLength(0);
    expect(document.head.querySelector(`style[data-href="${HREF}"]`)?.textContent).toBe(
      '.grid{display:grid}',
    );
  });

  it('a precached shell of another build is not used: the file is downloaded', async () => {
    renderedPage();
    const shell = '<style data-href="/assets/index-old.css">.old{}</style>';
    vi.stubGlobal('caches', { match: () => Promise.resolve(new Response(shell)) });
    const { wholeStylesheet } = await freshModule();
    const done = wholeStylesheet();
    await vi.waitFor(() => expect(links()).toHaveLength(1));
    links()[0]!.dispatchEvent(new Event('load'));
    await done;
    expect(document.head.querySelector('style')).toBeNull();
  });
});
