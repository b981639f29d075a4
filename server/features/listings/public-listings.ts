import type { FastifyInstance } from 'fastify';
import {
  listingsApi,
  type CatalogueAnswer,
  type CatalogueQuery,
} from '../../../domain/api/listings';
import { JsonTemplate } from '../../platform/http/json-template';
import { PreparedJson, type PreparedBytes } from '../../platform/http/prepared-bytes';
import { addressKeys } from '../../platform/http/security';
import { favouritesAmong, searchListings } from './catalogue.queries';
import { distanceFromNear, readCatalogueSearch, searchCacheKey } from './catalogue-search';
import { findPublicDetail, findViewerState, type PublicDetailRow } from './detail.queries';
import { cardHoles, detailHoles, NO_MARKS, type ListingMarks } from './listing-personal';
import { toDetail, toSummary } from './listing-presenter';
import { SearchGuard } from './search-guard';

// Catalogue pages and details are the same for every visitor but for a few personal fields;
// the public part is read once per few seconds (app.publicAnswers), serialised once for
// signed-out visitors and once, with holes, for signed-in ones (JsonTemplate); the viewer's own
// values (hearts, what they did) fill the holes per request and are never kept here.
// The catalogue and detail routes and the page hints read them from here.

export interface PublicPage extends CatalogueAnswer {
  /** The signed-out answer, ready to send. */
  anonymous: PreparedBytes;
  /**
   * The signed-in answer, holes for each card's personal fields (anonymous is it as a viewer who
   * did nothing sees it).
   */
  signedIn: JsonTemplate<typeof listingsApi.catalogue.response>;
}

export interface PublicDetail extends PublicDetailRow {
  anonymous: PreparedJson;
  /**
   * The signed-in answer (with the seller's phone), holes for the viewer's values: made on the
   * first signed-in request and kept with the signed-out one.
   */
  signedIn(): JsonTemplate<typeof listingsApi.detail.response>;
}

export interface PublicListings {
  /**
   * A catalogue page as kept for a few seconds. A word search that is not kept is read for
   * `address` within its budget (search-guard.ts); without an address (the page hints) it is
   * not read at all: null.
   */
  cataloguePage(query: CatalogueQuery, address: string | null): Promise<PublicPage | null>;
  /** The detail as kept for a few seconds (null when the listing does not exist). */
  publicDetail(id: number): Promise<PublicDetail | null>;
  /**
   * The detail read now, bypassing the kept copy; `forSeller`: its signed-in answer carries a
   * private address's text, so it is never kept (decision 020).
   */
  loadDetail(id: number, forSeller?: boolean): Promise<PublicDetail | null>;
  /**
   * The viewer's hearts among these listings, read now: for a person with too many marks for
   * their session to keep (decision 019).
   */
  favouritesAmong(viewerId: number, listingIds: number[]): Promise<Set<number>>;
  /** What the viewer did to the listing, read now (as favouritesAmong). */
  viewerState(viewerId: number, listingId: number): Promise<ListingMarks>;
}

export function publicListings(app: FastifyInstance): PublicListings {
  const pages = app.publicAnswers.cache<PublicPage>(500);
  const details = app.publicAnswers.cache<PublicDetail | null>(2000);

  const loadDetail = async (id: number, forSeller = false): Promise<PublicDetail | null> => {
    const found = await findPublicDetail(app.db, app.reference, id);
    if (!found) return null;
    const seller = { id: found.row.listing.userId, name: found.sellerName };
    // Serialised, and checked against the schema, once per read.
    const anonymous = new PreparedJson(listingsApi.detail.response, {
      data: toDetail(
        found.row,
        { ...found, seller: { ...seller, phone: null }, viewer: null },
        app.storage,
      ),
    });
    let signedIn: JsonTemplate<typeof listingsApi.detail.response> | undefined;
    return {
      ...found,
      anonymous,
      signedIn: () =>
        (signedIn ??= new JsonTemplate(
          listingsApi.detail.response,
          {
            data: toDetail(
              found.row,
              {
                ...found,
                // The phone every signed-in person sees; no viewer's own value is in here.
                seller: { ...seller, phone: found.sellerPhone },
                viewer: { id: 0, ...NO_MARKS },
                forSeller,
              },
              app.storage,
            ),
          },
          detailHoles,
        )),
    };
  };

  const searches = new SearchGuard(app.config.searchesPerMinute, app.now);
  const addressKey = addressKeys();

  const cataloguePage = async (query: CatalogueQuery, address: string | null) => {
    const { category, max_price, page, pagination } = query;
    // Words and place (docs/product.md §16): checked, defaulted and keyed in catalogue-search.ts.
    const search = readCatalogueSearch(query, app.reference);
    const key = `${category}|${max_price ?? ''}|${page}|${pagination}|${searchCacheKey(search)}`;
    if (search.q !== undefined && address === null) return pages.peek(key) ?? null;
    return pages.get(key, async (): Promise<PublicPage> => {
      const filters = { ...search, category, maxPrice: max_price, page, pageSize: pagination };
      const read = () => searchListings(app.db, app.reference, filters);
      const { rows, total, totalIsExact, suggestion } =
        search.q === undefined || address === null
          ? await read()
          : await searches.run(addressKey(address), read);
      const answer: CatalogueAnswer = {
        data: rows.map((row) => {
          const card = toSummary(row, app.storage);
          const km = distanceFromNear(search, app.reference, row.municipality);
          return km === undefined ? card : { ...card, distance_km: km };
        }),
        meta: {
          page,
          pagination,
          total,
          last_page: Math.max(1, Math.ceil(total / pagination)),
          total_is_exact: totalIsExact,
          ...(suggestion ? { suggestion } : {}),
        },
      };
      // Serialised, and checked against the schema, once per read; signed out, it is the same
      // bytes as signed in without a heart.
      const signedIn = new JsonTemplate(listingsApi.catalogue.response, answer, cardHoles);
      return { ...answer, anonymous: signedIn.base, signedIn };
    });
  };

  return {
    cataloguePage,
    publicDetail: (id) => details.get(String(id), () => loadDetail(id)),
    loadDetail,
    favouritesAmong: (viewerId, listingIds) => favouritesAmong(app.db, viewerId, listingIds),
    viewerState: (viewerId, listingId) => findViewerState(app.db, viewerId, listingId),
  };
}
