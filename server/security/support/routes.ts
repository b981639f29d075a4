import type { HTTPMethods } from 'fastify';
import { API_PREFIX, type App } from '../../app';

export interface RegisteredRoute {
  method: HTTPMethods;
  /** Without the /api/v1 prefix, as the features register it: '/products/:id/active'. */
  path: string;
}

/**
 * Every route the app answers under /api/v1, read from Fastify's own route tree
 * (app.printRoutes), so a route added anywhere shows up here without anyone listing it.
 * HEAD twins of GET routes and the CORS preflight are left out: they run the GET handler or none.
 */
export function registeredApiRoutes(app: App): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!branch) continue;
    const depth = [...branch[1]!].length / 4;
    stack.length = depth;
    stack.push(branch[2]!);
    if (!branch[3]) continue;
    const url = stack.join('');
    if (!url.startsWith(`${API_PREFIX}/`)) continue;
    for (const method of branch[3].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      found.push({ method: method as HTTPMethods, path: url.slice(API_PREFIX.length) });
    }
  }
  return found;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.path}`;
