import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { addresses, favourites, listings } from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import {
  countedMatches,
  describedListings,
  nearestPageIds,
  relevanceOrder,
  relevantPageIds,
  searchConditions,
} from './catalogue-search.queries';
import type { CatalogueSearch } from './catalogue-search';
import { CatalogueWords, searchWords } from './catalogue-words';
import { isPublic } from './listing-reads.queries';
import {
  listingColumns,
  named,
  placeholder,
  preparedOnce,
  type ListingRow,
} from './listing-rows.queries';

// The public catalogue (GET /api/v1/products): one page of listings and the viewer's hearts.

export interface CatalogueSelection extends CatalogueSearch {
  category: number;
  maxPrice?: number;
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
function catalogueWhere(filters: CatalogueSelection, search: ReturnType<typeof searchConditions>) {
  const conditions: SQL[] = [isPublic, ...search.conditions];
  if (filters.category > 0) conditions.push(eq(listings.categoryId, placeholder('category')));
  if (filters.maxPrice !== undefined) {
    conditions.push(sql`${listings.price} <= ${placeholder('maxPrice')}`);
  }
  const shape = [
    filters.category > 0 ? 'c' : '',
    filters.maxPrice !== undefined ? 'p' : '',
    search.shape,
    filters.sort,
  ].join('');
  const all = and(...conditions, ...(search.nearby ? [search.nearby] : []))!;
  // Sorting by distance joins the radius's municipalities instead of filtering by them.
  return { where: all, withoutRadius: and(...conditions)!, shape };
}

function catalogueParams(filters: CatalogueSelection) {
  const offset = (filters.page - 1) * filters.pageSize;
  return {
    category: filters.category,
    maxPrice: filters.maxPrice,
    limit: filters.pageSize,
    offset,
    pageEnd: offset + filters.pageSize,
    // Counting every match of a big category costs more than the page itself; count only as
    // far as the pager needs (a few pages past this one) and say when the total is exact.
    countLimit: offset + filters.pageSize * COUNT_PAGES_AHEAD + 1,
  };
}

const catalogueWords = new WeakMap<ReferenceData, CatalogueWords>();

/**
 * What the words of a search find before any listing is read: the products they name (in
 * memory), and, only when no product's own name holds them, the listings whose description
 * does (null: descriptions are not searched).
 */
async function wordMatches(db: Database, reference: ReferenceData, q: string) {
  let words = catalogueWords.get(reference);
  if (!words) catalogueWords.set(reference, (words = new CatalogueWords(reference)));
  const wanted = searchWords(q);
  const named = words.named(wanted);
  const described = named.byName ? null : await describedListings(db, wanted);
  return { products: named.products, described, suggestion: named.suggestion };
}

/**
 * One catalogue page and its (bounded) count in one round trip: the page's ids come from the
 * ordered partial index (or, by distance, the nearest municipalities first: catalogue-search.ts),
 * and only those rows are joined with their address and first photo.
 */
export async function searchListings(
  db: Database,
  reference: ReferenceData,
  filters: CatalogueSelection,
): Promise<{ rows: ListingRow[]; total: number; totalIsExact: boolean; suggestion?: string }> {
  const words = filters.q === undefined ? undefined : await wordMatches(db, reference, filters.q);
  // Words that name nothing: no listing to read.
  if (words && words.products.length === 0 && !words.described?.length) {
    return { rows: [], total: 0, totalIsExact: true };
  }
  const search = searchConditions(db, filters, words);
  const { where, withoutRadius, shape } = catalogueWhere(filters, search);
  const params = { ...catalogueParams(filters), ...search.params };
  const counted = () => countedMatches(db, where, search);
  const pageStatement = preparedOnce(db, `catalogue_${shape}`, () => {
    const { sort } = filters;
    const order = sort === 'relevance' ? relevanceOrder : sort === 'distance' ? [] : ORDER[sort];
    const pageIds =
      sort === 'distance'
        ? nearestPageIds(db, withoutRadius)
        : sort === 'relevance'
          ? relevantPageIds(db, where, search.describedIds)
          : db
              .select({ id: listings.id, km: sql<number | null>`null::float8`.as('km') })
              .from(listings)
              .where(where)
              .orderBy(...order)
              .limit(placeholder('limit'))
              .offset(placeholder('offset'))
              .as('page_ids');
    return (
      db
        .select({
          ...listingColumns,
          total: sql<number>`(select count(*) from ${counted()} as matches)`.mapWith(Number),
        })
        .from(pageIds)
        // Named in full: the relevance page's id is an expression, which Drizzle would leave bare.
        .innerJoin(listings, sql`${listings.id} = "page_ids"."id"`)
        .innerJoin(addresses, eq(addresses.id, listings.addressId))
        .orderBy(...(sort === 'distance' ? [asc(pageIds.km), asc(listings.id)] : order))
        .prepare(`catalogue_${shape}`)
    );
  });
  const rows = await pageStatement.execute(params);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page (or nothing matches): the count alone, for the pager.
    const countStatement = preparedOnce(db, `catalogue_count_${shape}`, () =>
      db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(sql`${counted()} as matches`)
        .prepare(`catalogue_count_${shape}`),
    );
    const [only] = await countStatement.execute(params);
    total = only?.value ?? 0;
  }
  return {
    rows: rows.map((row) => named(reference, row)),
    total: Math.min(total, params.countLimit - 1),
    totalIsExact: total < params.countLimit,
    ...(words?.suggestion ? { suggestion: words.suggestion } : {}),
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
