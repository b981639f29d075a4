import type { ComponentType, ReactNode } from 'react';

export type Params = Readonly<Record<string, string | undefined>>;

/** Where the app is: an address and what the navigation that opened it carried. */
export interface Location {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); null when it carried nothing. */
  state: unknown;
  /** 'default' for the first address of a tab, a fresh id for every navigation after it. */
  key: string;
}

/** An address in a memory history: a path, or its parts with the state a link carried. */
export type InitialEntry = string | Partial<Location>;

/** An absolute address, or the parts to change of the current one (`{ search: '?q=papa' }`). */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouteObject {
  id?: string;
  /** Absolute (`/producto/:id`), `*`, or relative to the parent's path. */
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** The screen's code, loaded before the screen is shown; it returns the Component. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /**
   * Runs before the route is shown, on every navigation to it and on the server: an address to
   * open instead (replacing this one in the history), or null to go on.
   */
  guard?: (location: Location) => string | null;
  handle?: unknown;
  /** Drawn in place of this route when it or a route inside it fails to load or draw. */
  ErrorBoundary?: ComponentType;
  /** Drawn while the first address's code loads. */
  HydrateFallback?: ComponentType;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}
