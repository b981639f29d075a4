// The app's router (decision 028): an address opens the routes it matches once their guards
// have let it through and their code has loaded, so the screen on show stays until the next one
// can be drawn whole. What React Router's data router did for this app, in a few KB.
import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  createPath,
  positionKey,
  resolveTo,
  type History,
} from './history';
import { matchRoutes } from './match';
import type {
  HistoryAction,
  InitialEntry,
  Location,
  NavigateOptions,
  RouteMatch,
  RouteObject,
  To,
} from './types';

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** 'loading' while the next address's code arrives (the layout shows a bar). */
  navigation: { state: 'idle' | 'loading' };
  /** A route's code that failed to load: drawn by the nearest ErrorBoundary at or above it. */
  error: { error: unknown; routeIndex: number } | null;
  /** False until the first address's code has loaded: the root's HydrateFallback shows. */
  initialized: boolean;
}

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}

/** A navigation held by a blocker: go on with it, or stay. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

interface Blocker {
  shouldBlock(args: BlockerArgs): boolean;
  onHeld(held: HeldNavigation | null): void;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  /** Resolves when the first address is drawn-ready (guards passed, code loaded). */
  readonly ready: Promise<void>;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** At most one at a time, as the app has at most one screen with unsaved changes. */
  block(blocker: Blocker): () => void;
  /** Scroll positions by location key (ScrollRestoration). */
  readonly scrollPositions: Map<string, number>;
}

/** How many redirects in a row before giving up: a guard that always redirects is a bug. */
const MAX_REDIRECTS = 10;

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Loads a lazy route's code once and keeps it on the route, as a route that never was lazy. */
function loadRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let pending = loading.get(route);
  if (!pending) {
    pending = lazy().then(
      (code) => {
        Object.assign(route, code);
        route.lazy = undefined;
      },
      (error: unknown) => {
        // Tried again on the next navigation (the signal may have come back).
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

function createRouter(routes: RouteObject[], history: History): Router {
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: [],
    navigation: { state: 'idle' },
    error: null,
    initialized: false,
  };
  const listeners = new Set<(state: RouterState) => void>();
  let blocker: Blocker | null = null;
  /** A newer navigation makes an older one that is still loading give up. */
  let latest = 0;
  /** Back/Forward undone by a blocker: the pop that puts the entry back is not a navigation. */
  let ignoreNextPop = false;
  /** The pop a held Back was allowed to make ('Salir sin guardar'). */
  let proceedingPop = false;
  let popWaiters: (() => void)[] = [];

  const setState = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  /** Guards in order, then the code of every matched route; redirects replace the entry. */
  async function open(target: Location, action: HistoryAction, redirects = 0): Promise<void> {
    const id = ++latest;
    const matches = matchRoutes(routes, target.pathname) ?? [];
    for (const { route } of matches) {
      const redirect = route.guard?.(target);
      if (redirect === null || redirect === undefined) continue;
      if (redirects >= MAX_REDIRECTS) throw new Error(`Too many redirects at ${target.pathname}`);
      const next = { ...resolveTo(redirect, target), state: null, key: createKey() };
      return open(next, 'REPLACE', redirects + 1);
    }
    let error: RouterState['error'] = null;
    const toLoad = matches.filter(({ route }) => route.lazy);
    if (toLoad.length) {
      if (state.initialized) setState({ navigation: { state: 'loading' } });
      const results = await Promise.allSettled(toLoad.map(({ route }) => loadRoute(route)));
      if (id !== latest) return;
      const failed = results.findIndex((result) => result.status === 'rejected');
      if (failed >= 0) {
        error = {
          error: (results[failed] as PromiseRejectedResult).reason,
          routeIndex: matches.indexOf(toLoad[failed]!),
        };
      }
    }
    // Where the page on show was scrolled, for Back to it (ScrollRestoration).
    if (state.initialized) scrollPositions.set(positionKey(state.location), scrollY());
    if (action === 'PUSH') history.push(target);
    else if (action === 'REPLACE') history.replace(target);
    setState({
      location: target,
      historyAction: action,
      matches,
      navigation: { state: 'idle' },
      error,
      initialized: true,
    });
  }

  function held(args: BlockerArgs, proceed: () => void): boolean {
    const active = blocker;
    if (!active?.shouldBlock(args)) return false;
    active.onHeld({
      proceed: () => {
        active.onHeld(null);
        proceed();
      },
      reset: () => active.onHeld(null),
    });
    return true;
  }

  const scrollPositions = new Map<string, number>();

  // For the router's lifetime: the page's (browser), or a render's or a test's (memory).
  history.listen((delta) => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const nextLocation = history.location;
    const askFirst = !proceedingPop;
    proceedingPop = false;
    const proceed = () => {
      // The entry was put back: go to it again, this time without asking. (The browser's
      // history moves after this returns, so the pop itself carries the permission.)
      proceedingPop = true;
      history.go(delta);
    };
    if (
      askFirst &&
      held({ currentLocation: state.location, nextLocation, historyAction: 'POP' }, proceed)
    ) {
      ignoreNextPop = true;
      history.go(-delta);
      return;
    }
    void open(nextLocation, 'POP').then(() => {
      const waiters = popWaiters;
      popWaiters = [];
      for (const done of waiters) done();
    });
  });

  const ready = open(history.location, 'POP');

  return {
    get state() {
      return state;
    },
    routes,
    ready,
    scrollPositions,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        const done = new Promise<void>((resolve) => popWaiters.push(resolve));
        history.go(to);
        return done;
      }
      const parts = resolveTo(to, state.location);
      const nextLocation: Location = { ...parts, state: options.state ?? null, key: createKey() };
      // A link to the address on show replaces it: tapping it twice adds no entry to go back to.
      const same = createPath(parts) === createPath(state.location);
      const action: HistoryAction = options.replace || same ? 'REPLACE' : 'PUSH';
      let result: Promise<void> = Promise.resolve();
      const go = () => {
        result = open(nextLocation, action);
      };
      if (!held({ currentLocation: state.location, nextLocation, historyAction: action }, go)) {
        go();
      }
      return result;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}

function scrollY(): number {
  return typeof window === 'undefined' ? 0 : window.scrollY;
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries, initialIndex }: { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(initialEntries, initialIndex));
}
