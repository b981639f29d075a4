import { createBrowserRouter, matchRoutes } from '../lib/router';
import type { Location, RouteObject } from '../lib/router';
import { SESSION_MESSAGES } from '../../domain/accounts/session';
import { safeReturnPath } from '../../domain/sharing/sharing';
import { hadSessionHere, sessionState } from '../lib/session';
import { SESSION_ENDED_EVENT } from '../lib/session-events';
import { toast } from '../lib/toast';
import { readCatalogueCategory } from '../../domain/listings/catalogue-address';
import { catalogueTitle } from '../features/listings/catalogue/catalogue-title';
import { navigationAliases, paths, routes } from '../lib/paths';
import { AppSplash, RootShell } from './root-shell';
import { RouteErrorScreen } from './route-error';
import type { RouteHandle } from '../lib/route-title';
import { withWholeStylesheet } from '../lib/whole-stylesheet';

// Every screen is a lazy chunk, so the landing page's first paint only downloads the landing.

const landing = () => import('./landing-route').then((m) => ({ Component: m.LandingRoute }));
const notFound = () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage }));
const layout = () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout }));
const loginPage = () =>
  import('../features/accounts/login-page').then((m) => ({ Component: m.LoginPage }));
const signInLinkPage = () =>
  import('../features/accounts/sign-in-link-page').then((m) => ({ Component: m.SignInLinkPage }));
const registerPage = () =>
  import('../features/accounts/register-page').then((m) => ({ Component: m.RegisterPage }));
const accountPage = () =>
  import('../features/accounts/account-page').then((m) => ({ Component: m.AccountPage }));
const profilePage = () =>
  import('../features/accounts/profile-page').then((m) => ({ Component: m.ProfilePage }));
const addressesPage = () =>
  import('../features/addresses/addresses-page').then((m) => ({ Component: m.AddressesPage }));
const reportPage = () =>
  import('../features/reports/report-page').then((m) => ({ Component: m.ReportPage }));
const cataloguePage = () =>
  import('./catalogue-route').then((m) => ({ Component: m.CatalogueRoute }));
const productDetailPage = () =>
  import('./product-detail-route').then((m) => ({ Component: m.ProductDetailRoute }));
const myProductsPage = () =>
  import('./my-products-route').then((m) => ({ Component: m.MyProductsRoute }));
const myStorePage = () =>
  import('../features/sharing/my-store-page').then((m) => ({ Component: m.MyStorePage }));
const editProductPage = () =>
  import('./edit-product-route').then((m) => ({ Component: m.EditProductRoute }));
const favouritesPage = () =>
  import('../features/favourites/favourites-page').then((m) => ({ Component: m.FavouritesPage }));
const homePage = () => import('./home-route').then((m) => ({ Component: m.HomeRoute }));
const suppliesPage = () =>
  import('../features/stores/stores-list-page').then((m) => ({ Component: m.SuppliesPage }));
const storesPage = () =>
  import('../features/stores/stores-list-page').then((m) => ({ Component: m.StoresPage }));
const storeDetailPage = () =>
  import('../features/stores/store-detail-page').then((m) => ({ Component: m.StoreDetailPage }));
const jobsPage = () =>
  import('../features/jobs/jobs-page').then((m) => ({ Component: m.JobsPage }));
const organizationsPage = () =>
  import('../features/organizations/organizations-page').then((m) => ({
    Component: m.OrganizationsPage,
  }));
const pricesPage = () => import('./prices-route').then((m) => ({ Component: m.PricesRoute }));
const priceDetailPage = () =>
  import('../features/prices/price-detail-page').then((m) => ({ Component: m.PriceDetailPage }));
const notificationsPage = () =>
  import('../features/notifications/notifications-page').then((m) => ({
    Component: m.NotificationsPage,
  }));
// Próxima cosecha (decision 026).
const upcomingHarvestsPage = () =>
  import('../features/harvests/upcoming/upcoming-harvests-page').then((m) => ({
    Component: m.UpcomingHarvestsPage,
  }));
const myHarvestsPage = () =>
  import('../features/harvests/mine/my-harvests-page').then((m) => ({
    Component: m.MyHarvestsPage,
  }));
const harvestDetailPage = () =>
  import('../features/harvests/detail/harvest-detail-page').then((m) => ({
    Component: m.HarvestDetailPage,
  }));
const newHarvestPage = () =>
  import('./harvest-form-routes').then((m) => ({ Component: m.NewHarvestRoute }));
const editHarvestPage = () =>
  import('./harvest-form-routes').then((m) => ({ Component: m.EditHarvestRoute }));
// Pedidos (decision 026)
const requestsPage = () =>
  import('../features/requests/requests-page').then((m) => ({ Component: m.RequestsPage }));
const newRequestPage = () =>
  import('../features/requests/new-request/new-request-page').then((m) => ({
    Component: m.NewRequestPage,
  }));
const requestPage = () => import('./request-route').then((m) => ({ Component: m.RequestRoute }));
const adminPage = () =>
  import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage }));
const termsPage = () =>
  import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage }));
const privacyPage = () =>
  import('../features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage }));
const createProductPage = () =>
  import('./create-product-route').then((m) => ({ Component: m.CreateProductRoute }));

/** The sign-in screen, coming back to `next` (a same-origin path) once signed in. */
function loginReturningTo(next: string | null): string {
  return next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
}

/**
 * A token that was there and has expired: say so (docs/product.md §8 'Tu sesión ha expirado. Vuelve a
 * iniciar sesión.') and open the login screen, where the person can sign in again.
 */
function sessionExpired(next: string | null = null): string {
  toast.error(SESSION_MESSAGES.expired, { id: SESSION_ENDED_EVENT });
  return loginReturningTo(next);
}

/**
 * `/` and `/HomePage` (and the installed app's start): a stored token goes to the home screen
 * (docs/product.md §2); an expired one to the login screen with the message.
 */
function redirectSignedIn(): string | null {
  const state = sessionState();
  if (state === 'valid') return paths.home;
  if (state === 'expired') return sessionExpired();
  return null;
}

/**
 * `/auth` and `/RegisterForm` with a valid session: the home screen, or the page `/auth?next=…`
 * names ('Ver en la app' of a public page, which cannot know whether the device has a session).
 * An expired session stays, to sign in again.
 */
function leaveIfSignedIn({ search }: Location): string | null {
  if (sessionState() !== 'valid') return null;
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? paths.home;
}

/**
 * The guard of docs/product.md §2. No stored token: a device where someone signed out goes to the
 * sign-in screen ('Entra de nuevo…'), one that never had a session to /404; an expired token to
 * the login screen with the message. Every way out replaces the guarded address in the history,
 * so Back leaves instead of meeting the guard again.
 */
function requireSession({ pathname }: Location): string | null {
  const state = sessionState();
  if (state === 'valid') return null;
  const next = safeReturnPath(pathname);
  if (state === 'expired') return sessionExpired(next);
  if (!hadSessionHere()) return paths.notFound;
  toast.info(SESSION_MESSAGES.signInAgain, { id: SESSION_ENDED_EVENT });
  return loginReturningTo(next);
}

function categoryTitle(params: { category?: string }, search: URLSearchParams): string {
  return catalogueTitle(readCatalogueCategory(params.category, search));
}

const title = (value: RouteHandle['title']): RouteHandle => ({ title: value });

const protectedScreens: RouteObject[] = [
  { path: routes.home, lazy: homePage, handle: title('Inicio') },
  { path: routes.createProduct, lazy: createProductPage, handle: title('Crear producto') },
  { path: routes.myProducts, lazy: myProductsPage, handle: title('Mis Productos') },
  { path: routes.categoryProducts, lazy: cataloguePage, handle: title(categoryTitle) },
  { path: routes.product, lazy: productDetailPage, handle: title('Detalle del producto') },
  { path: routes.editProduct, lazy: editProductPage, handle: title('Editar producto') },
  { path: routes.favourites, lazy: favouritesPage, handle: title('Favoritos') },
  { path: routes.supplies, lazy: suppliesPage, handle: title('Suministros') },
  { path: routes.stores, lazy: storesPage, handle: title('Tiendas') },
  { path: routes.store, lazy: storeDetailPage, handle: title('Tienda') },
  { path: routes.jobs, lazy: jobsPage, handle: title('Bolsa de empleo') },
  { path: routes.organizations, lazy: organizationsPage, handle: title('Organizaciones') },
  { path: routes.prices, lazy: pricesPage, handle: title('Bolsa de precios') },
  { path: routes.priceProduct, lazy: priceDetailPage, handle: title('Precio de referencia') },
  { path: routes.admin, lazy: adminPage, handle: title('Administración') },
  { path: routes.account, lazy: accountPage, handle: title('Mi cuenta') },
  { path: routes.profile, lazy: profilePage, handle: title('Mi Perfil') },
  { path: routes.addresses, lazy: addressesPage, handle: title('Direcciones') },
  { path: routes.report, lazy: reportPage, handle: title('Reportar un problema') },
  { path: routes.notifications, lazy: notificationsPage, handle: title('Notificaciones') },
  { path: routes.myStore, lazy: myStorePage, handle: title('Mi tienda') },
  // Próxima cosecha (decision 026).
  { path: routes.harvests, lazy: upcomingHarvestsPage, handle: title('Próximas cosechas') },
  { path: routes.myHarvests, lazy: myHarvestsPage, handle: title('Mis cosechas') },
  { path: routes.newHarvest, lazy: newHarvestPage, handle: title('Anunciar cosecha') },
  { path: routes.harvest, lazy: harvestDetailPage, handle: title('Cosecha') },
  { path: routes.editHarvest, lazy: editHarvestPage, handle: title('Editar cosecha') },
  // Pedidos (decision 026)
  { path: routes.requests, lazy: requestsPage, handle: title('Pedidos') },
  { path: routes.newRequest, lazy: newRequestPage, handle: title('Publicar pedido') },
  { path: routes.request, lazy: requestPage, handle: title('Pedido') },
  ...navigationAliases.map(({ from, to }): RouteObject => ({
    path: from,
    guard: () => to,
    element: null,
  })),
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: AppSplash,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { path: routes.landing, guard: redirectSignedIn, lazy: landing },
      { path: routes.landingAlias, guard: redirectSignedIn, lazy: landing },
      {
        path: routes.login,
        guard: leaveIfSignedIn,
        lazy: loginPage,
        handle: title('Iniciar sesión'),
      },
      {
        path: routes.register,
        guard: leaveIfSignedIn,
        lazy: registerPage,
        handle: title('Crear cuenta'),
      },
      { path: routes.signInLink, lazy: signInLinkPage, handle: title('Entrar') },
      { path: routes.notFound, lazy: notFound, handle: title('Página no encontrada') },
      { path: routes.terms, lazy: termsPage, handle: title('Términos y condiciones') },
      {
        path: routes.privacy,
        lazy: privacyPage,
        handle: title('Política de tratamiento de datos personales'),
      },
      {
        id: 'protected',
        guard: requireSession,
        lazy: layout,
        // Errors of a screen render inside the layout, so the menu stays usable.
        children: [{ ErrorBoundary: RouteErrorScreen, children: protectedScreens }],
      },
      { path: '*', lazy: notFound, handle: title('Página no encontrada') },
    ],
  },
];

/**
 * A server-rendered page carries the rules of its own screens' code only (decision 027): the
 * code of any other screen waits for the whole stylesheet, so a client navigation never draws
 * a screen without its rules. The routes of the page being shown load as they are.
 */
function laterScreensWaitForTheStylesheet(routes: RouteObject[]) {
  for (const route of routes) {
    const importCode = route.lazy;
    if (typeof importCode === 'function') {
      const styled = withWholeStylesheet(importCode);
      route.lazy = () => (isOfThePageShown(route) ? importCode() : styled());
    }
    if (route.children) laterScreensWaitForTheStylesheet(route.children);
  }
}

const isOfThePageShown = (route: RouteObject) =>
  typeof window === 'undefined' ||
  (matchRoutes(appRoutes, window.location.pathname) ?? []).some((match) => match.route === route);

laterScreensWaitForTheStylesheet(appRoutes);

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
