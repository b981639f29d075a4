// The three browsing screens (home, a category, a product), listed once. Everything that treats
// them apart reads this table: their routes (web/lib/paths.ts), the server rendering them for a
// signed-in cookie (decision 013: server/platform/http/server-render.ts, and the data each
// prefetches in web/app/server-rendered-screens.ts), the code sent as preload hints with the
// page and built into the first-paint layer (decision 009: vite.config.ts, scripts/pwa-config.ts),
// and the first API call sent from the entry (decision 010: web/app/early-requests.ts). A fourth
// screen is one more row here; the type checker then asks for its prefetch.

export const BROWSING_SCREENS = {
  home: { route: '/inicio', module: 'app/home-route.tsx' },
  catalogue: { route: '/productos/:category', module: 'app/catalogue-route.tsx' },
  product: { route: '/producto/:id', module: 'app/product-detail-route.tsx' },
} as const satisfies Record<string, { route: string; module: string }>;

export type BrowsingScreen = keyof typeof BROWSING_SCREENS;

/** Route pattern → screen module (a path under web/, as Vite's manifest names it). */
export const browsingScreenModules = (): Record<string, string> =>
  Object.fromEntries(Object.values(BROWSING_SCREENS).map(({ route, module }) => [route, module]));

/** '/producto/:id' → /^\/producto\/([^/]+)$/ and ['id']. */
export function routePattern(route: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = route
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}
