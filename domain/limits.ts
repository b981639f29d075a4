// Every business constant of SPEC §9 in one place. Code elsewhere imports these names and
// never repeats the numbers.

export const OTP = {
  codeLength: 4,
  resendCooldownSeconds: 60,
  // Server-side limits. Four digits are only 10,000 codes, so these carry the security:
  // at most 10 wrong tries per phone in any 24 hours keeps a guesser under 0.1 % a day.
  codeValidityMinutes: 10,
  maxTriesPerCode: 5,
  maxCodesPerHour: 5,
  lockAfterFailures: 10,
  failureWindowHours: 24,
  lockMinimumMinutes: 60,
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
