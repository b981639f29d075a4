import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_MISSING, findChromium } from '../../e2e/support/chromium';

// One Chromium for every Lighthouse run, with a DevTools port Lighthouse connects to.
//
// Signed-in pages: the app reads its session from localStorage (`access_token`, `token`, `user`)
// before its first render, and the server renders the page for the page cookie signing in sets
// (decision 013); cookies survive Lighthouse's reset too. Lighthouse resets the origin before each run, but only file systems,
// shader cache, service workers and Cache Storage (its `clearStorageTypes` default), plus the
// HTTP cache: localStorage survives. So the script opens a tab on the app's origin in the same
// profile, writes the session there through the DevTools protocol (Playwright over CDP), closes
// it, and Lighthouse's own tab then starts signed in, with a cold cache and no service worker.

export const HEADLESS_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** Browser-side source that writes these keys (the scripts' TypeScript has no DOM types). */
export function localStorageScript(
  items: Record<string, string>,
  { clear = false }: { clear?: boolean } = {},
): string {
  const writes = Object.entries(items).map(
    ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
  );
  return [...(clear ? ['localStorage.clear();'] : []), ...writes].join('\n');
}

/**
 * The page cookie signing in sets with the token (decision 013: the server renders the
 * signed-in pages for it), for a stored session; none for a signed-out visit.
 */
export function sessionCookies(origin: string, items: Record<string, string>) {
  const token = items.access_token;
  return token
    ? [
        {
          name: 'campo_sesion',
          value: token,
          url: origin,
          httpOnly: true,
          sameSite: 'Lax' as const,
        },
      ]
    : [];
}

export interface AuditBrowser {
  port: number;
  /**
   * Replaces the origin's localStorage with exactly these keys (none: signed out), and its
   * cookies with the page cookie of that session.
   */
  setLocalStorage: (origin: string, items: Record<string, string>) => Promise<void>;
  close: () => Promise<void>;
}

export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(CHROMIUM_MISSING);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: HEADLESS_FLAGS,
    logLevel: 'silent',
    handleSIGINT: true,
  });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const profile = cdp.contexts()[0];
  if (!profile) throw new Error('Chromium no abrió su perfil por defecto');

  return {
    port: chrome.port,
    async setLocalStorage(origin, items) {
      const tab = await profile.newPage();
      try {
        // A small same-origin file: opening the app itself would run it (and maybe register
        // the service worker) before the measured run.
        await tab.goto(`${origin}/manifest.webmanifest`);
        await tab.evaluate(localStorageScript(items, { clear: true }));
        await profile.clearCookies();
        await profile.addCookies(sessionCookies(origin, items));
      } finally {
        await tab.close();
      }
    },
    async close() {
      await cdp.close().catch(() => undefined);
      chrome.kill();
    },
  };
}
