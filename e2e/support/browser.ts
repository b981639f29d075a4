import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const e2eTarget = inject('e2e');
/** True when no Chromium was found; the journeys are then reported as skipped. */
export const noChromium = e2eTarget === null;

/** One browser per test file. */
export function useBrowser() {
  const ctx = {} as { browser: Browser; baseUrl: string; adminPhone: string };
  beforeAll(async () => {
    if (!e2eTarget) return;
    ctx.baseUrl = e2eTarget.baseUrl;
    ctx.adminPhone = e2eTarget.adminPhone;
    ctx.browser = await chromium.launch({
      executablePath: e2eTarget.chromium,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => ctx.browser?.close());
  return ctx;
}

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** Keeps a picture of what the journey saw (e2e/screenshots/, not committed). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * A script for `page.evaluate`: true once the app has taken #root over. Preact (decision 027)
 * keeps the tree it rendered or hydrated into a container on it, as `__k` (its `_children`).
 */
export const APP_OWNS_ROOT = `document.getElementById('root')?.__k != null`;

/**
 * The home draws its sections below the featured grid (quick access, favourites, stores) once
 * hydrated and scrolled near (decision 027): scroll to the end, as a person would, until `shown`
 * (a link of those sections) is visible.
 */
export async function scrollHomeTo(page: Page, shown: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate('window.scrollTo(0, document.scrollingElement.scrollHeight)');
        return shown.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The page on regular 3G from now on: 300 ms round trips, 700 kbps (Lighthouse's figures). */
export async function onRegular3g(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (700 * 1024) / 8,
    uploadThroughput: (700 * 1024) / 8,
    connectionType: 'cellular3g',
  });
}
