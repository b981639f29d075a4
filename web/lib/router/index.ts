// The app's router (decision 028). Screens import from here, never from a file inside.
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './components';
export { matchesPath, matchRoutes } from './match';
export { createBrowserRouter, createMemoryRouter } from './router';
export type { InitialEntry, Location, Params, RouteObject } from './types';
