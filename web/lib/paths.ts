// The route table of docs/product.md §2, read off one file. `routes` holds the patterns the router
// registers; `paths` builds the URLs links and redirects use.

import { BROWSING_SCREENS } from '../../domain/browsing-screens';
import { ALL_CATEGORIES } from '../../domain/listings/catalogue-address';

type Id = string | number;

export const routes = {
  // Public
  landing: '/',
  landingAlias: '/HomePage',
  login: '/auth',
  register: '/RegisterForm',
  notFound: '/404',
  /** The sign-in link of a code message (decision 011): a page whose button signs in. */
  signInLink: '/entrar/:token',
  /** Legal pages (our addition: the landing and registration name them; public). */
  terms: '/terminos',
  privacy: '/privacidad',

  // Behind the session guard, inside the shared layout
  home: BROWSING_SCREENS.home.route,
  createProduct: '/crear-producto',
  myProducts: '/productos',
  categoryProducts: BROWSING_SCREENS.catalogue.route,
  product: BROWSING_SCREENS.product.route,
  editProduct: '/producto/:productId/editar',
  favourites: '/favoritos',
  supplies: '/suministros',
  stores: '/tiendas',
  store: '/tiendas/:id',
  jobs: '/jobs',
  /** Organizations directory (docs/product.md §2 names the tile; its path is ours). */
  organizations: '/organizaciones',
  /** Bolsa de precios (docs/product.md §2 names the tile 'PriceExchange'; its paths are ours). */
  prices: '/precios',
  priceProduct: '/precios/:productId',
  /** Admin screens (our addition: nested routes live in web/features/admin). */
  admin: '/admin/*',
  account: '/cuenta',
  profile: '/cuenta/perfil',
  addresses: '/cuenta/direcciones',
  report: '/reportar',
  /** Avísame: what saved searches found (docs/product.md §17). */
  notifications: '/notificaciones',
  /** Mi tienda (docs/product.md §18 delivers what §2 marks as coming soon). */
  myStore: '/tienda',
  /** Próxima cosecha (decision 026): upcoming harvests, a seller's own, one harvest. */
  harvests: '/cosechas',
  myHarvests: '/cosechas/mias',
  newHarvest: '/cosechas/nueva',
  harvest: '/cosechas/:id',
  editHarvest: '/cosechas/:id/editar',
  // Pedidos (decision 026): buyers' requests, 'Pedidos cerca de ti', a request and its answers.
  requests: '/pedidos',
  newRequest: '/pedidos/nuevo',
  request: '/pedidos/:id',
} as const;

/** Category id and name that mean "the whole catalogue" on the category products screen. */

export const paths = {
  landing: routes.landing,
  login: routes.login,
  register: routes.register,
  notFound: routes.notFound,
  terms: routes.terms,
  privacy: routes.privacy,
  home: routes.home,
  createProduct: routes.createProduct,
  myProducts: routes.myProducts,
  favourites: routes.favourites,
  supplies: routes.supplies,
  stores: routes.stores,
  jobs: routes.jobs,
  organizations: routes.organizations,
  prices: routes.prices,
  admin: '/admin',
  account: routes.account,
  profile: routes.profile,
  addresses: routes.addresses,
  report: routes.report,
  notifications: routes.notifications,
  myStore: routes.myStore,
  // Pedidos (decision 026); a notification opens /pedidos/{id} (server/features/requests).
  requests: routes.requests,
  myRequests: `${routes.requests}?vista=mios`,
  newRequest: routes.newRequest,
  request: (id: Id) => `/pedidos/${encodeURIComponent(String(id))}`,

  categoryProducts: (categoryId: Id, categoryName: string) =>
    `/productos/${encodeURIComponent(String(categoryId))}?${new URLSearchParams({ name: categoryName })}`,
  allProducts: () => paths.categoryProducts(ALL_CATEGORIES.id, ALL_CATEGORIES.name),
  product: (id: Id) => `/producto/${encodeURIComponent(String(id))}`,
  editProduct: (productId: Id) => `/producto/${encodeURIComponent(String(productId))}/editar`,
  store: (id: Id) => `/tiendas/${encodeURIComponent(String(id))}`,
  /** A product of the Bolsa de precios, in a department (?departamento=) when one is chosen. */
  priceProduct: (productId: Id, departmentId?: number | null) =>
    `/precios/${encodeURIComponent(String(productId))}${departmentId ? `?departamento=${departmentId}` : ''}`,
  /** Próxima cosecha (decision 026). */
  harvests: routes.harvests,
  myHarvests: routes.myHarvests,
  newHarvest: routes.newHarvest,
  harvest: (id: Id) => `/cosechas/${encodeURIComponent(String(id))}`,
  editHarvest: (id: Id) => `/cosechas/${encodeURIComponent(String(id))}/editar`,
} as const;

/** Old navigation targets that still work: each redirects to its screen (behind the guard). */
export const navigationAliases = [
  { from: '/navigation/home', to: routes.home },
  { from: '/navigation/cuenta', to: routes.account },
  { from: '/navigation/reportar', to: routes.report },
  { from: '/navigation/crear-producto', to: routes.createProduct },
] as const;

/** `/` and `/HomePage`: the public landing page (or /inicio when a token is stored). */
export function isLandingPath(pathname: string): boolean {
  return pathname === routes.landing || pathname === routes.landingAlias;
}
