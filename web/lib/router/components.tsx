// The router in the component tree: the provider that draws the matched routes, the hooks the
// screens read the address with, links, and the screen-level error and scroll handling.
import {
  Children,
  Component,
  createContext,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPath, positionKey, resolveTo } from './history';
import { matchRoutes } from './match';
import {
  createMemoryRouter,
  type BlockerArgs,
  type HeldNavigation,
  type Router,
  type RouterState,
} from './router';
import type {
  InitialEntry,
  Location,
  NavigateOptions,
  Params,
  RouteMatch,
  RouteObject,
  To,
} from './types';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

interface RouteContextValue {
  matches: RouteMatch[];
  /** This route's place in `matches`. */
  index: number;
  /** What its `<Outlet />` draws: the next route in. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ matches: [], index: -1, outlet: null });
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The router hooks work inside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('The router hooks work inside <RouterProvider>');
  return state;
}

/** The router's state, drawn again on every navigation. */
function useRouterSnapshot(router: Router): RouterState {
  return useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
}

interface CatchProps {
  fallback: ComponentType;
  /** A new address clears a drawn error: the next screen gets its chance. */
  resetKey: string;
  children: ReactNode;
}

class CatchScreenErrors extends Component<CatchProps, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Error sin detalle') };
  }

  static getDerivedStateFromProps(props: CatchProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    if (this.state.error === undefined) return children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

function routeElement(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  return route.Component ? <route.Component /> : <Outlet />;
}

/**
 * The matched routes, outermost first, each drawing the next in its `<Outlet />`. A route's
 * code that failed to load draws the nearest ErrorBoundary at or above it in its place.
 */
function drawMatches(state: RouterState): ReactNode {
  const { matches, error } = state;
  let last = matches.length - 1;
  if (error) {
    last = error.routeIndex;
    while (last > 0 && !matches[last]!.route.ErrorBoundary) last--;
  }
  let outlet: ReactNode = null;
  for (let index = last; index >= 0; index--) {
    const { route } = matches[index]!;
    const { ErrorBoundary } = route;
    let element: ReactNode;
    if (error && index === last && ErrorBoundary) {
      element = (
        <RouteErrorContext.Provider value={error.error}>
          <ErrorBoundary />
        </RouteErrorContext.Provider>
      );
    } else {
      element = routeElement(route);
      if (ErrorBoundary) {
        element = (
          <CatchScreenErrors fallback={ErrorBoundary} resetKey={state.location.key}>
            {element}
          </CatchScreenErrors>
        );
      }
    }
    outlet = (
      <RouteContext.Provider value={{ matches, index, outlet }}>{element}</RouteContext.Provider>
    );
  }
  return outlet;
}

/** Draws the routes of the router's address, or the root's HydrateFallback until they load. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useRouterSnapshot(router);
  if (!state.initialized) {
    const Fallback = router.routes[0]?.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{drawMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Tests of a single component: the router's hooks and links work, at `initialEntries`' last address. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: InitialEntry[];
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([{ path: '*' }], { initialEntries }));
  const state = useRouterSnapshot(router);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where the next route in is drawn. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): Router['navigate'] {
  return useRouter().navigate;
}

/** The address's params (`:id`, and `*` for the rest under a splat). */
export function useParams(): Params {
  const { matches, index } = useContext(RouteContext);
  const fromState = useRouterState().matches;
  return (matches[index] ?? fromState.at(-1))?.params ?? {};
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => Promise<void>,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) =>
      navigate({ search: `?${new URLSearchParams(next).toString()}` }, options),
    [navigate],
  );
  return [params, setParams];
}

/** The matched routes with their params and `handle` (titles: web/lib/route-title.ts). */
export function useMatches(): { id?: string; params: Params; handle: unknown }[] {
  const { matches } = useRouterState();
  return useMemo(
    () => matches.map(({ route, params }) => ({ id: route.id, params, handle: route.handle })),
    [matches],
  );
}

/** 'loading' while the next screen's code arrives. */
export function useNavigation(): RouterState['navigation'] {
  return useRouterState().navigation;
}

/** Inside an ErrorBoundary: what failed. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export type BlockerState =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | ({ state: 'blocked' } & HeldNavigation);

/**
 * Holds a navigation (a link, `navigate`, the phone's Back) while `shouldBlock` says so; the
 * screen then asks, and calls `proceed` or `reset`.
 */
export function useBlocker(shouldBlock: (args: BlockerArgs) => boolean): BlockerState {
  const router = useRouter();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () => router.block({ shouldBlock: (args) => latest.current(args), onHeld: setHeld }),
    [router],
  );
  return held ? { state: 'blocked', ...held } : { state: 'unblocked' };
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/** A link the router follows without loading the page; a new tab or a modified click is the browser's. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const location = useLocation();
  return (
    <a
      {...rest}
      ref={ref}
      target={target}
      href={createPath(resolveTo(to, location))}
      onClick={(event) => {
        onClick?.(event);
        const ownTab = !target || target === '_self';
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (event.defaultPrevented || event.button !== 0 || !ownTab || modified) return;
        event.preventDefault();
        void router.navigate(to, { replace, state });
      }}
    />
  );
});

/** Goes to `to` once drawn. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
    // Once: a redirect, not a component that follows its props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element: ReactNode;
}

/** One entry of `<Routes>`: only its props are read. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Routes under a splat route (`/admin/*`): each `<Route>` path is relative to it. */
export function Routes({ children }: { children: ReactNode }) {
  const parent = useContext(RouteContext);
  const rest = parent.matches[parent.index]?.params['*'] ?? '';
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<RouteProps>(child)) routes.push({ ...child.props });
  });
  const nested = matchRoutes(routes, `/${rest}`)?.at(-1);
  if (!nested) return null;
  const match = {
    route: nested.route,
    params: { ...parent.matches[parent.index]?.params, ...nested.params },
  };
  const matches = [...parent.matches.slice(0, parent.index + 1), match];
  return (
    <RouteContext.Provider value={{ matches, index: matches.length - 1, outlet: null }}>
      {nested.route.element}
    </RouteContext.Provider>
  );
}

const SCROLL_STORAGE = 'campo:scroll';
/** The tab's latest entries whose position is kept for a reload (a long visit adds one a tap). */
const SCROLL_ENTRIES_KEPT = 100;

/**
 * A new screen starts at its top (or at its `#hash`); Back and Forward, and a reload, go back
 * to where that entry was scrolled.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, historyAction } = useRouterState();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(saved)) {
        if (!router.scrollPositions.has(key)) router.scrollPositions.set(key, y);
      }
    } catch {
      // Storage blocked or damaged: positions are kept for this page only.
    }
    const keep = () => {
      router.scrollPositions.set(positionKey(router.state.location), window.scrollY);
      try {
        sessionStorage.setItem(
          SCROLL_STORAGE,
          JSON.stringify(
            Object.fromEntries([...router.scrollPositions].slice(-SCROLL_ENTRIES_KEPT)),
          ),
        );
      } catch {
        // As above.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    if (historyAction === 'POP') {
      const y = router.scrollPositions.get(positionKey(location));
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, location, historyAction]);

  return null;
}
