import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium';
import { REGULAR_3G } from './audit';
import { localStorageScript, sessionCookies } from './browser';
import { startCountingProxy, type CountingProxy } from './counting-proxy';

// What a cold visit costs in data: /inicio signed in, then a tap on the first product card,
// counted in Chromium from the DevTools protocol (Network.loadingFinished.encodedDataLength:
// bytes on the wire, headers included, as compressed by the server), and cross-checked at the
// server: each visit goes through a counting proxy (counting-proxy.ts), which also sees the
// service worker's own downloads, some of which (importScripts) the protocol reports as 0.
//
// Two visits, each in a fresh browser context (empty HTTP cache, no service worker):
// - "cold, SW blocked": decision 010's measure, with the HTTP cache disabled: every request goes to
//   the network, even one the cache would have answered (an upper bound for the pages).
// - "cold incl. SW precache": HTTP cache on, as a phone has it; the app registers its service
//   worker, which installs by downloading the shell (scripts/pwa-config.ts SHELL_MODULES).
//   Precached files the visit already fetched come from the HTTP cache; index.html (fetched
//   again with its revision) and files of screens not yet opened come from the network. The
//   worker's own downloads are counted from its target.

/** Lighthouse's mobile screen (Moto G Power), so photos are chosen as in the audits. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export type ByteKind = 'document' | 'js' | 'css' | 'font' | 'image' | 'api' | 'other' | 'sw';

export interface VisitBytes {
  label: string;
  /** Sum of what the DevTools protocol reported (page, plus the service worker's target). */
  total: number;
  /** What left the server for this visit, counted by the proxy. */
  atServer: number;
  requests: number;
  byKind: Record<ByteKind, number>;
  /** The heaviest requests, for the report. */
  largest: Array<{ url: string; bytes: number }>;
}

interface Counted {
  url: string;
  kind: ByteKind;
  bytes: number;
}

function kindOf(type: string | undefined, url: string): ByteKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  switch (type) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'js';
    case 'Stylesheet':
      return 'css';
    case 'Font':
      return 'font';
    case 'Image':
      return 'image';
    default:
      if (/\.js$/.test(pathname)) return 'js';
      if (/\.css$/.test(pathname)) return 'css';
      if (/\.(webp|png|jpe?g|svg|avif)$/.test(pathname)) return 'image';
      return 'other';
  }
}

/**
 * Counts what the page itself fetched from the network (not what its service worker answered),
 * and answers when the page's network has been quiet for a second (Playwright's `networkidle`
 * is a load state: after a tap inside the app it is already reached).
 */
async function countPageTraffic(cdp: CDPSession, counted: Counted[]) {
  const seen = new Map<string, { url: string; type?: string; fromServiceWorker?: boolean }>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  const settle = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    seen.set(event.requestId, { url: event.request.url, type: event.type });
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => settle(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) {
      entry.type = event.type;
      entry.fromServiceWorker = event.response.fromServiceWorker;
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    settle(event.requestId);
    const entry = seen.get(event.requestId);
    if (!entry || entry.fromServiceWorker || entry.url.startsWith('data:')) return;
    counted.push({
      url: entry.url,
      kind: kindOf(entry.type, entry.url),
      bytes: event.encodedDataLength,
    });
  });
  await cdp.send('Network.enable');
  return async function quiet(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastActivity < 1000) {
      if (Date.now() > deadline) throw new Error(`la red no se calmó: ${inFlight.size} en curso`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** The service worker's own downloads (its script, Workbox, the precache, network-first calls). */
function countWorkerTraffic(context: BrowserContext, counted: Counted[], pending: Promise<void>[]) {
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    pending.push(
      request.sizes().then((sizes) => {
        counted.push({
          url: request.url(),
          kind: 'sw',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }),
    );
  });
}

async function visit(
  browser: Browser,
  proxy: CountingProxy,
  storage: Record<string, string>,
  options: { label: string; serviceWorker: boolean; cacheDisabled: boolean },
): Promise<VisitBytes> {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  const counted: Counted[] = [];
  const pending: Promise<void>[] = [];
  const baseUrl = proxy.origin;
  proxy.reset();
  try {
    await context.addInitScript(localStorageScript(storage));
    await context.addCookies(sessionCookies(baseUrl, storage));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const quiet = await countPageTraffic(cdp, counted);
    if (options.cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // On the 3G we design for. Besides pacing the visit like a phone's, it sets the connection
    // type Chromium uses to decide how far below the screen lazy photos start loading (2,500 px
    // on 3G against 1,250 px on 4G), which decides how many card photos a visit downloads.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: REGULAR_3G.rttMs,
      downloadThroughput: (REGULAR_3G.throughputKbps * 1024) / 8,
      uploadThroughput: (REGULAR_3G.throughputKbps * 1024) / 8,
      connectionType: 'cellular3g',
    });
    if (options.serviceWorker) countWorkerTraffic(context, counted, pending);

    await page.goto(`${baseUrl}/inicio`, { timeout: 90_000 });
    const card = page.locator('main a[href^="/producto/"]').first();
    await card.waitFor({ timeout: 60_000 });
    await quiet();
    await card.click();
    await page.waitForURL(/\/producto\/\d+/);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    if (options.serviceWorker) {
      // Installed means precached: `ready` resolves once the worker is active.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    }
    // Photos below the fold and late calls.
    await quiet();
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  if (process.env.LIGHTHOUSE_DEBUG_BYTES) {
    for (const { url, kind, bytes } of counted) console.log(`  ${kind}\t${bytes}\t${url}`);
  }
  return { ...summarise(options.label, counted), atServer: proxy.counted().bytes };
}

function summarise(label: string, counted: Counted[]): Omit<VisitBytes, 'atServer'> {
  const byKind: VisitBytes['byKind'] = {
    document: 0,
    js: 0,
    css: 0,
    font: 0,
    image: 0,
    api: 0,
    other: 0,
    sw: 0,
  };
  for (const { kind, bytes } of counted) byKind[kind] += bytes;
  return {
    label,
    total: counted.reduce((sum, { bytes }) => sum + bytes, 0),
    requests: counted.length,
    byKind,
    largest: [...counted]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map(({ url, bytes }) => ({ url: new URL(url).pathname, bytes })),
  };
}

export async function measureColdVisit(
  baseUrl: string,
  storage: Record<string, string>,
): Promise<VisitBytes[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium no encontrado');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const proxy = await startCountingProxy(baseUrl);
  try {
    return [
      await visit(browser, proxy, storage, {
        label: 'Cold, SW blocked',
        serviceWorker: false,
        cacheDisabled: true,
      }),
      await visit(browser, proxy, storage, {
        label: 'Cold incl. SW precache',
        serviceWorker: true,
        cacheDisabled: false,
      }),
    ];
  } finally {
    await browser.close();
    await proxy.close();
  }
}
