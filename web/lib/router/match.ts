// Which routes of the table an address opens, ranked as React Router ranked them (the app's
// table was written for it): a static segment beats a parameter, a parameter beats `*`, and
// among equals the first in the table wins. Static segments match in any letter case and a
// trailing slash is ignored (`/homepage/` opens `/HomePage`).
import type { RouteMatch, RouteObject } from './types';

interface Branch {
  /** The routes from the table's root to this one. */
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function joinPaths(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** React Router's weights: static 10, parameter 3, index 2, and a `*` costs 2. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += PARAM.test(segment) ? 3 : 10;
  }
  return score;
}

function collectBranches(
  routes: RouteObject[],
  parents: RouteObject[],
  parentPath: string,
  out: Branch[],
): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const path = joinPaths(parentPath, route.path);
    if (route.children?.length) collectBranches(route.children, chain, path, out);
    // A route without a path or index only wraps its children; it is never a match of its own.
    if (route.path !== undefined || route.index) {
      const segments = segmentsOf(path);
      out.push({ routes: chain, segments, score: scoreOf(segments, route.index === true) });
    }
  }
  return out;
}

const rankedBranches = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    // Array.prototype.sort is stable: among equal scores the table's order stays.
    branches = collectBranches(routes, [], '', []).sort((a, b) => b.score - a.score);
    rankedBranches.set(routes, branches);
  }
  return branches;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The params of `pattern`'s segments against the address's, or null when they differ. */
function matchSegments(pattern: string[], address: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '*') {
      params['*'] = address.slice(i).map(decode).join('/');
      return params;
    }
    const part = address[i];
    if (part === undefined) return null;
    if (PARAM.test(segment)) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return pattern.length === address.length ? params : null;
}

/**
 * The routes `pathname` opens, outermost first, each with the address's params; null when no
 * route of the table matches.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const address = segmentsOf(pathname);
  for (const branch of branchesOf(routes)) {
    const params = matchSegments(branch.segments, address);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

/** Whether `pathname` is one `pattern` (a route's path) matches. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchSegments(segmentsOf(pattern), segmentsOf(pathname)) !== null;
}
