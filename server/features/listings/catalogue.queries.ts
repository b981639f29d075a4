import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { addresses, catalogueProducts, favourites, listings } from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import { escapeLike, folded } from '../../db/text';
import {
  isPublic,
  listingColumns,
  named,
  placeholder,
  preparedOnce,
  type ListingRow,
} from './listing-rows.queries';

// The public catalogue (GET /api/v1/products): one page of listings and the viewer's hearts.

export interface CatalogueFilters {
  category: number;
  maxPrice?: number;
  q?: string;
  sort: ListingSort;
  page: number;
  pageSize: number;
}

const ORDER: Record<ListingSort, SQL[]> = {
  price_asc: [asc(listings.price), asc(listings.id)],
  price_desc: [desc(listings.price), desc(listings.id)],
  random: [asc(listings.shuffle), asc(listings.id)],
};

/** How many pages past the current one the catalogue counts. */
export const COUNT_PAGES_AHEAD = 10;

/**
 * The filters of one catalogue request as SQL with placeholders. The statement's shape (which
 * filters are present, the order) names it; values are parameters.
 */
function catalogueWhere(db: Database, filters: CatalogueFilters) {
  const conditions: SQL[] = [isPublic];
  if (filters.category > 0) conditions.push(eq(listings.categoryId, placeholder('category')));
  if (filters.maxPrice !== undefined) {
    conditions.push(sql`${listings.price} <= ${placeholder('maxPrice')}`);
  }
  if (filters.q) {
    const needle = sql`'%' || ${folded(sql`${placeholder('like')}::text`)} || '%'`;
    // Matching catalogue products first (a small table with a trigram index), then listings.
    const products = db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(sql`${folded(catalogueProducts.name)} LIKE ${needle}`);
    conditions.push(
      sql`(${inArray(listings.productId, products)} OR ${folded(listings.description)} LIKE ${needle})`,
    );
  }
  const shape = [
    filters.category > 0 ? 'c' : '',
    filters.maxPrice !== undefined ? 'p' : '',
    filters.q ? 'q' : '',
    filters.sort,
  ].join('');
  return { where: and(...conditions)!, shape };
}

function catalogueParams(filters: CatalogueFilters) {
  const offset = (filters.page - 1) * filters.pageSize;
  return {
    category: filters.category,
    maxPrice: filters.maxPrice,
    like: filters.q === undefined ? undefined : escapeLike(filters.q),
    limit: filters.pageSize,
    offset,
    // Counting every match of a big category costs more than the page itself; count only as
    // far as the pager needs (a few pages past this one) and say when the total is exact.
    countLimit: offset + filters.pageSize * COUNT_PAGES_AHEAD + 1,
  };
}

/**
 * One catalogue page and its (bounded) count in one round trip: the page's ids come from the
 * ordered partial index, and only those rows are joined with their address and first photo.
 */
export async function searchListings(
  db: Database,
  reference: ReferenceData,
  filters: CatalogueFilters,
): Promise<{ rows: ListingRow[]; total: number; totalIsExact: boolean }> {
  const { where, shape } = catalogueWhere(db, filters);
  const params = catalogueParams(filters);
  const counted = () =>
    db
      .select({ one: sql`1` })
      .from(listings)
      .where(where)
      .limit(placeholder('countLimit'));
  const pageStatement = preparedOnce(db, `catalogue_${shape}`, () => {
    const pageIds = db
      .select({ id: listings.id })
      .from(listings)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .as('page_ids');
    return db
      .select({
        ...listingColumns,
        total: sql<number>`(select count(*) from (${counted()}) as matches)`.mapWith(Number),
      })
      .from(pageIds)
      .innerJoin(listings, eq(listings.id, pageIds.id))
      .innerJoin(addresses, eq(addresses.id, listings.addressId))
      .orderBy(...ORDER[filters.sort])
      .prepare(`catalogue_${shape}`);
  });
  const rows = await pageStatement.execute(params);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page (or nothing matches): the count alone, for the pager.
    const countStatement = preparedOnce(db, `catalogue_count_${shape}`, () =>
      db
        .select({ value: count() })
        .from(counted().as('matches'))
        .prepare(`catalogue_count_${shape}`),
    );
    const [only] = await countStatement.execute(params);
    total = only?.value ?? 0;
  }
  return {
    rows: rows.map((row) => named(reference, row)),
    total: Math.min(total, params.countLimit - 1),
    totalIsExact: total < params.countLimit,
  };
}

/** Which of these listings the viewer keeps as favourites (the hearts on a catalogue page). */
export async function favouritesAmong(
  db: Database,
  viewerId: number,
  listingIds: number[],
): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const statement = preparedOnce(db, 'listing_favourites', () =>
    db
      .select({ listingId: favourites.listingId })
      .from(favourites)
      .where(
        and(
          eq(favourites.userId, placeholder('viewer')),
          sql`${favourites.listingId} = any(${placeholder('ids')}::int[])`,
        ),
      )
      .prepare('listing_favourites'),
  );
  const rows = await statement.execute({ viewer: viewerId, ids: listingIds });
  return new Set(rows.map((row) => row.listingId));
}
