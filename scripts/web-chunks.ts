// How the web build cuts its JavaScript into files, and which files every app screen needs first
// (sent as preload hints with the page). Why: docs/decisions/009-web-chunks.md.
//
// Five layers, each loaded only after the one before it is needed:
// 1. the entry (index.html → main.tsx): React and the landing page, what `/` paints with;
// 2. `router`: app/start-app.tsx and all it imports (web/lib/router, the route table), fetched by
//    the landing page when the phone is idle, and first by every other screen;
// 3. `app`: code the shell screens (the layout, home, category, product: FIRST_PAINT_MODULES of
//    scripts/pwa-config.ts) share with one another or with other screens;
// 4. `dialog`, `home-below`: what the shell fetches after hydrating shares (Radix's dialog, the
//    stores' lists): its dialogs when they first open, the home below the first screen
//    (AFTER_HYDRATION_MODULES of scripts/pwa-config.ts, decision 027), not in `app`;
// 5. `shared`: code two or more of the remaining screens share.
// A screen keeps its own file with the code only it uses. Without this plan Rolldown makes one
// file per combination of importers: ≈110 files, ≈50 of them for the home alone, each a request
// with ≈1 KB of headers, at most 6 at a time over HTTP/1.1.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  PRELOAD_FILE,
  type AppPreloadFile,
  type RenderedPageCode,
} from '../server/platform/http/app-preload-file.ts';
import {
  FIRST_PAINT_MODULES,
  manifestFiles,
  AFTER_HYDRATION_MODULES,
  LOADED_AFTER_HYDRATION,
  type ViteManifest,
} from './pwa-config.ts';

/** The router's module (a Vite manifest key: a path under web/). */
export const ROUTER_MODULE = 'app/start-app.tsx';
/** Every screen behind the session guard renders inside it. */
export const LAYOUT_MODULE = 'app/layout/app-layout.tsx';

/** The entry of server-rendered pages, in place of index.html's script (a Vite manifest key). */
export const RENDERED_PAGE_MODULE = 'rendered-page.ts';

export interface PreloadPlan {
  /** Landing paths: no hints (decision 003). */
  landing: string[];
  /** Route pattern → screen module (web/app/preloaded-screens.ts). */
  screens: Readonly<Record<string, string>>;
}

interface ModuleSets {
  landing: Set<string>;
  router: Set<string>;
  shell: Set<string>;
  /** Modules only ever imported lazily: each keeps its own file (and Vite manifest key). */
  lazy: Set<string>;
}

type Layer = keyof ModuleSets;

type Lookup = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    code: string | null;
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/**
 * Index modules that only re-export a package's parts (side-effect free): an icon or a Radix
 * part imported from them is one module, not the whole package. Following every import of such
 * an index put all of lucide's icons and Radix's parts used anywhere in the app into the layer
 * of any screen that used one of them (≈20 KB of icons and Radix's tabs in `app`).
 */
const BARRELS = ['lucide-react', 'radix-ui'] as const;

/** `export { default as Heart, … } from './icons/heart.mjs'` and `import * as Dialog from "@radix-ui/react-dialog"` + `export { Dialog }`. */
function barrelExports(code: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [, names = '', from = ''] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (exported) parts.set(exported, from);
    }
  }
  for (const [, name = '', from = ''] of code.matchAll(
    /import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g,
  )) {
    parts.set(name, from);
  }
  return parts;
}

/** The names a module imports from a barrel, or null when it takes the whole (namespace, default). */
function namesImported(code: string, barrel: string): string[] | null {
  const names: string[] = [];
  const quoted = barrel.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const match of code.matchAll(
    new RegExp(`import\\s*([^;]*?)\\s*from\\s*["']${quoted}["']`, 'g'),
  )) {
    const clause = match[1] ?? '';
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!named) return null;
    for (const name of (named[1] ?? '').split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported && imported !== 'type') names.push(imported.replace(/^type\s+/, ''));
    }
  }
  return names;
}

/**
 * A module and everything it imports statically; through a barrel, only the parts the importer
 * names (and what those import).
 */
function staticClosure(graph: Lookup, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const barrelParts = new Map<string, Map<string, string>>();
  const partsOf = (barrelId: string) => {
    let parts = barrelParts.get(barrelId);
    if (!parts) {
      const info = graph.getModuleInfo(barrelId);
      const specifiers = barrelExports(info?.code ?? '');
      parts = new Map();
      for (const [name, specifier] of specifiers) {
        const target = specifier.startsWith('.')
          ? path.resolve(path.dirname(barrelId), specifier)
          : info?.importedIds.find((id) => inPackage(id, specifier));
        if (target && info?.importedIds.includes(target)) parts.set(name, target);
      }
      barrelParts.set(barrelId, parts);
    }
    return parts;
  };
  const barrelIdOf = (importer: string, name: string) =>
    graph.getModuleInfo(importer)?.importedIds.find((id) => isBarrelIndex(id, name));
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const viaBarrel = new Set<string>();
    for (const name of BARRELS) {
      const barrelId = barrelIdOf(id, name);
      if (!barrelId) continue;
      const names = namesImported(info.code ?? '', name);
      const parts = partsOf(barrelId);
      // Names it cannot place (a namespace import, an export it does not list): the whole index.
      if (names === null || names.some((imported) => !parts.has(imported))) continue;
      viaBarrel.add(barrelId);
      for (const imported of names) visit(parts.get(imported)!);
    }
    for (const child of info.importedIds) if (!viaBarrel.has(child)) visit(child);
  };
  starts.forEach(visit);
  return seen;
}

/** The package's index module (what `from 'lucide-react'` resolves to), not one of its parts. */
function isBarrelIndex(id: string, name: string): boolean {
  const file = id.replaceAll('\\', '/');
  const at = file.lastIndexOf(`/node_modules/${name}/`);
  if (at < 0) return false;
  const inside = file.slice(at + `/node_modules/${name}/`.length);
  return /^dist\/(esm\/)?(index|lucide-react)\.m?js$/.test(inside);
}

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of
 * the file is compiled while it streams in, on another thread, instead of on the main thread
 * the first time it runs. Given to the files a page runs before it answers a tap (the landing,
 * the router, the layout and the browsing screens): in Chromium traces of a category page their
 * main-thread compiling fell from ≈ 100–150 ms to ≈ 35–60 ms and the page's hydration from
 * ≈ 60–120 ms to ≈ 35–50 ms (decision 027, session 16). Not for code fetched later (dialogs,
 * other screens), most of which may never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** npm packages kept in a file of their own when no first-paint module imports them. */
const ON_DEMAND_LIBRARIES = ['zod', 'sonner'] as const;

const inPackage = (id: string, name: string) =>
  id.replaceAll('\\', '/').includes(`/node_modules/${name}/`);

/**
 * The module sets, computed once the module graph is complete (buildEnd), and the groups that
 * read them while Rolldown cuts the chunks. Each set is closed under static imports, so a group
 * only ever imports from its own layer or a lower one: no two chunks import each other.
 */
export function webChunks(webRoot: string, preloadPlan: PreloadPlan) {
  const sets: ModuleSets = {
    landing: new Set(),
    router: new Set(),
    shell: new Set(),
    lazy: new Set(),
  };
  /** Group name → the shell's code fetched after hydration, with what it imports. */
  const afterHydration = new Map<string, Set<string>>();
  const fromWeb = (key: string) => path.join(webRoot, key);
  const shellScreens = FIRST_PAINT_MODULES.filter(
    (key) => key !== 'index.html' && key !== ROUTER_MODULE,
  );

  let outDir = '';
  const plugin: Plugin = {
    name: 'el-campo:web-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      sets.landing = staticClosure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      sets.router = staticClosure(this, [fromWeb(ROUTER_MODULE)]);
      sets.shell = staticClosure(this, shellScreens.map(fromWeb));
      sets.lazy = new Set(
        ids.filter((id) => {
          const info = this.getModuleInfo(id);
          return !!info && info.dynamicImporters.length > 0 && info.importers.length === 0;
        }),
      );
      for (const [name, modules] of Object.entries(AFTER_HYDRATION_MODULES)) {
        afterHydration.set(name, staticClosure(this, modules.map(fromWeb)));
      }
    },
    // After Vite has written its own first line (`__vite__mapDeps`): the hint must come first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const firstPaint = (id: string) =>
          sets.landing.has(id) || sets.router.has(id) || sets.shell.has(id);
        for (const chunk of Object.values(bundle)) {
          // The rendered page's own script is written into each page: no file to stream.
          if (chunk.type !== 'chunk' || chunk.facadeModuleId === fromWeb(RENDERED_PAGE_MODULE))
            continue;
          if (chunk.moduleIds.some(firstPaint)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
    closeBundle() {
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as ViteManifest;
      const preload = appPreload(manifest, preloadPlan);
      writeFileSync(path.join(outDir, PRELOAD_FILE), `${JSON.stringify(preload, null, 2)}\n`);
    },
  };

  const below = (id: string, ...layers: Layer[]) =>
    !sets.lazy.has(id) && !layers.some((layer) => sets[layer].has(id));

  const codeSplitting = {
    // Each set is already closed under static imports; pulling dependencies in would move
    // React out of the entry.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: 'router',
        priority: 30,
        test: (id: string) => sets.router.has(id) && below(id, 'landing'),
      },
      {
        name: 'app',
        priority: 20,
        minShareCount: 2,
        test: (id: string) => sets.shell.has(id) && below(id, 'landing', 'router'),
      },
      // What the shell fetches after hydrating (its dialogs, the home below the first screen):
      // each group's shared code in a file of its own (Radix's dialog, the stores' lists), not
      // with the page, and not the code every other screen shares.
      ...Object.keys(AFTER_HYDRATION_MODULES).map((name, index) => ({
        name,
        priority: 19 - index,
        test: (id: string) =>
          !!afterHydration.get(name)?.has(id) && below(id, 'landing', 'router', 'shell'),
      })),
      // Libraries that screens load on demand from several places (validation, toasts): each
      // in a file of its own, so the toaster does not fetch zod and a form does not fetch the
      // code every other screen shares.
      ...ON_DEMAND_LIBRARIES.map((name) => ({
        name,
        priority: 15,
        test: (id: string) => below(id, 'landing', 'router', 'shell') && inPackage(id, name),
      })),
      {
        name: 'shared',
        priority: 10,
        minShareCount: 2,
        test: (id: string) => below(id, 'landing', 'router'),
      },
    ],
  };

  return { plugin, codeSplitting };
}

/** The preload list the server reads: the app's common files, then each screen's own. */
export function appPreload(manifest: ViteManifest, plan: PreloadPlan): AppPreloadFile {
  const common = appPreloadFiles(manifest);
  const loaded = new Set([...common, ...manifestClosure(manifest, ['index.html'])]);
  const layoutLater = new Set(laterFiles(manifest, [ROUTER_MODULE, LAYOUT_MODULE]));
  return {
    skip: plan.landing,
    modulepreload: common.map((file) => `/${file}`),
    screens: Object.entries(plan.screens).map(([route, module]) => {
      const own = manifestClosure(manifest, [module]);
      return {
        route,
        modulepreload: own.filter((file) => !loaded.has(file)).map((file) => `/${file}`),
        later: laterFiles(manifest, [ROUTER_MODULE, LAYOUT_MODULE, module])
          .filter((file) => !layoutLater.has(file) && !own.includes(file))
          .map((file) => `/${file}`),
      };
    }),
    renderedPage: renderedPageCode(manifest, [...layoutLater]),
  };
}

function renderedPageCode(manifest: ViteManifest, later: string[]): RenderedPageCode | null {
  const script = manifest[RENDERED_PAGE_MODULE]?.file;
  const app = manifest[ROUTER_MODULE]?.file;
  if (!script || !app) return null;
  const code = manifestClosure(manifest, [ROUTER_MODULE, LAYOUT_MODULE]);
  return {
    script: `/${script}`,
    app: `/${app}`,
    code: code.filter((file) => file !== app).map((file) => `/${file}`),
    later: later.map((file) => `/${file}`),
  };
}

/**
 * The files of what the code of these modules loads once hydrated: the modules of
 * LOADED_AFTER_HYDRATION they (or those) `import()`, with their static imports, less what these
 * modules load anyway. Per screen: the category's and the product's pages keep no rules for
 * the home's lower sections.
 */
function laterFiles(manifest: ViteManifest, keys: string[]): string[] {
  const afterHydration = new Set<string>(LOADED_AFTER_HYDRATION);
  const fetched = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    chunk?.imports?.forEach(visit);
    for (const module of chunk?.dynamicImports ?? []) {
      if (afterHydration.has(module) && !fetched.has(module)) {
        fetched.add(module);
        visit(module);
      }
    }
  };
  keys.forEach(visit);
  const loaded = new Set(manifestClosure(manifest, keys));
  return manifestClosure(manifest, [...fetched]).filter((file) => !loaded.has(file));
}

/** The JavaScript files of these manifest keys and of everything they import statically. */
const manifestClosure = (manifest: ViteManifest, keys: string[]): string[] =>
  [...manifestFiles(manifest, keys)].filter((file) => file.endsWith('.js'));

/**
 * What any page but the landing needs before its screen renders: the router and the layout
 * with their static imports (JavaScript only; the stylesheet is in index.html), minus what
 * index.html already loads.
 */
export function appPreloadFiles(manifest: ViteManifest): string[] {
  const inHtml = new Set(manifestClosure(manifest, ['index.html']));
  return manifestClosure(manifest, [ROUTER_MODULE, LAYOUT_MODULE]).filter(
    (file) => !inHtml.has(file),
  );
}
