import { hydrate as hydrateQueries, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { HydrationState } from 'react-router';
import { keepForOffline, registerServiceWorker, reloadOnceWhenChunksGoMissing } from '../lib/pwa';
import { queryClient } from '../lib/query-client';
import { getStoredUser, storeUser, type StoredUser } from '../lib/session';
import '../lib/zod-config';
import { appRoutes, createAppRouter } from './router';

/**
 * Creates the router and renders it. With `firstNavigation` (a tap on the landing page
 * before the router existed) it navigates first, so the landing page stays on screen until
 * the next screen is ready instead of flashing a loader.
 */
export async function startApp(root: Root, firstNavigation?: string): Promise<void> {
  reloadOnceWhenChunksGoMissing();
  const router = createAppRouter();
  if (firstNavigation) await router.navigate(firstNavigation);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // Only people who go into the app get the offline cache: a visitor who just reads the landing
  // page never pays for precaching screens they have not opened.
  registerServiceWorker();
}

/** What the server rendered the page with (web/entry-server.tsx, ServerRenderData). */
export interface ServerRender {
  userId: number;
  apiReads: string[];
  user: StoredUser;
  loaderData: HydrationState['loaderData'];
  queries: DehydratedState;
}

/**
 * Takes over a page the server rendered (decision 013): the answers it was drawn with go into
 * the query cache, the matched screens' code is loaded (a lazy route still loading would draw
 * the splash instead of the page), and React attaches to the HTML instead of drawing it again.
 * The tree is the server's: the same providers around the same route table.
 */
export async function hydrateApp(container: HTMLElement, server: ServerRender): Promise<Root> {
  reloadOnceWhenChunksGoMissing();
  // The profile the server drew the page with (greeting, menu entries): it is the same person
  // (checked by the entry), and the freshest copy of their profile.
  storeUser({ ...getStoredUser(), ...server.user });
  hydrateQueries(queryClient, server.queries);
  const lazyMatches = (matchRoutes(appRoutes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(appRoutes, {
    hydrationData: { loaderData: server.loaderData, actionData: null, errors: null },
  });
  const root = hydrateRoot(
    container,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  keepForOffline(server.apiReads);
  registerServiceWorker();
  return root;
}
