import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { listingsApi, type CatalogueQuery } from '../../../domain/api/listings';
import { PreparedJson } from '../../platform/http/public-answers';
import { searchListings } from './catalogue.queries';
import { distanceFromNear, readCatalogueSearch, searchCacheKey } from './catalogue-search';
import { findPublicDetail, type PublicDetailRow } from './detail.queries';
import { toDetail, toSummary } from './listing-presenter';

// Catalogue pages and details are the same for every visitor but for a few personal fields;
// the public part is read once per few seconds (app.publicAnswers) and the personal part
// (hearts, the seller's phone, what the viewer did) is added per request, never kept.
// The catalogue and detail routes and the page hints read them from here.

export type CataloguePage = z.infer<typeof listingsApi.catalogue.response>;

export interface PublicPage extends CataloguePage {
  /** The signed-out answer, ready to send. */
  anonymous: PreparedJson;
}

export interface PublicDetail extends PublicDetailRow {
  anonymous: PreparedJson;
}

export interface PublicListings {
  cataloguePage(query: CatalogueQuery): Promise<PublicPage>;
  /** The detail as kept for a few seconds (null when the listing does not exist). */
  publicDetail(id: number): Promise<PublicDetail | null>;
  /** The detail read now, bypassing the kept copy. */
  loadDetail(id: number): Promise<PublicDetail | null>;
}

export function publicListings(app: FastifyInstance): PublicListings {
  const pages = app.publicAnswers.cache<PublicPage>(500);
  const details = app.publicAnswers.cache<PublicDetail | null>(2000);

  const loadDetail = async (id: number): Promise<PublicDetail | null> => {
    const found = await findPublicDetail(app.db, app.reference, id);
    if (!found) return null;
    const seller = { id: found.row.listing.userId, name: found.sellerName, phone: null };
    // Serialised, and checked against the schema, once per read: signed-in answers reuse its parts.
    const anonymous = new PreparedJson(listingsApi.detail.response, {
      data: toDetail(found.row, { ...found, seller, viewer: null }, app.storage),
    });
    return { ...found, anonymous };
  };

  const cataloguePage = (query: CatalogueQuery) => {
    const { category, max_price, page, pagination } = query;
    // Words and place (issue 15): checked, defaulted and keyed in catalogue-search.ts.
    const search = readCatalogueSearch(query, app.reference);
    const key = `${category}|${max_price ?? ''}|${page}|${pagination}|${searchCacheKey(search)}`;
    return pages.get(key, async (): Promise<PublicPage> => {
      const { rows, total, totalIsExact } = await searchListings(app.db, app.reference, {
        ...search,
        category,
        maxPrice: max_price,
        page,
        pageSize: pagination,
      });
      const answer: CataloguePage = {
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
        },
      };
      // Serialised, and checked against the schema, once per read: signed-in answers reuse it.
      return { ...answer, anonymous: new PreparedJson(listingsApi.catalogue.response, answer) };
    });
  };

  return {
    cataloguePage,
    publicDetail: (id) => details.get(String(id), () => loadDetail(id)),
    loadDetail,
  };
}
