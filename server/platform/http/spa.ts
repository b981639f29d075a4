import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePattern } from '../../../domain/browsing-screens';
import { PRELOAD_FILE, type AppPreloadFile } from './app-preload-file';

// Serves the built web app (dist/web). Hashed files under /assets never change, so browsers
// keep them for a year; index.html must be revalidated so a new release is picked up, and so
// must /sw.js and /manifest.webmanifest (the browser compares the worker byte for byte to find
// an update; docs/decisions/007-pwa.md). The worker's Workbox runtime is named by its hash.
// Any other GET for a page (no file extension) answers index.html: docs/product.md §2 routes are client
// routes, and /producto/12 must work when opened from a WhatsApp link.
//
// Every page but the landing also gets `Link: rel=modulepreload` hints for the JavaScript any
// app screen needs first (the router and the layout's code) and, on the browsing screens (home,
// category, product), that screen's own file; the build lists them in .vite/app-preload.json
// (app-preload-file.ts, written by scripts/web-chunks.ts). The browser fetches them with index.html's own script instead of
// after it has run, which on a 3G round trip of 300 ms saves one or two. A server-rendered page
// goes without them: it is readable before its code arrives (server-render.ts).

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Content-hashed file names: `assets/<name>-<hash>.<ext>` and `workbox-<hash>.js`. */
function isHashedFile(filePath: string): boolean {
  return (
    filePath.includes(`${path.sep}assets${path.sep}`) ||
    /^workbox-[0-9a-f]{8}\.js(\.br|\.gz)?$/.test(path.basename(filePath))
  );
}

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'web app not built: pages will answer 503 (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        isHashedFile(filePath) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}

/** Photos stored on local disk. Their names are random and never reused: cache for a year. */
export async function registerUploads(app: FastifyInstance, root: string): Promise<void> {
  // A fresh DATA_DIR has no uploads yet; created here, the first start prints no warning.
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/** The build's list (AppPreloadFile), checked and ready to match pages against. */
interface AppPreload {
  skip: Set<string>;
  /** The hints every app page gets. */
  common: string[];
  /** A screen's own files, and those it fetches after hydrating, for the pages its route matches. */
  screens: Array<{ route: RegExp; files: string[]; later: string[] }>;
  /** What a server-rendered page loads (web/rendered-page.ts), when the build says. */
  renderedPage: {
    script: string;
    /** The script's own text, written into the page (null when it cannot be: see below). */
    inline: InlineScript | null;
    app: string;
    code: string[];
    later: string[];
  } | null;
  /** Bytes of each file a rendered page fetches with its code (0 when unreadable). */
  sizes: Map<string, number>;
}

/** A script written into the page, and its hash for the page's Content-Security-Policy. */
export interface InlineScript {
  source: string;
  /** `'sha256-…'`, as a CSP source. */
  cspHash: string;
}

/**
 * web/rendered-page.ts's built file, to write into the page instead of naming it: on 3G a
 * separate file costs a round trip (300 ms) and waits for a connection the page's photos hold,
 * all before the code is even asked for (decision 027). Null if unreadable or not safe to
 * inline (a `</script` in it would end the tag early, a `<!--` changes how the HTML parser reads
 * it): the page then names the file.
 */
function inlineScript(webRoot: string, script: string): InlineScript | null {
  try {
    const source = readFileSync(path.join(webRoot, script), 'utf8').trimEnd();
    if (/<\/script|<!--/i.test(source)) return null;
    const digest = createHash('sha256').update(source).digest('base64');
    return { source, cspHash: `'sha256-${digest}'` };
  } catch {
    return null;
  }
}

const preloads = new Map<string, AppPreload | null>();

const isAssetUrl = (url: unknown): url is string =>
  typeof url === 'string' && /^\/[\w./-]+$/.test(url);

const assetUrls = (list: unknown): string[] => (Array.isArray(list) ? list.filter(isAssetUrl) : []);

/** The build's preload list, read once per web root (a new build needs a restart anyway). */
function appPreload(webRoot: string): AppPreload | null {
  if (!preloads.has(webRoot)) {
    let preload: AppPreload | null = null;
    try {
      const raw = JSON.parse(
        readFileSync(path.join(webRoot, PRELOAD_FILE), 'utf8'),
      ) as Partial<AppPreloadFile>;
      preload = {
        skip: new Set(Array.isArray(raw.skip) ? raw.skip.filter((p) => typeof p === 'string') : []),
        common: assetUrls(raw.modulepreload),
        screens: (Array.isArray(raw.screens) ? raw.screens : [])
          // Checked anyway: the file may come from an older build.
          .filter((screen) => typeof screen?.route === 'string')
          .map((screen) => ({
            route: routePattern(screen.route).pattern,
            files: assetUrls(screen.modulepreload),
            later: assetUrls(screen.later),
          })),
        renderedPage:
          isAssetUrl(raw.renderedPage?.script) && isAssetUrl(raw.renderedPage.app)
            ? {
                script: raw.renderedPage.script,
                inline: inlineScript(webRoot, raw.renderedPage.script),
                app: raw.renderedPage.app,
                code: assetUrls(raw.renderedPage.code),
                later: assetUrls(raw.renderedPage.later),
              }
            : null,
        sizes: new Map(),
      };
      const fetched = [
        ...(preload.renderedPage?.code ?? []),
        ...preload.screens.flatMap(({ files }) => files),
      ];
      preload.sizes = new Map(fetched.map((url) => [url, fileSize(path.join(webRoot, url))]));
    } catch {
      // An older build without the list: pages work the same, without hints.
    }
    preloads.set(webRoot, preload);
  }
  return preloads.get(webRoot) ?? null;
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Largest first. A page asks for its code files at once, at most six at a time over HTTP/1.1,
 * each on a connection whose window starts small: the largest (React Router's then, ≈ 28 KB
 * brotli) asked for last arrived a second after the others on 3G, and the page hydrated only
 * then (decision 027).
 */
const largestFirst = (preload: AppPreload, files: string[]): string[] =>
  files.toSorted((a, b) => (preload.sizes.get(b) ?? 0) - (preload.sizes.get(a) ?? 0));

const screenOf = (preload: AppPreload, pathname: string) =>
  preload.screens.find(({ route }) => route.test(pathname));

/** The own files of the screen whose route matches `pathname` (none for other pages). */
const screenFiles = (preload: AppPreload, pathname: string): string[] =>
  screenOf(preload, pathname)?.files ?? [];

/**
 * The script of a server-rendered page at `pathname`, in place of index.html's (null for builds
 * without it): web/rendered-page.ts, written into the page (with the hash its CSP must allow)
 * or else named, told which file to import once the page is painted (`data-app`) and which to
 * fetch alongside (`data-code`: the app's and the screen's own, largest first), and the whole
 * stylesheet (`data-css`), of which the page carries only its own rules.
 */
export function renderedPageScript(
  webRoot: string,
  pathname: string,
  stylesheet?: string,
): { tag: string; cspHash: string | null } | null {
  const preload = appPreload(webRoot);
  const page = preload?.renderedPage;
  if (!page) return null;
  const code = largestFirst(preload, [...page.code, ...screenFiles(preload, pathname)]).join(' ');
  const css = stylesheet ? ` data-css="${stylesheet}"` : '';
  const data = `data-app="${page.app}" data-code="${code}"${css}`;
  return page.inline
    ? {
        tag: `<script type="module" ${data}>${page.inline.source}</script>`,
        cspHash: page.inline.cspHash,
      }
    : {
        tag: `<script type="module" crossorigin src="${page.script}" ${data}></script>`,
        cspHash: null,
      };
}

/**
 * Root-relative URLs of the JavaScript a server-rendered page at `pathname` loads (the app, the
 * files it imports, the screen's own, and the dialogs and sections it fetches after hydrating), or
 * null for builds without the list: what that page's code can draw (server-render.ts keeps their
 * rules, decision 027).
 */
export function renderedPageCode(webRoot: string, pathname: string): string[] | null {
  const preload = appPreload(webRoot);
  const page = preload?.renderedPage;
  if (!page) return null;
  const screen = screenOf(preload, pathname);
  return [
    page.app,
    ...page.code,
    ...(screen?.files ?? []),
    ...page.later,
    ...(screen?.later ?? []),
  ];
}

/** The `Link` header for a page, or null for the landing (and builds without the list). */
function preloadLink(webRoot: string, pathname: string): string | null {
  const preload = appPreload(webRoot);
  if (!preload || preload.skip.has(pathname)) return null;
  const urls = [...preload.common, ...screenFiles(preload, pathname)];
  return urls.length > 0 ? urls.map((url) => `<${url}>; rel=modulepreload`).join(', ') : null;
}

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    !pathname.startsWith('/api/') && !pathname.startsWith('/uploads/') && !path.extname(pathname)
  );
}

const indexFiles = new Map<string, string>();

/** index.html with `tags` added at the end of its <head> (read once per web root). */
function indexWithHead(webRoot: string, tags: string): string {
  let html = indexFiles.get(webRoot);
  if (html === undefined) {
    html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    indexFiles.set(webRoot, html);
  }
  return html.replace('</head>', `${tags}\n</head>`);
}

/** The `Link` header of a page: its own hints, then the app's code to preload. */
function pageLinkHeader(webRoot: string, pathname: string, hints: string[]): string {
  return [...hints, preloadLink(webRoot, pathname)].filter(Boolean).join(', ');
}

/**
 * index.html for a client route; `hints` are the page's own Link values (page-hints.ts) and
 * `headTags` its own <head> tags (page-head.ts), such as a product's link preview.
 */
export function sendAppShell(
  reply: FastifyReply,
  webRoot: string,
  hints: string[] = [],
  headTags = '',
) {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('La aplicación web no está compilada. Ejecuta: npm run build');
  }
  const link = pageLinkHeader(webRoot, reply.request.url.split('?')[0] ?? '/', hints);
  if (link) reply.header('link', link);
  reply.header('cache-control', 'no-cache');
  if (headTags)
    return reply.type('text/html; charset=utf-8').send(indexWithHead(webRoot, headTags));
  return reply.sendFile('index.html', webRoot);
}
