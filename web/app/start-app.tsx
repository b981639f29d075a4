import { keepPageFormToken } from '../lib/page-forms';
import { keepPhonePage } from '../lib/phone-page';
import { hydrate as hydrateQueries, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { tokenSubject } from '../../domain/accounts/session';
import { nextTask } from '../lib/hydration-slice';
import { RouterProvider } from '../lib/router';
import { keepForOffline, registerServiceWorker, reloadOnceWhenChunksGoMissing } from '../lib/pwa';
import { queryClient } from '../lib/query-client';
import { dehydratedState, type PageQuery } from '../lib/page-queries';
import {
  getStoredToken,
  getStoredUser,
  hasSession,
  storeUser,
  type StoredUser,
} from '../lib/session';
import { applyTextZoom, readStoredTextZoom, storeTextZoom } from '../lib/text-zoom';
import '../lib/zod-config';
import { createAppRouter } from './router';

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
  formToken?: string;
  phone?: boolean;
  queries: PageQuery[];
}

/** What the server drew this page with, when it drew it for this browser's session. */
function serverRender(): ServerRender | null {
  const block = document.getElementById('server-render');
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as ServerRender;
    return hasSession() && tokenSubject(getStoredToken()) === data.userId ? data : null;
  } catch {
    return null;
  }
}

/**
 * A page the server rendered (web/rendered-page.ts): hydrated when it was drawn for this
 * browser's session, else drawn here as any other page (e.g. signed out in this browser while
 * the page cookie stayed).
 */
export function startRenderedPage(container: HTMLElement): Promise<unknown> {
  // The server drew the page at the text size of its cookie; a device whose size predates the
  // cookie gets it now, and the cookie for its next page.
  const zoom = readStoredTextZoom();
  applyTextZoom(zoom);
  storeTextZoom(zoom);
  const server = serverRender();
  return server ? hydrateApp(container, server) : startApp(createRoot(container));
}

/**
 * Takes over a page the server rendered (decision 013): the answers it was drawn with go into
 * the query cache, the router opens the address (its screens' code loaded: a screen still
 * loading would draw the splash instead of the page), and Preact attaches to the HTML instead of
 * drawing it again. The tree is the server's: the same providers around the same route table.
 */
export async function hydrateApp(container: HTMLElement, server: ServerRender): Promise<Root> {
  // Three tasks at least, none long (decision 027): the code's evaluation, setting up, then
  // hydration, itself in slices (web/lib/hydration-slice.tsx).
  await nextTask();
  reloadOnceWhenChunksGoMissing();
  // The profile the server drew the page with (greeting, menu entries): it is the same person
  // (checked by the entry), and the freshest copy of their profile.
  storeUser({ ...getStoredUser(), ...server.user });
  keepPageFormToken(server.formToken);
  keepPhonePage(server.phone);
  hydrateQueries(queryClient, dehydratedState(server.queries));
  const router = createAppRouter();
  await router.ready;
  await nextTask();
  // Preact (decision 027) hydrates in one synchronous pass (compat's startTransition only runs
  // its callback): the parts wrapped in HydrationSlice leave it and hydrate in tasks of their own.
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
