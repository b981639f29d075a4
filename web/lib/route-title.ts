import { useLocation, useMatches } from './router';
import type { Params } from './router';
import { BRAND_NAME } from '../components/brand';

/** A route's Spanish title: fixed, or read from its params and query (category name...). */
export type RouteTitle = string | ((params: Params, search: URLSearchParams) => string);
export type RouteHandle = { title?: RouteTitle };

/** Title of the deepest matched route that declares one, or null. */
export function titleOf(
  matches: { params: Params; handle?: unknown }[],
  search: URLSearchParams,
): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title === undefined) continue;
    return typeof title === 'function' ? title(match.params, search) : title;
  }
  return null;
}

/** The title of the address on show (titleOf). */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  const { search } = useLocation();
  return titleOf(matches, new URLSearchParams(search));
}

export function documentTitle(routeTitle: string | null): string {
  return routeTitle && routeTitle !== BRAND_NAME ? `${routeTitle} · ${BRAND_NAME}` : BRAND_NAME;
}
