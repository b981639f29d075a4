import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createMemoryRouter, matchesPath, RouterProvider } from './lib/router';
import { appRoutes } from './app/router';
import { documentTitle, titleOf } from './lib/route-title';
import { BROWSING_SCREENS, type BrowsingScreen } from '../domain/browsing-screens';
import { SCREEN_PREFETCHES } from './app/server-rendered-screens';
import { createQueryClient } from './lib/query-client';
import { pageQueries, type PageQuery } from './lib/page-queries';
import { setRenderScopeStore, type RenderScope } from './lib/render-scope';

// The server build of the web app (decision 013): `vite build --ssr` emits it to dist/web-server,
// and the server (server/platform/http/server-render.ts) imports it by path at start. It renders
// the signed-in browsing screens with the same route table, screens and query options as the
// browser, for the session of the page cookie, and hands back what the browser needs to hydrate.

/** What the browser reads from `<script type="application/json" id="server-render">`. */
export interface ServerRenderData {
  /** Whose page this is: the browser hydrates only when its own session is the same person. */
  userId: number;
  /**
   * The API GETs the page was drawn with: the browser never made them, so it asks its service
   * worker to keep them for offline use (web/lib/pwa-updates.ts).
   */
  apiReads: string[];
  user: RenderScope['user'];
  /** The page's form token (decision 027): the hydration draws the same forms. */
  formToken: string;
  /** Rendered for a phone: the hydration leaves out the same parts (web/lib/phone-page.ts). */
  phone: boolean;
  queries: PageQuery[];
}

export interface RenderRequest {
  /** The page's full address (origin, path and query). */
  url: string;
  scope: RenderScope;
  /** Gives up on a render that takes too long: the server sends the plain shell instead. */
  signal: AbortSignal;
}

export interface RenderedPage {
  html: string;
  title: string;
  data: ServerRenderData;
}

export interface ScopeStore {
  run<T>(scope: RenderScope, task: () => T): T;
  getStore(): RenderScope | undefined;
}

/**
 * The renderer, bound to the server's AsyncLocalStorage: requests render concurrently, and the
 * web code reads the session and reaches the API through it (web/lib/render-scope.ts).
 * Resolves to null when the address is not one of these screens or a loader redirected.
 */
export function createRenderer(store: ScopeStore) {
  setRenderScopeStore(store);
  return (request: RenderRequest): Promise<RenderedPage | null> => {
    const apiReads: string[] = [];
    const scope: RenderScope = {
      ...request.scope,
      fetch: (path, init) => {
        if ((init?.method ?? 'GET') === 'GET') apiReads.push(path);
        return request.scope.fetch(path, init);
      },
    };
    return store.run(scope, () => render({ ...request, scope }, apiReads));
  };
}

async function render(
  { url, scope, signal }: RenderRequest,
  apiReads: string[],
): Promise<RenderedPage | null> {
  const address = new URL(url);
  // Only the browsing screens are rendered here; any other page is the shell the browser renders.
  const screen = (Object.keys(BROWSING_SCREENS) as BrowsingScreen[]).find((name) =>
    matchesPath(BROWSING_SCREENS[name].route, address.pathname),
  );
  if (!screen) return null;

  const requested = `${address.pathname}${address.search}`;
  const router = createMemoryRouter(appRoutes, { initialEntries: [requested] });
  await router.ready;
  const { location, matches, error } = router.state;
  // A guard sent the address elsewhere, or a screen's code failed: the browser draws the page.
  if (error || `${location.pathname}${location.search}` !== requested) return null;

  const queryClient = createQueryClient();
  const params = matches.at(-1)?.params ?? {};
  await SCREEN_PREFETCHES[screen](queryClient, params, address.searchParams);

  // Rendered by Preact (`react-dom/server` is preact/compat/server, decision 027), as the browser
  // hydrates with it. Any error, even one the browser could recover from, sends the plain shell:
  // the recovery would need an inline script, and the browser renders the page itself anyway.
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
    {
      signal,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  // A part that suspended is streamed after its fallback with an inline script that moves it in
  // place, which our CSP refuses: such a page would never be whole, so the shell goes instead.
  if (html.includes('<script')) throw new Error('A server-rendered page suspended');
  const userId = Number(scope.user.id);
  const data: ServerRenderData = {
    userId,
    apiReads,
    user: scope.user,
    formToken: scope.formToken,
    phone: scope.phone,
    queries: pageQueries(queryClient),
  };
  queryClient.clear();
  return {
    html,
    title: documentTitle(
      titleOf(
        matches.map(({ route, params }) => ({ params, handle: route.handle })),
        address.searchParams,
      ),
    ),
    data,
  };
}
