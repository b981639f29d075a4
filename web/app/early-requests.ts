import { apiPath, apiPaths } from '../../domain/api/paths';
import { BROWSING_SCREENS, routePattern } from '../../domain/browsing-screens';
import { LISTINGS } from '../../domain/limits';
import {
  catalogueApiQuery,
  readCatalogueCategory,
  readCatalogueFilters,
} from '../../domain/listings/catalogue-address';
import { sendEarly } from '../lib/api-client';

// The API calls a product or catalogue page makes first, sent from the entry while the app code
// is still on its way (web/main.tsx). Each must be the very request the screen makes (same URL,
// same session), or it is a wasted download: early-requests.test.ts holds them to the screens'
// own API functions.

const PRODUCT = routePattern(BROWSING_SCREENS.product.route).pattern;
const CATALOGUE = routePattern(BROWSING_SCREENS.catalogue.route).pattern;

export function sendFirstRequests(pathname: string, search: URLSearchParams): void {
  const product = PRODUCT.exec(pathname);
  const catalogue = CATALOGUE.exec(pathname);
  if (product) {
    const id = /^\d+$/.test(product[1]!) ? Number(product[1]) : 0;
    if (id > 0) sendEarly(apiPath(apiPaths.listings.detail, { id }));
  } else if (catalogue) {
    const { category } = readCatalogueCategory(catalogue[1], search);
    sendEarly(
      apiPaths.listings.catalogue,
      catalogueApiQuery(category, readCatalogueFilters(search), LISTINGS.categoryPageSize),
    );
  }
  // No favourites list: the hearts read each listing's own is_favorite.
}
