// Every business constant of docs/product.md §9 in one place. Code elsewhere imports these names
// and never repeats the numbers.

export const OTP = {
  codeLength: 4,
  resendCooldownSeconds: 60,
  // Server-side limits. Four digits are only 10,000 codes, so these carry the security; the
  // arithmetic is in docs/decisions/011-one-time-code-limits-v2.md. They lock the guessing,
  // never the delivery: the owner can always get a new code.
  codeValidityMinutes: 10,
  /** A challenge dies after this many tries. */
  maxTriesPerCode: 3,
  maxCodesPerHour: 5,
  failureWindowHours: 24,
  /** Per client address: wait 30 s, 1 min, 2 min, … after each wrong try… */
  clientBackoffBaseSeconds: 30,
  /** …and never more than this many wrong tries in the window, whatever the phones. */
  clientMaxFailures: 9,
  /** Per phone: after this many wrong tries in the window (from anyone), guessing pauses… */
  phonePauseAfterFailures: 10,
  /** …except the first try of the newest code, open once in this many hours (the owner's). */
  ownerTryEveryHours: 4,
  /** Across every phone: above this many wrong tries an hour, an alert and everyone slows. */
  globalFailuresPerHour: 300,
  /** 'Alguien intentó entrar con tu número' at most this often per phone. */
  noticeEveryHours: 6,
  /** How long a registration waits for its code before it is forgotten. */
  registrationValidityHours: 24,
  perIpCodeRequestsPerHour: 30,
  perIpVerificationsPerHour: 60,
  perIpPhoneChecksPerHour: 60,
} as const;

export const PHONE = {
  digits: 10,
  countryCode: '57',
  mobilePrefix: '3',
  maskShownFirst: 3,
  maskShownLast: 4,
} as const;

export const ACCOUNT = {
  documentMinDigits: 6,
  nameMinLength: 2,
} as const;

export const LISTINGS = {
  maxActivePerUser: 5,
  descriptionMaxLength: 500,
  descriptionWarningRatio: 0.9,
  myProductsPageSize: 12,
  categoryPageSize: 20,
  defaultPagination: 12,
  stockQuickSteps: [-10, -1, 1, 10],
  stockMinimum: 0,
  sortOptions: ['price_asc', 'price_desc', 'random'],
  defaultSort: 'random',
  categoryInitialSort: 'price_asc',
  galleryThumbnails: 12,
} as const;

export type ListingSort = (typeof LISTINGS.sortOptions)[number];

/** Catalogue search by words and place (docs/product.md §16; the filters of §5 keep their own limits). */
export const SEARCH = {
  minLength: 2,
  maxLength: 100,
  /** 'Cerca de mí' radii a buyer can pick, km. */
  radiiKm: [25, 50, 100, 200],
  /** When `near` comes without `radius_km`. */
  defaultRadiusKm: 50,
  /** Orders beyond docs/product.md's three: by relevance (needs words), by distance (needs `near`). */
  sortOptions: ['relevance', 'distance'],
} as const;

export type SearchRadius = (typeof SEARCH.radiiKm)[number];
/** Every order the catalogue accepts: docs/product.md's three plus the search's two. */
export type CatalogueSort = ListingSort | (typeof SEARCH.sortOptions)[number];

export const IMAGES = {
  maxPerProduct: 3,
  maxBytes: 50 * 1024 * 1024,
  compressionThresholdBytes: 100 * 1024,
  maxEdge: 1920,
  maxEdgeMobile: 1280,
  quality: 0.82,
  qualityMobile: 0.75,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
} as const;

export const HOME = {
  featuredPageSize: 12,
  categories: 12,
  favourites: 8,
  supplyStores: 3,
  loadingPlaceholders: 8,
} as const;

export const FAVOURITES = {
  previewDefault: 4,
  /** /favoritos loads them a page at a time. */
  pageSize: 24,
  /** Favourites one person may keep: a long wish list, and a bound on what a list costs. */
  maxPerPerson: 500,
  soundVolume: 0.7,
} as const;

export const CATALOGUE = {
  cacheFreshMs: 60 * 60 * 1000,
  quickSearchDebounceMs: 160,
  quickSearchMinChars: 2,
  quickSearchMaxResults: 50,
  quickSearchMemoryCacheMs: 10 * 60 * 1000,
  quickSearchStoredCacheMs: 24 * 60 * 60 * 1000,
} as const;

export const TEXT_ZOOM = {
  min: 85,
  max: 120,
  step: 5,
  default: 100,
} as const;

export const RATING = {
  min: 0.5,
  max: 5,
  step: 0.5,
  starsMin: 1,
  starsMax: 5,
  starsDefault: 5,
} as const;

export const STORES = {
  requestTimeoutMs: 25_000,
} as const;

export const TOURS = {
  welcomeDelayMs: 2000,
  homeSteps: 7,
  createProductSteps: 5,
  animationMs: 400,
} as const;

export const CAROUSEL = {
  intervalMs: 4500,
  transitionMs: 500,
  swipeThresholdPx: 80,
  swipeThresholdRatio: 0.15,
} as const;

export const LAYOUT = {
  mobileBreakpointPx: 768,
} as const;

/** Avísame: saved searches and the notifications they bring (docs/product.md §17, decision 016). */
export const NOTIFICATIONS = {
  maxSavedSearchesPerPerson: 10,
  /** Browsers a person gets pushes on; subscribing an 11th drops the oldest. */
  maxPushSubscriptionsPerPerson: 10,
  /**
   * Notifications a person gets per Bogotá day (listings and price moves together); the rest
   * become one digest.
   */
  maxListingNotificationsPerDay: 5,
  /**
   * Avisos a person gets by WhatsApp per Bogotá day, every kind together (listings, prices,
   * buy requests, harvests, reservations); the rest stay in the app and the push.
   */
  maxWhatsAppPerDay: 5,
  // A saved search is the catalogue's: its words and radii follow SEARCH.
  /** Words of a saved search that count; the rest are ignored. */
  maxWordsPerSearch: 8,
  /** Trigram similarity from which a word of a listing counts as a typo of a searched word. */
  typoSimilarity: 0.5,
  pageSize: 20,
  /** Marked read in one call at most. */
  maxReadPerCall: 100,
} as const;

/** Price alerts: prices of the Bolsa de precios a person follows (docs/product.md §10, decision 018). */
export const PRICE_ALERTS = {
  maxPerPerson: 20,
  /** A person is told when the median moves strictly more than this, in percent. */
  movePercent: 10,
} as const;
