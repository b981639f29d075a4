import type { FastifyInstance } from 'fastify';
import type { CatalogueQuery, ListingImage, ListingSummary } from '../../../domain/api/listings';
import { BROWSING_SCREENS } from '../../../domain/browsing-screens';
import { MAX_ID } from '../../../domain/form-values';
import { LISTINGS } from '../../../domain/limits';
import {
  catalogueApiQuery,
  readCatalogueCategory,
  readCatalogueFilters,
} from '../../../domain/listings/catalogue-address';
import { LISTING_PHOTO_SIZES } from '../../../domain/listings/photos';
import { imagePreload } from '../../platform/http/page-hints';

// The first photos of the catalogue and product screens, hinted with the page's HTML
// (server/platform/http/page-hints.ts explains why). They come from the same few-seconds cache
// the API answers from, so the call the screen makes next is answered from memory.

/** docs/product.md §2 routes of the screens (web/lib/paths.ts). */
const PRODUCT_PAGE = BROWSING_SCREENS.product.route;
const CATALOGUE_PAGE = BROWSING_SCREENS.catalogue.route;

/** The top row of the grid on a phone: two cards. */
const HINTED_CARDS = 2;

interface HintSources {
  /**
   * A catalogue page as signed-out visitors get it; a word search only when already kept (null
   * otherwise: hints never start a search, which has its own per-address budget).
   */
  cataloguePage(query: CatalogueQuery, address: null): Promise<{ data: ListingSummary[] } | null>;
  /** The first photo of a public listing (null without photos, or hidden, or not found). */
  detailPhoto(id: number): Promise<ListingImage | null>;
}

export function registerListingPageHints(app: FastifyInstance, sources: HintSources): void {
  app.pageHints.add(PRODUCT_PAGE, async ({ id }) => {
    const listingId = Number(id);
    // An id no row can have (past the integer columns) is not worth a query.
    if (!Number.isSafeInteger(listingId) || listingId <= 0 || listingId > MAX_ID) return [];
    const photo = await sources.detailPhoto(listingId);
    if (!photo) return [];
    const link = imagePreload(photo.url, photo.srcset, LISTING_PHOTO_SIZES.detail);
    return link ? [link] : [];
  });

  app.pageHints.add(CATALOGUE_PAGE, async ({ category }, search) => {
    const page = await sources.cataloguePage(
      catalogueApiQuery(
        readCatalogueCategory(category, search).category,
        readCatalogueFilters(search),
        LISTINGS.categoryPageSize,
      ),
      null,
    );
    return (page?.data ?? []).slice(0, HINTED_CARDS).flatMap((listing) => {
      if (!listing.image || !listing.image_srcset) return [];
      const link = imagePreload(listing.image, listing.image_srcset, LISTING_PHOTO_SIZES.card);
      return link ? [link] : [];
    });
  });
}
