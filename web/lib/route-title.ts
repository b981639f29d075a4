import { useLocation, useMatches } from 'react-router';
import type { Params } from 'react-router';
import { BRAND_NAME } from '../components/brand';

/** A route's Spanish title: fixed, or read from its params and query (category name...). */
export type RouteTitle = string | ((params: Params, search: URLSearchParams) => string);
export type RouteHandle = { title?: RouteTitle };

/** Title of the deepest matched route that declares one, or null. */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  const { search } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const title = (match?.handle as RouteHandle | undefined)?.title;
    if (title === undefined) continue;
    return typeof title === 'function' ? title(match!.params, new URLSearchParams(search)) : title;
  }
  return null;
}

export function documentTitle(routeTitle: string | null): string {
  return routeTitle && routeTitle !== BRAND_NAME ? `${routeTitle} · ${BRAND_NAME}` : BRAND_NAME;
}
