// Every localStorage key of docs/product.md §3 in one module, so a grep for a key finds every reader.
// Per-product and per-user keys are built by functions; the ids are stringified as given.

type Id = string | number;

export const storageKeys = {
  /** The access token is stored under two keys (docs/product.md §3); `accessToken` is the primary one. */
  accessToken: 'access_token',
  accessTokenAlias: 'token',
  user: 'user',
  /**
   * This device has had a session (set at sign-in, kept at sign-out): the guard then opens the
   * sign-in screen instead of the 404 meant for visitors (docs/product.md §2 "The guard").
   */
  hadSession: 'had_session',
  /**
   * The secret the server gave this device at its first sign-in (decision 011, "Remembered
   * devices"); it outlives sign-out, so the owner's phone stays the owner's.
   */
  device: 'campo_dispositivo',

  sidebarCollapsed: 'sidebar_collapsed',
  textZoom: 'text_zoom',

  /** Quick-search catalogue cache: `{ timestamp, items }`. */
  quickSearchCache: 'quick_search_cache',

  /** Categories cache, kept apart for signed-in and anonymous visitors. */
  categoriesCache: (authenticated: boolean) =>
    `categories_cache:${authenticated ? 'auth' : 'anon'}`,

  /** Guided tour finished, closed or declined; remembered per tour and per user. */
  tourCompleted: (tour: 'home' | 'create-product', userId: Id) => `tour_done:${tour}:${userId}`,

  lastSeenPrice: (productId: Id) => `last_price:${productId}`,
  soldFlag: (productId: Id) => `sold:${productId}`,
  whatsappContacted: (productId: Id) => `whatsapp_contacted:${productId}`,
  ratedFlag: (productId: Id, userId: Id) => `rated:${productId}:${userId}`,
  lastRating: (productId: Id) => `last_rating:${productId}`,
} as const;

/** Keys that belong to the signed-in session and go away on logout or account deletion. */
export const sessionKeys = [
  storageKeys.accessToken,
  storageKeys.accessTokenAlias,
  storageKeys.user,
] as const;
