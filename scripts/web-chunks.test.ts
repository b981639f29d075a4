import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppPreloadFile } from '../server/platform/http/app-preload-file';
import { describe, expect, it } from 'vitest';
import { AFTER_HYDRATION_MODULES, type ViteManifest } from './pwa-config';
import {
  appPreload,
  appPreloadFiles,
  COMPILE_HINT,
  LAYOUT_MODULE,
  RENDERED_PAGE_MODULE,
  ROUTER_MODULE,
} from './web-chunks';

// The photo zoom is the product screen's own: the other dialogs are the layout's.
const GALLERY_ZOOM = 'features/listings/gallery/gallery-zoom.tsx';
const layoutDialogs = AFTER_HYDRATION_MODULES.dialog.filter((key) => key !== GALLERY_ZOOM);

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    imports: ['_jsx-runtime-B.js'],
    css: ['assets/index-C.css'],
  },
  '_jsx-runtime-B.js': { file: 'assets/jsx-runtime-B.js' },
  [ROUTER_MODULE]: { file: 'assets/start-app-D.js', imports: ['index.html', '_router-E.js'] },
  '_router-E.js': { file: 'assets/router-E.js', imports: ['index.html', '_jsx-runtime-B.js'] },
  [LAYOUT_MODULE]: { file: 'assets/app-layout-F.js', imports: ['_app-G.js', '_router-E.js'] },
  '_app-G.js': {
    file: 'assets/app-G.js',
    imports: ['_router-E.js'],
    dynamicImports: layoutDialogs,
    css: ['assets/app-H.css'],
  },
  'app/home-route.tsx': {
    file: 'assets/home-route-I.js',
    imports: ['_app-G.js', '_cards-J.js'],
    dynamicImports: [...AFTER_HYDRATION_MODULES['home-below']],
  },
  'app/product-route.tsx': {
    file: 'assets/product-route-N.js',
    imports: ['_app-G.js'],
    dynamicImports: [GALLERY_ZOOM],
  },
  '_cards-J.js': { file: 'assets/cards-J.js', imports: ['_app-G.js'] },
  [RENDERED_PAGE_MODULE]: { file: 'assets/rendered-page-K.js' },
  // What the screens fetch after hydrating: a dialog's own file and its layer's, the home's lower
  // sections.
  ...Object.fromEntries(
    AFTER_HYDRATION_MODULES.dialog.map((key, i) => [
      key,
      { file: `assets/dialog-${i}.js`, imports: ['_dialog-L.js', '_app-G.js'] },
    ]),
  ),
  '_dialog-L.js': { file: 'assets/dialog-L.js', imports: ['_router-E.js'] },
  [AFTER_HYDRATION_MODULES['home-below'][0]]: {
    file: 'assets/home-below-M.js',
    imports: ['_app-G.js'],
  },
};

describe('what every app page asks the browser to preload', () => {
  it('is the router and the layout with their imports, JavaScript only, minus what index.html loads', () => {
    expect(appPreloadFiles(manifest)).toEqual([
      'assets/start-app-D.js',
      'assets/router-E.js',
      'assets/app-layout-F.js',
      'assets/app-G.js',
    ]);
  });

  it('adds each browsing screen’s own files for its route, nothing already preloaded', () => {
    expect(
      appPreload(manifest, {
        landing: ['/'],
        screens: { '/inicio': 'app/home-route.tsx', '/producto/:id': 'app/product-route.tsx' },
      }),
    ).toEqual({
      skip: ['/'],
      modulepreload: [
        '/assets/start-app-D.js',
        '/assets/router-E.js',
        '/assets/app-layout-F.js',
        '/assets/app-G.js',
      ],
      // What a screen draws by itself once hydrated is its own: the home's lower sections are
      // not the product's.
      screens: [
        {
          route: '/inicio',
          modulepreload: ['/assets/home-route-I.js', '/assets/cards-J.js'],
          later: ['/assets/home-below-M.js'],
        },
        {
          route: '/producto/:id',
          modulepreload: ['/assets/product-route-N.js'],
          // Its photo zoom is a dialog: it comes with the whole stylesheet when it opens.
          later: [],
        },
      ],
      // A server-rendered page loads none of index.html's files itself: it imports the router's
      // and fetches all the rest alongside (React is in index.html's file).
      renderedPage: {
        script: '/assets/rendered-page-K.js',
        app: '/assets/start-app-D.js',
        code: [
          '/assets/index-A.js',
          '/assets/jsx-runtime-B.js',
          '/assets/router-E.js',
          '/assets/app-layout-F.js',
          '/assets/app-G.js',
        ],
        // Of the layout's dialogs, only the menu's drawer, which phones fetch when idle, with its
        // layer's file; the others come with the whole stylesheet when they open.
        later: ['/assets/dialog-0.js', '/assets/dialog-L.js'],
      },
    });
  });

  it('fails the build loudly when the router or the layout moved', () => {
    const { [LAYOUT_MODULE]: _layout, ...withoutLayout } = manifest;
    expect(() => appPreloadFiles(withoutLayout)).toThrow(LAYOUT_MODULE);
  });
});

// The built app (npm test builds first): a regression to one file per combination of importers
// (≈50 requests for the home) would show here before it shows in `npm run lighthouse`.
const webDist = path.resolve(import.meta.dirname, '../dist/web');
const built = existsSync(path.join(webDist, '.vite/app-preload.json'));

describe.skipIf(!built)('the built app', () => {
  const viteManifest = () =>
    JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as ViteManifest;

  const scriptsFor = (keys: string[]) => {
    const m = viteManifest();
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = m[key]!;
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return [...files].filter((file) => file.endsWith('.js'));
  };

  // Nine, not one per combination of importers (≈ 50 for the home before decision 009).
  it.each(['app/home-route.tsx', 'app/catalogue-route.tsx', 'app/product-detail-route.tsx'])(
    '%s renders after at most 9 script files',
    (screen) => {
      expect(
        scriptsFor(['index.html', ROUTER_MODULE, LAYOUT_MODULE, screen]).length,
      ).toBeLessThanOrEqual(9);
    },
  );

  const screens = ['app/home-route.tsx', 'app/catalogue-route.tsx', 'app/product-detail-route.tsx'];
  const firstCode = (screen: string) =>
    new Set(scriptsFor(['index.html', ROUTER_MODULE, LAYOUT_MODULE, screen]));
  const later = Object.values(AFTER_HYDRATION_MODULES).flat();

  it.each(screens)(
    '%s hydrates without the code it fetches later (dialogs, Radix, the home below the fold)',
    (screen) => {
      const first = firstCode(screen);
      for (const key of later) expect(first.has(viteManifest()[key]!.file), key).toBe(false);
      const code = [...first].map((file) => readFileSync(path.join(webDist, file), 'utf8'));
      // Radix's dialog marks its focus guards with this attribute; the first code has none.
      expect(code.some((text) => text.includes('data-radix-focus-guard'))).toBe(false);
    },
  );

  it.each(screens)(
    '%s: the files it runs before a tap ask V8 to compile them as they stream in; the later ones do not',
    (screen) => {
      const firstLine = (file: string) =>
        readFileSync(path.join(webDist, file), 'utf8').split('\n', 1)[0];
      for (const file of firstCode(screen)) expect(firstLine(file), file).toBe(COMPILE_HINT);
      for (const key of later) {
        const file = viteManifest()[key]!.file;
        expect(firstLine(file), file).not.toBe(COMPILE_HINT);
      }
    },
  );

  it.each(later)('%s, fetched later, brings only its own file and its layer’s', (key) => {
    const browsing = new Set(screens.flatMap((screen) => [...firstCode(screen)]));
    const extra = scriptsFor([key]).filter((file) => !browsing.has(file));
    expect(extra.length, extra.join(' ')).toBeLessThanOrEqual(2);
    expect(
      extra.some((file) => /\/(shared|zod)-/.test(file)),
      extra.join(' '),
    ).toBe(false);
  });

  it('lists existing files for the preload hints, none of them loaded by index.html', () => {
    const preload = JSON.parse(
      readFileSync(path.join(webDist, '.vite/app-preload.json'), 'utf8'),
    ) as AppPreloadFile;
    expect(preload.skip).toEqual(['/', '/HomePage']);
    expect(preload.modulepreload.length).toBeGreaterThan(0);
    const inHtml = new Set(scriptsFor(['index.html']));
    const screens = preload.screens.flatMap((screen) => screen.modulepreload);
    expect(preload.screens.map((screen) => screen.route)).toEqual([
      '/inicio',
      '/productos/:category',
      '/producto/:id',
    ]);
    for (const url of [...preload.modulepreload, ...screens]) {
      expect(existsSync(path.join(webDist, url)), url).toBe(true);
      expect(inHtml.has(url.slice(1)), url).toBe(false);
    }
  });
});
