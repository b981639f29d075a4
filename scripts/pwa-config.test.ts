import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AFTER_HYDRATION_MODULES,
  isAppCode,
  isAppNavigation,
  isCatalogueRead,
  isUploadedPhoto,
  precacheOnlyTheShell,
  pwaOptions,
  runtimeCaching,
  manifestFiles,
  shellFiles,
  themeColour,
  viewerPartition,
  webManifest,
  type ViteManifest,
} from './pwa-config';

const root = path.resolve(import.meta.dirname, '..');

/**
 * workbox-build copies functions into sw.js as text: rebuild each from its source alone, so a
 * function that leaned on something outside its body fails here instead of in the browser.
 */
function asInServiceWorker<T>(fn: T): T {
  return new Function(`return (${String(fn)});`)() as T;
}

const ORIGIN = 'https://campo.example';

function matches(matcher: typeof isCatalogueRead, href: string) {
  const url = new URL(href, ORIGIN);
  return asInServiceWorker(matcher)({ url, sameOrigin: url.origin === ORIGIN });
}

/** A token shaped like ours (HS256 JWT, subject = user id); the worker never checks signatures. */
function token(sub: number) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: String(sub), exp: 9_999_999_999 })}.firma`;
}

describe('web manifest', () => {
  const manifest = webManifest();

  it('installs as "El campo en tus manos" in Colombian Spanish and opens at /, which sends a signed-in person home', () => {
    // Not /inicio: after logging out it would open on 'Página no encontrada' (decision 007).
    expect(manifest).toMatchObject({
      name: 'El campo en tus manos',
      short_name: 'El campo',
      lang: 'es-CO',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('takes its colours from the Tailwind theme, matching the page’s theme-color', () => {
    const html = readFileSync(path.join(root, 'web/index.html'), 'utf8');
    const metaThemeColour = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(html)?.[1];
    expect(manifest.theme_color).toBe(themeColour('campo-700'));
    expect(manifest.theme_color).toBe(metaThemeColour?.toLowerCase());
    expect(manifest.background_color).toBe(themeColour('crema'));
    expect(() => themeColour('no-existe')).toThrow(/--color-no-existe/);
  });

  it('lists 192 and 512 px icons, plain and maskable, that exist with those sizes', async () => {
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const meta = await sharp(path.join(root, 'web/public', icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('index.html links the touch icon for iPhones', () => {
    const html = readFileSync(path.join(root, 'web/index.html'), 'utf8');
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/icons/apple-touch-icon.png');
  });
});

describe('what the service worker caches', () => {
  it('keeps public catalogue reads', () => {
    for (const href of [
      '/api/v1/categories',
      '/api/v1/categories/all?q=pa',
      '/api/v1/products?category=3&page=2',
      '/api/v1/products',
      '/api/v1/products/42',
      '/api/v1/products/42/ratings',
      '/api/v1/sizes',
      '/api/v1/departments',
      '/api/v1/municipalities/05',
    ]) {
      expect(matches(isCatalogueRead, href), href).toBe(true);
    }
  });

  it('never keeps personal calls', () => {
    for (const href of [
      '/api/v1/users/auth',
      '/api/v1/products/my',
      '/api/v1/products/my?status=active',
      '/api/v1/products/my/favorites',
      '/api/v1/products/42/favorite',
      '/api/v1/products/42/contact',
      '/api/v1/products/42/rating',
      '/api/v1/address',
      '/api/v1/admin/reports',
      '/api/v1/jobs/my',
      '/api/v1/auth',
    ]) {
      expect(matches(isCatalogueRead, href), href).toBe(false);
    }
  });

  it('caches reads only: every route is registered for GET', () => {
    expect(runtimeCaching.map((route) => route.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
  });

  it('keeps photos and code chunks of this server, not of other origins', () => {
    expect(matches(isUploadedPhoto, '/uploads/listings/4/foto-400.webp')).toBe(true);
    expect(matches(isUploadedPhoto, 'https://cdn.example/uploads/x.webp')).toBe(false);
    expect(matches(isUploadedPhoto, '/api/v1/products')).toBe(false);
    expect(matches(isAppCode, '/assets/home-route-DKFAfsYH.js')).toBe(true);
    expect(matches(isCatalogueRead, 'https://otro.example/api/v1/products')).toBe(false);
  });

  it('catalogue data: network first with a short timeout; photos: cache first, 200 for 30 days', () => {
    const [, catalogue, photos] = runtimeCaching;
    expect(catalogue?.handler).toBe('NetworkFirst');
    expect(catalogue?.options?.networkTimeoutSeconds).toBeLessThanOrEqual(5);
    expect(photos?.handler).toBe('CacheFirst');
    expect(photos?.options?.expiration).toMatchObject({
      maxEntries: 200,
      maxAgeSeconds: 30 * 24 * 60 * 60,
    });
  });
});

describe('catalogue answers are kept per viewer', () => {
  const key = asInServiceWorker(viewerPartition.cacheKeyWillBeUsed);
  const keep = asInServiceWorker(viewerPartition.cacheWillUpdate);
  const request = (authorization?: string) =>
    new Request(`${ORIGIN}/api/v1/products/42`, {
      headers: authorization ? { authorization } : {},
    });

  it('a signed-out visitor and each signed-in person get separate entries', async () => {
    const anonymous = request();
    expect(await key({ request: anonymous })).toBe(anonymous);

    const ana = await key({ request: request(`Bearer ${token(7)}`) });
    const luis = await key({ request: request(`Bearer ${token(8)}`) });
    expect(ana).toBe(`${ORIGIN}/api/v1/products/42?__viewer=7`);
    expect(luis).not.toBe(ana);
    // A new sign-in of the same person finds what they saw before.
    expect(await key({ request: request(`Bearer ${token(7)}`) })).toBe(ana);
  });

  it('an unreadable token never lands in the signed-out visitor’s entries', async () => {
    const result = await key({ request: request('Bearer basura') });
    expect(String(result)).toContain('__viewer=');
  });

  it('respects the server: a no-store answer is not kept', async () => {
    const fresh = new Response('{}', { headers: { 'cache-control': 'no-store' } });
    const plain = new Response('{}');
    expect(await keep({ response: fresh })).toBeNull();
    expect(await keep({ response: plain })).toBe(plain);
  });
});

describe('pages (navigations)', () => {
  const options = pwaOptions(() => '/nowhere').workbox!;
  const navigation = (href: string, mode: Request['mode'] = 'navigate') => {
    const url = new URL(href, ORIGIN);
    const request = { mode } as Request;
    return asInServiceWorker(isAppNavigation)({ request, url, sameOrigin: url.origin === ORIGIN });
  };

  it('asks the server first for app pages, and never for the API, photos or files', () => {
    for (const pathname of [
      '/inicio',
      '/producto/12',
      '/productos/3?name=Frutas',
      '/HomePage',
      '/',
      '/tienda',
    ]) {
      expect(navigation(pathname), pathname).toBe(true);
    }
    for (const pathname of [
      '/api/v1/products',
      '/api/docs',
      '/uploads/listings/1/a.webp',
      '/sw.js',
      '/manifest.webmanifest',
      // Public pages of shared links: the server renders them (decision 014).
      '/p/12',
      '/vendedor/3',
    ]) {
      expect(navigation(pathname), pathname).toBe(false);
    }
    expect(navigation('/inicio', 'cors'), 'a fetch of the page, not a navigation').toBe(false);
    expect(navigation('https://otro.example/inicio'), 'another site').toBe(false);
  });

  it('never stores a page, and answers with the precached shell when the network fails', () => {
    // The old fallback served the precached shell to every navigation, even online: the
    // server's rendered page would never reach an installed app.
    expect(options.navigateFallback).toBeNull();
    const pages = runtimeCaching.find((entry) => entry.urlPattern === isAppNavigation);
    expect(pages).toMatchObject({
      method: 'GET',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: 'index.html' } },
    });
    expect(pages?.options?.cacheName).toBeUndefined();
    // First in the list, so no other route answers a navigation.
    expect(runtimeCaching[0]).toBe(pages);
  });
});

describe('precache: the app shell only', () => {
  const viteManifest: ViteManifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react-b.js' },
    'app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_router.js'] },
    '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
    'app/layout/app-layout.tsx': { file: 'assets/app-layout.js' },
    'app/landing-route.tsx': { file: 'assets/landing-route.js' },
    'app/home-route.tsx': { file: 'assets/home-route.js', imports: ['_card.js'] },
    '_card.js': { file: 'assets/card.js' },
    'app/catalogue-route.tsx': { file: 'assets/catalogue-route.js', imports: ['_card.js'] },
    'app/product-detail-route.tsx': { file: 'assets/product-detail-route.js' },
    'app/toaster.tsx': { file: 'assets/toaster.js' },
    'lib/pwa-updates.ts': { file: 'assets/pwa-updates.js' },
    'app/create-product-route.tsx': {
      file: 'assets/create-product-route.js',
      imports: ['_compression.js'],
    },
    '_compression.js': { file: 'assets/compression.js' },
    // Fetched after hydration, precached too.
    ...Object.fromEntries(
      Object.values(AFTER_HYDRATION_MODULES)
        .flat()
        .map((key) => [key, { file: `assets/${path.basename(key, '.tsx')}.js` }]),
    ),
  };

  it('follows static imports from the shell screens and leaves other screens out', () => {
    const files = shellFiles(viteManifest);
    expect(files).toContain('assets/index-a.js');
    expect(files).toContain('assets/index.css');
    expect(files).toContain('assets/react-b.js');
    expect(files).toContain('assets/router.js');
    expect(files).toContain('assets/card.js');
    expect(files).toContain('assets/mobile-menu-drawer.js');
    expect(files).toContain('assets/home-below-the-fold.js');
    expect(files).not.toContain('assets/create-product-route.js');
    expect(files).not.toContain('assets/compression.js');
  });

  it('fails the build loudly when a shell screen was renamed', () => {
    expect(() => manifestFiles(viteManifest, ['app/gone.tsx'])).toThrow(/SHELL_MODULES/);
  });

  it('filters the precache list down to index.html, the manifest and the shell', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-pwa-'));
    mkdirSync(path.join(outDir, '.vite'));
    writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify(viteManifest));
    const entry = (url: string) => ({ url, revision: null, size: 1 });

    const result = await precacheOnlyTheShell(() => outDir)([
      entry('index.html'),
      entry('manifest.webmanifest'),
      entry('assets/index-a.js'),
      entry('assets/index.css'),
      entry('assets/home-route.js'),
      entry('assets/create-product-route.js'),
      entry('assets/compression.js'),
    ]);
    expect(result.manifest.map(({ url }) => url)).toEqual([
      'index.html',
      'manifest.webmanifest',
      'assets/index-a.js',
      'assets/index.css',
      'assets/home-route.js',
    ]);
  });
});
