// The listings feature's public face: other features import only from here, never from the
// listings' own files.

export { findVisibleListing, visibleTo } from './listing-visibility';
export { findListing, isPublic, sellerRatingOf } from './listing-rows.queries';
export { favouriteListingsPage } from './favourite-listings.queries';
export { imageKeysOfUser } from './listing-images.queries';
// A moderator showing a hidden listing again keeps the seller within the 5 active.
export { hasRoomForOneMoreActive } from './listing-changes.queries';
export { statusOf, toSummary } from './listing-presenter';
export { listingsRoutes } from './listings.routes';
export { ListingsService } from './listings.service';
