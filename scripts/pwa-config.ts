// The installable app: web manifest and service worker (vite-plugin-pwa, Workbox generateSW).
// Why it is built this way: docs/decisions/007-pwa.md.
//
// The route matchers and the cache plugin below are copied into dist/web/sw.js as source text
// (workbox-build serialises functions with toString()), so each must be self-contained: no
// reference to anything outside its own body. pwa-config.test.ts runs them from that text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { BROWSING_SCREENS } from '../domain/browsing-screens.ts';

type WorkboxOptions = NonNullable<VitePWAOptions['workbox']>;
type RuntimeCaching = NonNullable<WorkboxOptions['runtimeCaching']>[number];
type ManifestTransform = NonNullable<WorkboxOptions['manifestTransforms']>[number];
type WebManifest = Exclude<VitePWAOptions['manifest'], false | undefined>;

const root = path.resolve(import.meta.dirname, '..');
const DAY_SECONDS = 24 * 60 * 60;

export const APP_NAME = 'El campo en tus manos';
export const SHORT_NAME = 'El campo';

/** Where the runtime caches live (Cache Storage names, visible in the browser's tools). */
export const CACHE_NAMES = {
  catalogue: 'el-campo-catalogo',
  images: 'el-campo-fotos',
  code: 'el-campo-codigo',
} as const;

/**
 * Wait this long for the network before answering catalogue data from the cache. Long enough
 * for a 20-item page on the slow 3G we design for (≈1 s), short enough that a person who just
 * lost signal is not left staring at a spinner.
 */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 4;

/** A colour of the Tailwind theme (`--color-<name>` in web/styles.css), the one source of truth. */
export function themeColour(
  name: string,
  css = readFileSync(path.join(root, 'web/styles.css'), 'utf8'),
): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`web/styles.css no define --color-${name}`);
  return match[1].toLowerCase();
}

export function webManifest(): WebManifest {
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: APP_NAME,
    short_name: SHORT_NAME,
    description:
      'Compra y vende productos del campo en Colombia: cosechas, animales, insumos y maquinaria, directo con quien produce.',
    lang: 'es-CO',
    dir: 'ltr',
    // '/' sends a signed-in person to /inicio and anyone else to the landing page, from which
    // they can sign in: /inicio would open on 'Página no encontrada' after logging out.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The mark's green for the status bar (as index.html's theme-color), the page's cream behind
    // the splash screen.
    theme_color: themeColour('campo-700'),
    background_color: themeColour('crema'),
    categories: ['shopping', 'business', 'food'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-192.png', 192, 'maskable'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}

type MatchOptions = { url: URL; sameOrigin: boolean };

/**
 * Public catalogue reads: categories (and the quick-search list), the product list, one product
 * and its reviews, units, departments and municipalities. Nothing personal: /users/auth,
 * /products/my*, /address, favourites and every other path stay out, and the route is
 * registered for GET only.
 */
export const isCatalogueRead = ({ url, sameOrigin }: MatchOptions): boolean =>
  sameOrigin &&
  /^\/api\/v1\/(categories(\/all)?|products(\/\d+(\/ratings)?)?|sizes|departments|municipalities\/[^/]+)$/.test(
    url.pathname,
  );

/** Listing photos stored on this server: names are random and never reused. */
export const isUploadedPhoto = ({ url, sameOrigin }: MatchOptions): boolean =>
  sameOrigin && url.pathname.startsWith('/uploads/');

/** Hashed code chunks (the ones not precached: screens the person opened). */
export const isAppCode = ({ url, sameOrigin }: MatchOptions): boolean =>
  sameOrigin && url.pathname.startsWith('/assets/');

/**
 * A product seen while signed in carries that person's state (their hearts, the seller's phone
 * shown only with a session): answers are cached per viewer, keyed by the token's subject, so
 * on a shared phone nobody else (nor the signed-out visitor) is ever served them. A response
 * the server marks `no-store` is never kept.
 */
export const viewerPartition = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<Request | string> => {
    const authorization = request.headers.get('authorization') ?? '';
    if (!authorization) return request;
    let viewer = 'sesion';
    try {
      const payload = authorization.replace(/^Bearer\s+/i, '').split('.')[1] ?? '';
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      if (typeof claims.sub === 'string' || typeof claims.sub === 'number') {
        viewer = String(claims.sub);
      }
    } catch {
      // An unreadable token still stays apart from the signed-out visitor's answers.
    }
    const key = new URL(request.url);
    key.searchParams.set('__viewer', viewer);
    return key.href;
  },
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> =>
    /no-store/i.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/**
 * A page of the app opened by the browser (address bar, link, reload, the installed app's
 * start): not the API, photos or files such as /sw.js and /manifest.webmanifest.
 */
export const isAppNavigation = ({
  request,
  url,
  sameOrigin,
}: MatchOptions & { request: Request }): boolean =>
  request.mode === 'navigate' &&
  sameOrigin &&
  // The public pages of shared links (/p/{id}, /vendedor/{id}) are the server's alone.
  !/^\/(api|uploads|p|vendedor)\//.test(url.pathname) &&
  !/\/[^/]+\.[^/]+$/.test(url.pathname);

export const runtimeCaching: RuntimeCaching[] = [
  // Pages come from the server first (decision 013: a signed-in page arrives drawn, with the
  // person's data) and are never stored (a person's page is `no-store`). When the network
  // fails (offline), the precached shell answers and the app draws the screen from its caches,
  // as before. No timeout: Workbox allows one only with NetworkFirst, which would store pages.
  {
    urlPattern: isAppNavigation,
    method: 'GET',
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: 'index.html' } },
  },
  {
    urlPattern: isCatalogueRead,
    method: 'GET',
    handler: 'NetworkFirst',
    options: {
      cacheName: CACHE_NAMES.catalogue,
      networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
      plugins: [viewerPartition],
    },
  },
  {
    urlPattern: isUploadedPhoto,
    method: 'GET',
    handler: 'CacheFirst',
    options: {
      cacheName: CACHE_NAMES.images,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
    },
  },
  {
    urlPattern: isAppCode,
    method: 'GET',
    handler: 'CacheFirst',
    options: {
      cacheName: CACHE_NAMES.code,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 120, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true },
    },
  },
];

/**
 * What a screen needs before its first paint: the entry (landing), the router and layout, and
 * what browsing needs (the screens of domain/browsing-screens.ts). scripts/web-chunks.ts groups their shared
 * code into one file. Keys are Vite manifest keys (paths under web/).
 */
export const FIRST_PAINT_MODULES = [
  'index.html',
  'app/start-app.tsx',
  'app/layout/app-layout.tsx',
  'app/landing-route.tsx',
  ...Object.values(BROWSING_SCREENS).map((screen) => screen.module),
];

/**
 * Code of the layout and the browsing screens fetched after the page has hydrated instead of
 * with it (decision 027, session 11): the dialogs when they first open
 * (web/components/on-demand-dialog.tsx), the home's sections below the first screen once it is
 * hydrated. scripts/web-chunks.ts gives each group's shared code a file of its own; all are
 * precached, so the menu, the photo zoom, the questions and the home's stores still work
 * offline.
 */
export const AFTER_HYDRATION_MODULES = {
  dialog: [
    'app/layout/mobile-menu-drawer.tsx',
    'components/logout-dialog-content.tsx',
    'components/confirm-dialog-content.tsx',
    'features/listings/listing-action-failed-dialog-content.tsx',
    'features/listings/gallery/gallery-zoom.tsx',
    'features/tours/welcome-tour-dialog.tsx',
  ],
  'home-below': ['features/home/home-below-the-fold.tsx'],
} as const satisfies Record<string, readonly string[]>;

/** One of AFTER_HYDRATION_MODULES: a name not among them fails the type check. */
type AfterHydrationModule =
  (typeof AFTER_HYDRATION_MODULES)[keyof typeof AFTER_HYDRATION_MODULES][number];

/**
 * Of AFTER_HYDRATION_MODULES, what a page loads by itself once hydrated, without a tap: the
 * home's lower sections, which it draws, and the menu's drawer, which phones fetch when idle
 * (web/app/layout/mobile-menu.tsx, `styledByPage`). A server-rendered page's stylesheet keeps
 * their rules (server/platform/http/server-render.ts); the other dialogs bring the whole
 * stylesheet when they open (web/components/on-demand-dialog.tsx).
 */
export const LOADED_AFTER_HYDRATION: readonly AfterHydrationModule[] = [
  'app/layout/mobile-menu-drawer.tsx',
  ...AFTER_HYDRATION_MODULES['home-below'],
];

/**
 * The modules precached at install: the first-paint ones plus the toasts, the update prompt
 * and what the browsing screens fetch after hydrating, which load after the first paint but must work offline.
 * Every other screen is cached the first time it is opened.
 */
export const SHELL_MODULES = [
  ...FIRST_PAINT_MODULES,
  ...Object.values(AFTER_HYDRATION_MODULES).flat(),
  'app/toaster.tsx',
  'lib/pwa-updates.ts',
];

export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The files of these modules and of everything they import statically (JS and CSS). */
export function manifestFiles(manifest: ViteManifest, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(
        `'${key}' no está en el manifiesto de Vite; actualiza SHELL_MODULES o FIRST_PAINT_MODULES (scripts/pwa-config.ts)`,
      );
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  modules.forEach(visit);
  return files;
}

/** The files of the shell modules and everything they import statically (JS and CSS). */
export const shellFiles = (manifest: ViteManifest): Set<string> =>
  manifestFiles(manifest, SHELL_MODULES);

/**
 * Keeps the precache to the shell. Every kilobyte costs our users money: precaching all ≈320 KB
 * of screens would download code for screens a person may never open (publishing, account…).
 * What the shell needs was just downloaded by the visit itself, so the install mostly reads it
 * back from the HTTP cache.
 */
export function precacheOnlyTheShell(outDir: () => string): ManifestTransform {
  return (entries) => {
    const viteManifest = JSON.parse(
      readFileSync(path.join(outDir(), '.vite/manifest.json'), 'utf8'),
    ) as ViteManifest;
    const shell = shellFiles(viteManifest);
    const manifest = entries.filter(
      ({ url }) => url === 'index.html' || url.endsWith('.webmanifest') || shell.has(url),
    );
    return { manifest, warnings: [] };
  };
}

/** `outDir`: the build's output folder, known once Vite has resolved its configuration. */
export function pwaOptions(outDir: () => string): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    // The app registers the worker itself (web/lib/pwa.ts), after load, so nothing is added to
    // the landing page's first paint.
    injectRegister: false,
    registerType: 'prompt',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: webManifest(),
    // Icons are fetched by the browser when it installs the app; precaching them only costs data.
    includeManifestIcons: false,
    devOptions: { enabled: false },
    workbox: {
      cacheId: 'el-campo',
      globPatterns: ['**/*.{js,css,html}'],
      manifestTransforms: [precacheOnlyTheShell(outDir)],
      // A new version waits until the person accepts it (or every tab is closed): taking over
      // mid-session could serve the page chunks of another release.
      skipWaiting: false,
      // The first install has nothing to replace: take the open page at once, so what the person
      // browses from then on is cached.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Not the precached shell for every page (the plugin's default): pages go to the network
      // first, with the shell as the offline answer (isAppNavigation in runtimeCaching).
      navigateFallback: null,
      runtimeCaching,
      // Web Push of 'Avísame' (web/public/sw-push.js): showing a notification and opening it.
      importScripts: ['sw-push.js'],
      sourcemap: false,
      disableDevLogs: true,
    },
  };
}

/** The PWA plugin, plus a probe that tells it where this build writes (dist/web, or --outDir). */
export function pwaPlugins(): Plugin[] {
  let outDir = '';
  const probe: Plugin = {
    name: 'el-campo:pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [probe, ...VitePWA(pwaOptions(() => outDir))];
}
