// The listings feature's public face: other features import only from here, never from the
// listings' own files.

export { findVisibleListing, visibleTo } from './listing-visibility';
export { findListing } from './listing-rows.queries';
export {
  findListingWithRatings,
  hasListingNotHiddenOf,
  isNotHiddenListing,
  isPublic,
  listingBriefs,
  listingsOnAddresses,
  pricePoints,
  productsWithListings,
  publicListingForMatching,
  sellerListingBriefs,
  sellerRatingOf,
  statusOf,
  type ListingBrief,
  type PricePoint,
  type RatingJson,
} from './listing-reads.queries';
export { favouriteListingsPage } from './favourite-listings.queries';
// The WhatsApp chat's Mis productos reads the seller's list as the web's does.
export { listMine } from './my-listings.queries';
export { imageKeysOfUser } from './listing-images.queries';
// A moderator showing a hidden listing again keeps the seller within the 5 active.
export { hasRoomForOneMoreActive } from './listing-changes.queries';
export { toSummary } from './listing-presenter';
export { listingsRoutes } from './listings.routes';
export { ListingsService } from './listings.service';
export { publicListings } from './public-listings';
export { CatalogueWords, searchWords } from './catalogue-words';
