import { routes } from '../lib/paths';

/**
 * The browsing screens whose code the server sends as preload hints with the page itself
 * (scripts/web-chunks.ts writes the files, server/platform/http/spa.ts the `Link` header), so
 * the browser does not wait for the router to run before asking for them. Route pattern →
 * module (a path under web/, as Vite's manifest names it); preloaded-screens.test.ts checks each
 * against the route table.
 */
export const PRELOADED_SCREENS: Readonly<Record<string, string>> = {
  [routes.home]: 'app/home-route.tsx',
  [routes.categoryProducts]: 'app/catalogue-route.tsx',
  [routes.product]: 'app/product-detail-route.tsx',
};
