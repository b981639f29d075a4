import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenSubject } from '../../../domain/accounts/session';
import type { UserProfile } from '../../../domain/api/accounts';
import { apiPaths } from '../../../domain/api/paths';
import { TEXT_ZOOM } from '../../../domain/limits';
import { clampZoom, TEXT_ZOOM_COOKIE } from '../../../domain/text-zoom';
import { pageFormToken } from '../auth/page-form-token';
import { clearSessionCookie, readCookie, readSessionCookie } from '../auth/session-cookie';
import { BROWSING_SCREENS, routePattern } from '../../../domain/browsing-screens';
import {
  classesInCode,
  pageStylesheet,
  type CodeClasses,
  type PageStylesheet,
} from './page-stylesheet';
import { acceptedEncoding, addVary } from './send-prepared';
import { allowInlineScript } from './security-headers';
import { renderedPageCode, renderedPageScript } from './spa';

// Server rendering of the signed-in browsing screens (docs/decisions/013-server-rendering.md).
// The web app's server build (web/entry-server.tsx → dist/web-server/entry-server.js) is
// imported by path: server and web never import each other's sources. A page is rendered only
// for a session cookie whose token the API accepts; the data comes from the API itself (inject,
// with the person's token and address), so every rule of what a person may see stays in the
// routes. Anything else (no cookie, a refused one, an address the renderer does not know, an
// error or a slow render) gets the plain shell, which the browser completes as before.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality for a rendered page. 6 rather than the API answers' 4 (app.ts): a category
 * page of 134 KB comes to 16.9 KB instead of 18.1 KB for ≈ 0.5 ms more CPU (1.5 ms in all,
 * measured 2026-12-05), and on 3G each 14.6 KB of a page past the first is one more round trip
 * of TCP's slow start (300 ms, decision 027). From 9 on it costs ten times as much.
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * A rendered page compressed for this request: @fastify/compress adds its hooks to routes, and
 * pages are answered by the not-found handler, which it never sees.
 */
async function compressedPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const encoding = acceptedEncoding(request);
  addVary(reply, 'Accept-Encoding');
  if (encoding === null) return body;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    : gzip(body);
}

/** What @fastify/rate-limit adds to an answer it counts. */
const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

/** A render slower than this sends the shell: the browser would have painted it by then. */
const RENDER_BUDGET_MS = 3000;

/** The profile fields the screens draw with (greeting, menu, review author); nothing else. */
type RenderUser = Pick<UserProfile, 'id' | 'name' | 'first_name' | 'last_name' | 'phone' | 'role'>;

interface RenderScope {
  origin: string;
  token: string;
  /** Drawn into the page's forms (decision 027, page-forms.ts). */
  formToken: string;
  user: RenderUser;
  /** The browser says it is a phone's (web/lib/render-scope.ts). */
  phone: boolean;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

interface RenderedPage {
  html: string;
  title: string;
  data: unknown;
}

/** The module web/entry-server.tsx builds to (only what the server uses of it). */
interface WebRendererModule {
  createRenderer(
    store: AsyncLocalStorage<RenderScope>,
  ): (request: {
    url: string;
    scope: RenderScope;
    signal: AbortSignal;
  }) => Promise<RenderedPage | null>;
}

export interface ServerRenderer {
  /** Sends the page's server-rendered HTML and resolves true, or resolves false for the shell. */
  trySend(
    request: FastifyRequest,
    reply: FastifyReply,
    headTags: Promise<string>,
  ): Promise<boolean>;
}

/** Escapes JSON for a `<script type="application/json">` block: nothing in it can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const APP_HTML = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;

/** index.html's script and the preload tags Vite wrote for its imports. */
const ENTRY_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
/** Where a rendered page's own script goes (renderedPageScript in spa.ts). */
const PAGE_SCRIPT = '<!--page-script-->';

/**
 * index.html for rendered pages: a slot for the page's script (web/rendered-page.ts) in place
 * of index.html's script and its preloads. The page is readable without its code, so the code
 * is asked for only once the page is painted: on a slow connection the HTML and its photos
 * take the bandwidth first. The shell, which shows nothing without its code, keeps the code's
 * preload hints (spa.ts). An older build without that script keeps index.html as it is.
 */
function renderedPageTemplate(indexHtml: string, hasPageScript: boolean): string {
  if (!hasPageScript) return indexHtml;
  let first = true;
  return indexHtml.replace(ENTRY_TAGS, () => {
    if (!first) return '';
    first = false;
    return `\n    ${PAGE_SCRIPT}`;
  });
}

/** index.html's inlined stylesheet and the file it was built from (vite.config.ts). */
const INLINE_STYLESHEET = /<style data-href="([^"]*)">([\s\S]*?)<\/style>/;
/** Where a rendered page's own rules go. */
const PAGE_STYLE = '<!--page-style-->';

/**
 * index.html's stylesheet taken out of the template: a rendered page carries only the rules its
 * HTML and its code use, and the app loads the whole file when it loads more code (decision 027). Null for a
 * build that inlines it without naming its file: the page then keeps the whole stylesheet.
 */
function takeStylesheet(template: string): {
  template: string;
  stylesheet: { sheet: PageStylesheet; href: string } | null;
} {
  const match = INLINE_STYLESHEET.exec(template);
  if (!match) return { template, stylesheet: null };
  return {
    template: template.replace(INLINE_STYLESHEET, () => PAGE_STYLE),
    stylesheet: { sheet: pageStylesheet(match[2]!), href: match[1]! },
  };
}

/** index.html's own script: the landing's fast path and React, never drawn in a rendered page. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"/;

/**
 * Classes in a rendered page's code that it never draws: the router's HydrateFallback
 * (AppSplash, web/app/root-shell.tsx) shows only while a page without data loads, and a rendered
 * page hydrates with its data. Their rules were ≈ 545 bytes of every page (decision 027).
 */
const NOT_DRAWN_ONCE_RENDERED = ['app-splash', 'app-splash__bar'];

/**
 * The classes the code of the page at `pathname` can draw (its files read once per set of
 * files: a few screens share them), or undefined for a build without the list. index.html's
 * entry is left out: its words (React's, the landing's classes) would only add rules.
 */
function codeClassesOf(webRoot: string, indexHtml: string) {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  const known = new Map<string, CodeClasses>();
  return (pathname: string): CodeClasses | undefined => {
    const files = renderedPageCode(webRoot, pathname)?.filter((file) => file !== entry);
    if (!files) return undefined;
    const key = files.join(' ');
    let code = known.get(key);
    if (!code) {
      const classes = new Set<string>();
      for (const file of files) {
        const text = readFileSync(path.join(webRoot, file), 'utf8');
        for (const name of classesInCode(text)) classes.add(name);
      }
      for (const name of NOT_DRAWN_ONCE_RENDERED) classes.delete(name);
      code = { key, classes };
      known.set(key, code);
    }
    return code;
  };
}

/** `<html …>` at the person's text size (its cookie), as web/lib/text-zoom.ts would set it. */
function atTextSize(html: string, request: FastifyRequest): string {
  const zoom = clampZoom(readCookie(request, TEXT_ZOOM_COOKIE));
  if (zoom === TEXT_ZOOM.default) return html;
  return html.replace('<html lang="es">', () => `<html lang="es" style="font-size: ${zoom}%">`);
}

/**
 * The server renderer of the build next to `webRoot` (dist/web-server next to dist/web), or
 * null when there is none (an older build, or tests without a build): every page is the shell.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webRoot: string,
): Promise<ServerRenderer | null> {
  const moduleFile = path.join(webRoot, '..', 'web-server', 'entry-server.js');
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(moduleFile) || !existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const { template, stylesheet } = takeStylesheet(
    renderedPageTemplate(
      indexHtml,
      // Null only for a build without web/rendered-page.ts.
      renderedPageScript(webRoot, '/') !== null,
    ),
  );
  if (!APP_HTML.test(template)) {
    app.log.warn('index.html has no <!--app-html--> marker: pages will not be server-rendered');
    return null;
  }
  const codeClasses = codeClassesOf(webRoot, indexHtml);
  const web = (await import(pathToFileURL(moduleFile).href)) as WebRendererModule;
  const render = web.createRenderer(new AsyncLocalStorage<RenderScope>());
  const patterns = Object.values(BROWSING_SCREENS).map(({ route }) => routePattern(route).pattern);

  /**
   * Same-origin API calls of the render, answered by the app itself. The web code sends the
   * cookie's token as its bearer header exactly where it would send the stored one.
   */
  const apiFetch =
    (request: FastifyRequest) =>
    async (url: string, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      headers.delete('accept-encoding');
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(headers),
        payload: typeof init.body === 'string' ? init.body : undefined,
        // The person's own address: their API limits count these calls as theirs.
        remoteAddress: request.ip,
      });
      const status = answer.statusCode;
      return new Response(status === 204 || status === 304 ? null : answer.rawPayload, {
        status,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };

  /** The cookie's person, or null (and the cookie removed) when the API refuses the token. */
  async function signedInUser(request: FastifyRequest, reply: FastifyReply, token: string) {
    const answer = await apiFetch(request)(`/api/v1${apiPaths.accounts.me}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status === 401) {
      clearSessionCookie(request, reply);
      return null;
    }
    if (!answer.ok) return null;
    const { data } = (await answer.json()) as { data: UserProfile };
    if (tokenSubject(token) !== data.id) return null;
    const { id, name, first_name, last_name, phone, role } = data;
    return { id, name, first_name, last_name, phone, role };
  }

  return {
    async trySend(request, reply, headTags) {
      if (request.method !== 'GET') return false;
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (!patterns.some((pattern) => pattern.test(pathname))) return false;
      const token = readSessionCookie(request);
      if (!token) return false;
      try {
        const user = await signedInUser(request, reply, token);
        if (!user) return false;
        const origin = `${request.protocol}://${request.host}`;
        const signal = AbortSignal.timeout(RENDER_BUDGET_MS);
        // The budget covers the data too (a slow database), not only React's part.
        const outOfTime = new Promise<null>((resolve) =>
          signal.addEventListener('abort', () => resolve(null), { once: true }),
        );
        const rendering = render({
          url: `${origin}${request.url}`,
          scope: {
            origin,
            token,
            formToken: pageFormToken(token),
            user,
            phone: request.headers['sec-ch-ua-mobile'] === '?1',
            fetch: apiFetch(request),
          },
          signal,
        });
        // A render that fails after the shell went out has nobody to tell.
        rendering.catch(() => undefined);
        const page = await Promise.race([rendering, outOfTime]);
        if (!page) return false;
        const tags = await headTags;
        const script = renderedPageScript(webRoot, pathname, stylesheet?.href);
        if (script?.cspHash) allowInlineScript(reply, script.cspHash);
        const drawn = atTextSize(template, request)
          .replace(PAGE_SCRIPT, () => script?.tag ?? '')
          .replace(APP_HTML, () => page.html)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
          .replace('</head>', () => `${tags}</head>`)
          .replace(
            '</body>',
            () =>
              `<script type="application/json" id="server-render">${jsonForScript(page.data)}</script>\n  </body>`,
          );
        // The rules of the classes in the page's HTML (the template's own included) and of
        // those its code can draw until it loads more (web/lib/whole-stylesheet.ts).
        const html = stylesheet
          ? drawn.replace(
              PAGE_STYLE,
              () => `<style>${stylesheet.sheet.forHtml(drawn, codeClasses(pathname))}</style>`,
            )
          : drawn;
        // One person's page: never kept by a shared cache, nor by the browser's (the service
        // worker falls back to the precached shell offline, decision 007).
        reply.header('cache-control', 'private, no-store');
        // Its forms post to this site before the code arrives (decision 027), and the server
        // checks their Origin: under the site's `no-referrer` a browser sends `Origin: null`.
        // `same-origin` names the page to this site only, never to another; these addresses
        // carry nothing secret (the sign-in link's page keeps `no-referrer`).
        reply.header('referrer-policy', 'same-origin');
        addVary(reply, 'Cookie', 'Sec-CH-UA-Mobile');
        // The limiter's counters (security.ts) mean something to an API client, not to a browser
        // showing a page, whose headers share TCP's first round trip with the HTML (decision 027).
        for (const name of RATE_LIMIT_HEADERS) reply.removeHeader(name);
        const body = await compressedPage(request, reply, html);
        await reply.type('text/html; charset=utf-8').send(body);
        return true;
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed: sending the shell');
        return false;
      }
    },
  };
}
