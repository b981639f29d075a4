import { matchRoutes, type RouteObject } from '../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';

// A server-rendered page carries only its own code's rules (decision 027): another screen's
// code waits for the whole stylesheet, so a client navigation never paints it unstyled.
const screenRoute = (path: string): RouteObject => matchRoutes(appRoutes, path)!.at(-1)!.route;
const load = (route: RouteObject) => (route.lazy as () => Promise<unknown>)();
const wholeStylesheet = () => document.head.querySelector('link[rel="stylesheet"]');

describe('the screens of a rendered page', () => {
  it('the page’s own screen loads at once; another waits for the whole stylesheet', async () => {
    window.history.replaceState(null, '', '/inicio');
    const script = document.createElement('script');
    script.dataset.app = '/assets/start-app.js';
    script.dataset.css = '/assets/index-abc123.css';
    document.body.append(script);

    await load(screenRoute('/inicio'));
    expect(wholeStylesheet()).toBeNull();

    let drawn = false;
    void load(screenRoute('/producto/5')).then(() => (drawn = true));
    await vi.waitFor(() => expect(wholeStylesheet()).not.toBeNull(), { timeout: 10_000 });
    expect(wholeStylesheet()?.getAttribute('href')).toBe('/assets/index-abc123.css');
    // Its code may well have arrived: it still waits for the rules.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(drawn).toBe(false);
    wholeStylesheet()!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(drawn).toBe(true), { timeout: 10_000 });
  }, 30_000);
});
