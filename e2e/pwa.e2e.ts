import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { photo, publishActiveListing, registerAndSignIn, useSession } from './support/api';
import { noChromium, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const ctx = useBrowser();

const OFFLINE_BANNER = 'Sin conexión. Estás viendo lo último que cargaste.';
const DESCRIPTION = 'Plátano de Manizales, recién cortado, para llevar sin señal.';

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The app behind a tiny proxy (its own origin, so its own worker) whose /sw.js changes when
 * `release()` is called, as after a deploy. The shared build in dist/ is never touched.
 */
async function startReleaseProxy(target: string) {
  let release = 0;
  const server = createServer(async (request, response) => {
    const isWorker = request.url === '/sw.js';
    // The worker is always fetched whole, so a release is never hidden behind a 304.
    const dropped = ['host', 'connection', 'accept-encoding', 'content-length'].concat(
      isWorker ? ['if-none-match', 'if-modified-since'] : [],
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !dropped.includes(name)),
    ) as Record<string, string>;
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: await readBody(request),
      redirect: 'manual',
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (isWorker && release > 0) {
      body = Buffer.concat([body, Buffer.from(`\n// versión ${release}\n`)]);
    }
    const answer = Object.fromEntries(upstream.headers);
    for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified']) {
      delete answer[name];
    }
    response.writeHead(upstream.status, answer);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release: () => void (release += 1),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** True when every /uploads photo on the page has loaded and has pixels (page.evaluate text:
 * the app's CSP forbids the eval waitForFunction would need). */
const PHOTOS_SHOWN = `(() => {
  const photos = [...document.images].filter((img) => img.currentSrc.includes('/uploads/'));
  return photos.length > 0 && photos.every((img) => img.complete && img.naturalWidth > 0);
})()`;

describe.skipIf(noChromium)('installable app that keeps working without signal', () => {
  it('serves the web manifest and the service worker with the right headers', async () => {
    const manifest = await fetch(`${ctx.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({
      name: 'El campo en tus manos',
      short_name: 'El campo',
      lang: 'es-CO',
      start_url: '/',
      display: 'standalone',
    });

    const worker = await fetch(`${ctx.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const page = await fetch(`${ctx.baseUrl}/inicio`);
    const html = await page.text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  });

  it(
    'a buyer who loses signal still sees the product and photo they opened, with the offline banner',
    { timeout: 120_000 },
    async () => {
      const seller = await registerAndSignIn(ctx.baseUrl, 'Rosalba Quintero');
      // A real /uploads photo: the journey checks it is kept for offline use.
      const id = await publishActiveListing(ctx.baseUrl, seller.token, {
        description: DESCRIPTION,
        photos: [await photo('#468232')],
      });

      const buyer = await registerAndSignIn(ctx.baseUrl, 'Hernán Pulido');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      await useSession(page, buyer);
      // The welcome tour is another journey's subject: mark it seen.
      await page.addInitScript(
        `localStorage.setItem('tour_done:home:${buyer.user.id}', '2025-01-01T00:00:00.000Z');`,
      );

      // Online: home, then the worker installs in the background and takes the page.
      await page.goto(`${ctx.baseUrl}/inicio`);
      await expect
        .poll(() => page.evaluate('Boolean(navigator.serviceWorker?.controller)'), {
          timeout: 45_000,
        })
        .toBe(true);
      expect(await page.getByText(OFFLINE_BANNER).count()).toBe(0);

      // The product, opened while online: its data and photo go through the worker.
      await page.goto(`${ctx.baseUrl}/producto/${id}`);
      await expect.poll(() => page.getByText(DESCRIPTION).first().isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(PHOTOS_SHOWN), { timeout: 20_000 }).toBe(true);

      // Only public catalogue data is kept, per viewer; personal calls never are.
      const cached = (await page.evaluate(
        `caches.open('el-campo-catalogo').then((c) => c.keys()).then((keys) => keys.map((k) => k.url))`,
      )) as string[];
      expect(cached).toContain(`${ctx.baseUrl}/api/v1/products/${id}?__viewer=${buyer.user.id}`);
      expect(cached.filter((url) => /users\/auth|products\/my|address|favorite/.test(url))).toEqual(
        [],
      );

      // Signal lost.
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByText(DESCRIPTION).first().isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(PHOTOS_SHOWN), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);
      // Really offline, worker included: what was never seen cannot be shown.
      const unseen = await page.evaluate(
        `fetch('/api/v1/products/${id}?nunca=visto').then((r) => r.status, () => 'sin red')`,
      );
      expect(unseen).toBe('sin red');
      await screenshot(page, 'pwa-offline-product');

      // Away to home and back to the product, still without signal.
      await page.goto(`${ctx.baseUrl}/inicio`);
      await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);
      await page.goto(`${ctx.baseUrl}/producto/${id}`);
      await expect.poll(() => page.getByText(DESCRIPTION).first().isVisible()).toBe(true);

      // Signal back: the banner goes away.
      await context.setOffline(false);
      await expect.poll(() => page.getByText(OFFLINE_BANNER).count()).toBe(0);
      await context.close();
    },
  );

  it(
    'a new release waits for the person: "Hay una versión nueva." and Actualizar switches to it',
    { timeout: 90_000 },
    async () => {
      const proxy = await startReleaseProxy(ctx.baseUrl);
      const buyer = await registerAndSignIn(ctx.baseUrl, 'Marleny Ocampo');
      const context = await ctx.browser.newContext({ viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      await useSession(page, buyer);
      await page.addInitScript(
        `localStorage.setItem('tour_done:home:${buyer.user.id}', '2025-01-01T00:00:00.000Z');`,
      );
      const hasWaitingWorker = () =>
        page.evaluate('navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))');

      try {
        await page.goto(`${proxy.url}/inicio`);
        await expect
          .poll(() => page.evaluate('Boolean(navigator.serviceWorker?.controller)'), {
            timeout: 45_000,
          })
          .toBe(true);
        const firstWorker = await page.evaluate('navigator.serviceWorker.controller.scriptURL');

        // A release: the next update check finds a different /sw.js, which installs and waits.
        proxy.release();
        await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.update())');
        await expect.poll(hasWaitingWorker, { timeout: 30_000 }).toBe(true);

        // The open page is not taken over: the person is asked, in Spanish.
        await page.reload();
        await expect
          .poll(() => page.getByText('Hay una versión nueva.').isVisible(), { timeout: 20_000 })
          .toBe(true);
        expect(await hasWaitingWorker()).toBe(true);
        const accept = page.getByRole('button', { name: 'Actualizar' });
        expect((await accept.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        await page.waitForTimeout(600); // the toast's entrance animation
        await screenshot(page, 'pwa-update-prompt');

        // Accepting switches: the new worker takes over, then the page reloads under it.
        await page.evaluate('window.beforeUpdate = true');
        await accept.click();
        await expect.poll(hasWaitingWorker, { timeout: 20_000 }).toBe(false);
        await expect
          .poll(() => page.evaluate('window.beforeUpdate === undefined'), { timeout: 20_000 })
          .toBe(true);
        await page.waitForLoadState();
        expect(await page.evaluate('navigator.serviceWorker.controller.scriptURL')).toBe(
          firstWorker,
        );
        await expect.poll(() => page.getByText('Hay una versión nueva.').count()).toBe(0);
      } finally {
        await context.close();
        await proxy.close();
      }
    },
  );
});
