import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker, reloadOnceWhenChunksGoMissing } from '../lib/pwa';
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
