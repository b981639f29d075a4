import type { QueryClient } from '@tanstack/react-query';
import type { BrowsingScreen } from '../../domain/browsing-screens';
import { LISTINGS } from '../../domain/limits';
import {
  readCatalogueCategory,
  readCatalogueFilters,
} from '../../domain/listings/catalogue-address';
import { prefetchDrawnFeatured } from '../features/home/api/get-featured-listings';
import { categoriesQueryOptions } from '../features/home/api/get-home-categories';
import { catalogueQueryOptions } from '../features/listings/api/get-catalogue';
import { listingQueryOptions } from '../features/listings/api/get-listing';
import { priceReferenceQueryOptions } from '../features/prices/api/get-price-reference';
import { reviewsQueryOptions } from '../features/reviews/api/get-reviews';
import { renderedForPhone } from '../lib/phone-page';

// The screens whose HTML the server renders for a signed-in cookie (decision 013), and the
// answers each shows at first paint. The server asks for them before rendering and hands them
// to the browser with the HTML, so the screen hydrates with the very data it was drawn with.
// Each entry must use the screens' own query options (same keys, same requests): an answer not
// fetched here is simply drawn as loading on both sides and fetched by the browser as today.

/** One try on the server: a failed answer is drawn as loading and the browser asks again. */
const once = <T extends object>(options: T) => ({ ...options, retry: false as const });

type Prefetch = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<unknown>;

// The home's favourites and stores sit below the first screen and are drawn when scrolled near
// (HomePage, decision 027): the browser asks for them then, so they are not fetched here. Of
// the featured sample, the page carries only the cards it draws.
const home: Prefetch = (client) =>
  Promise.all([
    client.prefetchQuery(once(categoriesQueryOptions(true))),
    prefetchDrawnFeatured(client).catch(() => undefined),
  ]);

const catalogue: Prefetch = (client, params, search) => {
  const { category } = readCatalogueCategory(params.category, search);
  // The same query as the screen's (catalogue-page.tsx): same key, so it hydrates with it.
  const filters = readCatalogueFilters(search);
  return client.prefetchQuery(
    once(catalogueQueryOptions({ category, ...filters, pageSize: LISTINGS.categoryPageSize })),
  );
};

const product: Prefetch = async (client, params) => {
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id <= 0) return;
  const listing = await client.fetchQuery(once(listingQueryOptions(id))).catch(() => null);
  if (!listing) return;
  // The reviews panel asks only when the detail says there are some; on a phone's page it is
  // drawn when scrolled to (web/lib/phone-page.ts), and asks then.
  const reviews = listing.rating.count > 0 && !renderedForPhone();
  await Promise.all([
    reviews ? client.prefetchQuery(once(reviewsQueryOptions(listing.id))) : null,
    client.prefetchQuery(
      once(priceReferenceQueryOptions(listing.product_id, listing.address.department_id)),
    ),
  ]);
};

/** Each browsing screen's prefetch (domain/browsing-screens.ts lists the screens). */
export const SCREEN_PREFETCHES: Readonly<Record<BrowsingScreen, Prefetch>> = {
  home,
  catalogue,
  product,
};
