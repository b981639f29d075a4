import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageRequest, registerWebApp, sendAppShell } from './spa';

// The built web app as scripts/build.mjs leaves it: hashed chunks under /assets, the service
// worker, its Workbox runtime and the web manifest at the root, pre-compressed copies beside.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-spa-'));
const serviceWorker = `self.addEventListener('fetch', () => {});\n`.repeat(60);
const workboxRuntime = 'define([], () => {});\n'.repeat(80);
const webManifest = JSON.stringify({ name: 'El campo en tus manos', start_url: '/inicio' });

beforeAll(() => {
  mkdirSync(path.join(webRoot, 'assets'));
  mkdirSync(path.join(webRoot, 'icons'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'sw.js'), serviceWorker);
  writeFileSync(path.join(webRoot, 'sw.js.br'), brotliCompressSync(serviceWorker));
  writeFileSync(path.join(webRoot, 'workbox-4c70c2fe.js'), workboxRuntime);
  writeFileSync(path.join(webRoot, 'workbox-4c70c2fe.js.br'), brotliCompressSync(workboxRuntime));
  writeFileSync(path.join(webRoot, 'manifest.webmanifest'), webManifest);
  writeFileSync(path.join(webRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e]));
  writeFileSync(path.join(webRoot, 'assets', 'home-route-DKFAfsYH.js'), 'export {};');
  // What scripts/web-chunks.ts writes: the code every app screen needs before it renders.
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, '.vite', 'app-preload.json'),
    JSON.stringify({
      skip: ['/', '/HomePage'],
      modulepreload: ['/assets/router-B7aMYyhQ.js', '/assets/app-D0V2rv-O.js'],
      screens: [
        { route: '/inicio', modulepreload: ['/assets/home-route-DKFAfsYH.js'] },
        { route: '/producto/:id', modulepreload: ['/assets/product-detail-route-x48g2guL.js'] },
      ],
    }),
  );
});

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerWebApp(app, webRoot);
  // As server/app.ts: pages fall back to the app, anything else is a plain 404.
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return sendAppShell(reply, webRoot);
    return reply.status(404).send({ message: 'Recurso no encontrado.' });
  });
  await app.ready();
});

afterAll(() => app?.close());

describe('service worker and web manifest', () => {
  it('serves /sw.js as JavaScript that the browser must revalidate on every update check', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(serviceWorker);
  });

  it('sends the pre-compressed worker to browsers that accept it, still never cached', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(serviceWorker);
  });

  it('serves /manifest.webmanifest as application/manifest+json, revalidated', async () => {
    const res = await app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'El campo en tus manos' });
  });

  it('keeps the hashed Workbox runtime and /assets chunks for a year', async () => {
    for (const url of ['/workbox-4c70c2fe.js', '/assets/home-route-DKFAfsYH.js']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const compressed = await app.inject({
      url: '/workbox-4c70c2fe.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the manifest icons as PNG', async () => {
    const res = await app.inject('/icons/icon-192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('the app-page fallback never swallows files', () => {
  it('answers a page route with index.html', async () => {
    const res = await app.inject('/producto/12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('tells the browser to fetch the app code with the page, so it does not wait for index.html to run', async () => {
    const common =
      '</assets/router-B7aMYyhQ.js>; rel=modulepreload, </assets/app-D0V2rv-O.js>; rel=modulepreload';
    for (const url of ['/productos/1?name=Despensa', '/auth', '/cuenta']) {
      const res = await app.inject(url);
      expect(res.headers.link, url).toBe(common);
    }
    expect((await app.inject('/inicio')).headers.link).toBe(
      `${common}, </assets/home-route-DKFAfsYH.js>; rel=modulepreload`,
    );
    expect((await app.inject('/producto/12')).headers.link).toBe(
      `${common}, </assets/product-detail-route-x48g2guL.js>; rel=modulepreload`,
    );
    // A pattern matches whole paths only.
    expect((await app.inject('/producto/12/editar')).headers.link).toBe(common);
  });

  it('sends no hints with the landing page, which paints from index.html alone', async () => {
    for (const url of ['/', '/HomePage', '/?utm_source=whatsapp']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('a missing worker or file is a 404, never the HTML page (a browser would fail to register it)', async () => {
    for (const url of ['/sw-viejo.js', '/workbox-00000000.js', '/icons/no-existe.png']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});
