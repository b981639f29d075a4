// Every path of the API under /api/v1, without its schemas. The contracts in this folder (zod
// schemas, used by the server and the API docs) take their paths from here; the web app calls
// the API with these alone, so its first screens do not load zod (bench/report.md, web).
export const apiPaths = {
  accounts: {
    phoneCheck: '/validatephone',
    requestOtp: '/auth',
    verifyOtp: '/auth/:id/verify',
    /** The sign-in link of a code message (decision 011): POST its token, never a GET. */
    signInLink: '/auth/link',
    /** The original app's misspelt path first, then the right one: both answer. */
    register: ['/resgister-user', '/register-user'],
    me: '/users/auth',
    deleteAccount: '/users/delete',
    /** Ends the page session cookie of this browser (decision 013); the token lives in the app. */
    logout: '/users/logout',
    logoutEverywhere: '/users/logout-all',
    devOtp: '/dev/otp',
  },
  addresses: {
    list: '/address',
    create: '/address',
    /** GET-style and DELETE-style: both remove. */
    remove: ['/address/:id/delete', '/address/:id'],
    update: '/address/:id',
  },
  reports: {
    create: '/report',
    supportContact: '/support-contact',
  },
  admin: {
    reports: '/admin/reports',
    setReportHandled: '/admin/reports/:id/handled',
    listings: '/admin/listings',
    hideListing: '/admin/listings/:id/hide',
    unhideListing: '/admin/listings/:id/unhide',
    reviews: '/admin/reviews',
    removeReview: '/admin/reviews/:id/remove',
    actions: '/admin/actions',
    sharedDocuments: '/admin/shared-documents',
  },
  buyer: {
    favourites: '/products/my/favorites',
    toggleFavourite: '/products/:id/favorite',
    contact: '/products/:id/contact',
    rate: '/products/:id/rating',
    reviews: '/products/:id/ratings',
  },
  catalogue: {
    sizes: '/sizes',
    categories: '/categories',
    search: '/categories/all',
  },
  jobs: {
    list: '/jobs',
    mine: '/jobs/my',
    detail: '/jobs/:id',
    create: '/jobs',
    close: '/jobs/:id/close',
  },
  listings: {
    catalogue: '/products',
    detail: '/products/:id',
    mine: '/products/my',
    create: '/products',
    update: '/products/:id',
    updatePrice: '/products/:id/update/price',
    setActive: '/products/:id/active',
    markSold: '/products/:id/mark_as_sold',
    assignAddress: '/products/:id/address/:addressId/assigned',
    images: {
      list: '/products/:id/images',
      upload: '/products/:id/images',
      remove: '/products/:id/images/:imageId/delete',
      removeByField: '/products/:id/images/delete',
    },
  },
  sharing: {
    /** Mi tienda: the signed-in seller's own storefront (description, link, opens). */
    storefront: '/storefront',
  },
  locations: {
    departments: '/departments',
    municipalities: '/municipalities/:departmentId',
  },
  notifications: {
    savedSearches: '/saved-searches',
    removeSavedSearch: '/saved-searches/:id',
    list: '/notifications',
    unread: '/notifications/unread',
    read: '/notifications/read',
    settings: '/notifications/settings',
    pushKey: '/push/public-key',
    pushSubscriptions: '/push/subscriptions',
  },
  organizations: {
    list: '/organizations',
    detail: '/organizations/:id',
  },
  adminOrganizations: {
    create: '/admin/organizations',
    update: '/admin/organizations/:id',
    remove: '/admin/organizations/:id',
  },
  prices: {
    reference: '/prices',
    summary: '/prices/summary',
    /** Price alerts: the prices a person follows (decision 018). */
    alerts: '/price-alerts',
    removeAlert: '/price-alerts/:id',
    sipsaImport: '/admin/prices/sipsa',
  },
  stores: {
    list: '/stores',
    detail: '/stores/:id',
    /** Same answers under the other name docs/product.md §8 allows. */
    listAlias: '/stores-list',
    detailAlias: '/stores-list/:id',
  },
  adminStores: {
    create: '/admin/stores',
    update: '/admin/stores/:id',
    remove: '/admin/stores/:id',
    addImages: '/admin/stores/:id/images',
    removeImage: '/admin/stores/:id/images/:imageId',
    addTag: '/admin/stores/:id/tags',
    removeTag: '/admin/stores/:id/tags/:tagId',
    addProduct: '/admin/stores/:id/products',
    updateProduct: '/admin/stores/:id/products/:productId',
    removeProduct: '/admin/stores/:id/products/:productId',
  },
  /** Pedidos (buy requests, "Busco") and their answers ("Tengo"), decision 026. */
  requests: {
    nearby: '/buy-requests',
    mine: '/buy-requests/my',
    create: '/buy-requests',
    detail: '/buy-requests/:id',
    close: '/buy-requests/:id/close',
    renew: '/buy-requests/:id/renew',
    answers: '/buy-requests/:id/answers',
    myAnswer: '/buy-requests/:id/answers/mine',
    contactAnswer: '/buy-requests/:id/answers/:answerId/contact',
    grownProducts: '/me/grown-products',
    hide: '/admin/buy-requests/:id/hide',
  },
  /** Próxima cosecha: upcoming harvests, follows and reservations, decision 026. */
  harvests: {
    list: '/harvests',
    mine: '/harvests/my',
    create: '/harvests',
    detail: '/harvests/:id',
    update: '/harvests/:id',
    close: '/harvests/:id/close',
    toListing: '/harvests/:id/listing',
    follow: '/harvests/:id/follow',
    reservations: '/harvests/:id/reservations',
    myReservations: '/reservations/my',
    acceptReservation: '/reservations/:id/accept',
    declineReservation: '/reservations/:id/decline',
    cancelReservation: '/reservations/:id/cancel',
    acceptReason: '/reservations/:id/accept-reason',
    confirmReservation: '/reservations/:id/confirm',
    keptWord: '/people/:id/kept-word',
    hide: '/admin/harvests/:id/hide',
  },
} as const;

/** The names of a path's `:parameters`: '/products/:id/images/:imageId' → 'id' | 'imageId'. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each `:parameter` of the path, no more and no fewer. */
export type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

/**
 * The one way to build an API path: the template from `apiPaths` with each `:parameter` filled
 * and encoded, so a value can never add a segment or a query of its own.
 * `apiPath(apiPaths.listings.images.remove, { id: 7, imageId: 3 })` → '/products/7/images/3/delete'.
 */
export function apiPath<P extends string>(template: P, params: PathParams<P>): string {
  const values: Record<string, string | number> = params;
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${template}`);
    return encodeURIComponent(String(value));
  });
}
