import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import { SEARCH } from '../../../domain/limits';
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from '../../../domain/places/distance';
import type { Database } from '../../db/client';
import {
  addresses,
  catalogueProducts,
  categories,
  listings,
  municipalities,
  subcategories,
} from '../../db/schema';
import { escapeLike, folded } from '../../db/text';
import { isPublic } from './listing-rows.queries';
import type { CatalogueSearch } from './catalogue-search';

// Issue 15's search of the public catalogue: words and place as SQL fragments and orders that
// the catalogue query (its filters, count and page) composes. docs/decisions/015 explains the
// plans; in short:
// - Words are matched against the catalogue first (800 products, their subcategories and
//   categories: names, accent- and case-insensitive, small typos through pg_trgm's
//   word_similarity), which gives a ranked list of product ids, kept in memory per word (the
//   catalogue only changes when the seed runs at start-up). Listings then match by that list
//   (the partial index on product_id) or by their description (the trigram GIN index).
// - Places: a listing's place is its address's municipality. Distances are haversine between
//   municipality centres, computed only for municipalities inside the radius's bounding box
//   (an index on their coordinates); sorting by distance walks the municipalities nearest first
//   and stops once the page is full.

const placeholder = sql.placeholder;

/**
 * pg_trgm's default word_similarity_threshold, which the `<%` operator (and so the trigram
 * index) uses: the same cut for names compared without the index.
 */
const WORD_SIMILARITY = 0.6;

/** Descriptions are searched from 3 letters on: a shorter word has no trigram to look up. */
const DESCRIPTION_MIN_LENGTH = 3;
/**
 * Listings found by their description alone, newest first, at most: a word most descriptions
 * hold (e.g. "cosecha") names no product, and its list would be checked on every row.
 */
const DESCRIPTION_MATCHES = 2000;

/** Words as the trigram indexes hold text: lower case, no accents. */
const word = folded(sql`${placeholder('word')}::text`);
const contains = sql`'%' || ${folded(sql`${placeholder('like')}::text`)} || '%'`;
const startsWith = sql`${folded(sql`${placeholder('like')}::text`)} || '%'`;

/**
 * Up to 1: how well a name matches the words. Starting with them beats containing them, which
 * beats a near miss ("aguacte"); among equals, the name closest to the words as a whole (the
 * shorter one) comes first.
 */
const nameScore = (name: SQL) => sql`(case
  when ${name} like ${startsWith} then 0.9
  when ${name} like ${contains} then 0.8
  else word_similarity(${word}, ${name}) * 0.8 end + similarity(${word}, ${name}) * 0.1)`;
const nameMatches = (name: SQL) =>
  sql`(${name} like ${contains} or word_similarity(${word}, ${name}) >= ${WORD_SIMILARITY})`;

/**
 * Catalogue products the words name, best first: by their own name (the trigram index on
 * product names), then by their subcategory's or category's name (90 rows, read whole).
 */
function rankedProductsStatement(db: Database) {
  const productName = folded(catalogueProducts.name);
  const subcategoryName = folded(subcategories.name);
  const categoryName = folded(categories.name);
  const byName = db
    .select({
      id: catalogueProducts.id,
      rank: sql<number>`2 + ${nameScore(productName)}`.as('rank'),
    })
    .from(catalogueProducts)
    // `<%` (not word_similarity() >= …) so the trigram index answers.
    .where(sql`(${productName} like ${contains} or ${word} <% ${productName})`);
  const bySubcategory = db
    .select({ id: catalogueProducts.id, rank: sql<number>`1 + ${nameScore(subcategoryName)}` })
    .from(catalogueProducts)
    .innerJoin(subcategories, eq(subcategories.id, catalogueProducts.subcategoryId))
    .where(nameMatches(subcategoryName));
  const byCategory = db
    .select({ id: catalogueProducts.id, rank: sql<number>`1 + ${nameScore(categoryName)}` })
    .from(catalogueProducts)
    .innerJoin(subcategories, eq(subcategories.id, catalogueProducts.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(nameMatches(categoryName));
  const matches = byName.unionAll(bySubcategory).unionAll(byCategory).as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .groupBy(matches.id)
    .orderBy(sql`max(${matches.rank}) desc`, asc(matches.id))
    .prepare('catalogue_words');
}

const statements = new WeakMap<
  Database,
  { words: ReturnType<typeof rankedProductsStatement>; ranked: Map<string, Promise<number[]>> }
>();
/** Distinct words kept per process; the oldest is forgotten first. */
const KEPT_WORDS = 1000;

/** Ids of the catalogue products the words name, best first (kept in memory per word). */
export function rankedProducts(db: Database, q: string): Promise<number[]> {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = { words: rankedProductsStatement(db), ranked: new Map() }));
  const key = q.toLowerCase();
  let ranked = kept.ranked.get(key);
  if (!ranked) {
    const { ranked: cache, words } = kept;
    ranked = words
      .execute({ word: q, like: escapeLike(q) })
      .then((rows) => rows.map((row) => row.id));
    // A failed read is not kept: the next request tries again.
    ranked.catch(() => cache.delete(key));
    cache.set(key, ranked);
    if (cache.size > KEPT_WORDS) cache.delete(cache.keys().next().value!);
  }
  return ranked;
}

const origin = alias(municipalities, 'origin');
const radius = sql`${placeholder('radiusKm')}::float8`;
const radians = (degrees: SQL | PgColumn) => sql`radians(${degrees})`;
/** Haversine km from the origin municipality's centre (domain/places/distance.ts). */
const kmFromOrigin = sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
  power(sin(${radians(sql`${municipalities.latitude} - ${origin.latitude}`)} / 2), 2)
  + cos(${radians(origin.latitude)}) * cos(${radians(municipalities.latitude)})
  * power(sin(${radians(sql`${municipalities.longitude} - ${origin.longitude}`)} / 2), 2)))))`;

/**
 * Municipalities within the radius of `near`, with their distance. The bounding box (degrees of
 * latitude and of longitude at the origin's latitude) is what the coordinates index answers;
 * the haversine is then computed for the few municipalities inside it.
 */
function nearbyMunicipalities(db: Database) {
  const kmPerDegree = sql.raw(String(KM_PER_DEGREE));
  const latitudeSpan = sql`${radius} / ${kmPerDegree}`;
  const longitudeSpan = sql`${radius} / (${kmPerDegree} * cos(${radians(origin.latitude)}))`;
  return db
    .select({ id: municipalities.id, km: kmFromOrigin.as('km') })
    .from(origin)
    .innerJoin(
      municipalities,
      and(
        sql`${municipalities.latitude} between ${origin.latitude} - ${latitudeSpan} and ${origin.latitude} + ${latitudeSpan}`,
        sql`${municipalities.longitude} between ${origin.longitude} - ${longitudeSpan} and ${origin.longitude} + ${longitudeSpan}`,
      ),
    )
    .where(and(eq(origin.id, placeholder('near')), sql`${kmFromOrigin} <= ${radius}`));
}

/** Listings whose address lies in one of these municipalities (or in this department). */
const addressIn = (db: Database, condition: SQL) =>
  sql`${listings.addressId} in ${db.select({ id: addresses.id }).from(addresses).where(condition)}`;

/**
 * The search's conditions on `listings` (the radius apart), the letters they add to the prepared
 * statement's name (its shape; values are parameters), and those parameters. The product ids
 * must come from rankedProducts first.
 */
export function searchConditions(db: Database, search: CatalogueSearch, products?: number[]) {
  const conditions: SQL[] = [];
  let shape = '';
  // Ids of the listings found by their description alone (an array), when descriptions count.
  let describedIds: SQL | null = null;
  if (search.q !== undefined) {
    const byProduct = sql`${listings.productId} = any(${placeholder('products')}::int[])`;
    if (search.q.length >= DESCRIPTION_MIN_LENGTH) {
      // The listings whose description holds the words, found once through the trigram index
      // (an InitPlan), so no row's description is folded and compared while the other filters
      // walk their own index (a place, the distance order).
      const description = folded(listings.description);
      const described = db
        .select({ id: listings.id })
        .from(listings)
        .where(and(isPublic, sql`(${description} like ${contains} or ${word} <% ${description})`))
        .orderBy(desc(listings.id))
        .limit(DESCRIPTION_MATCHES);
      describedIds = sql`array(${described})`;
      conditions.push(sql`(${byProduct} or ${listings.id} = any(${describedIds}))`);
      shape += 'w';
    } else {
      conditions.push(byProduct);
      shape += 'n';
    }
  }
  if (search.departmentId !== undefined) {
    conditions.push(addressIn(db, eq(addresses.departmentId, placeholder('department'))));
    shape += 'd';
  }
  if (search.municipalityId !== undefined) {
    conditions.push(addressIn(db, eq(addresses.municipalityId, placeholder('municipality'))));
    shape += 'm';
  }
  // Kept apart: sorting by distance joins the nearby municipalities instead (nearestPageIds).
  let nearby: SQL | null = null;
  if (search.near) {
    const inRadius = nearbyMunicipalities(db).as('nearby');
    const nearbyIds = db.select({ id: inRadius.id }).from(inRadius);
    nearby = addressIn(db, sql`${addresses.municipalityId} in ${nearbyIds}`);
    shape += 'r';
  }
  const params = {
    word: search.q,
    like: search.q === undefined ? undefined : escapeLike(search.q),
    products: products ?? [],
    department: search.departmentId,
    municipality: search.municipalityId,
    near: search.near?.municipalityId,
    radiusKm: search.near?.radiusKm ?? SEARCH.defaultRadiusKm,
  };
  return { conditions, nearby, describedIds, shape, params };
}

export type SearchConditions = ReturnType<typeof searchConditions>;

/** Relevance: listings of the best-named products first, description-only matches last. */
export const relevanceOrder: SQL[] = [
  sql`array_position(${placeholder('products')}::int[], ${listings.productId}) asc nulls last`,
  desc(listings.id),
];

/** The listings the words name, product by product: what a word search counts. */
function wordMatches(db: Database, where: SQL, describedIds: SQL | null, limit: Placeholder) {
  const ofProduct = db
    .select({ one: sql`1` })
    .from(listings)
    .where(and(sql`${listings.productId} = ranked.product_id`, where))
    .limit(limit);
  const described = db
    .select({ one: sql`1` })
    .from(listings)
    .where(
      and(
        sql`${listings.id} = any(${describedIds ?? sql`'{}'::int[]`})`,
        sql`${listings.productId} <> all(${placeholder('products')}::int[])`,
        where,
      ),
    )
    .limit(limit);
  return sql`(select 1 from unnest(${placeholder('products')}::int[]) as ranked(product_id)
      cross join lateral (${ofProduct}) as found
    union all ${described}
    limit ${limit})`;
}

/**
 * What the catalogue counts (at most `countLimit` rows): with words alone, product by product
 * through the index on product and id, since a plan for the words' OR as a whole may walk the
 * whole index to find a few hundred of them.
 */
export function countedMatches(db: Database, where: SQL, search: SearchConditions): SQL {
  const limit = placeholder('countLimit');
  // With a place too, the place's few addresses are the better way in (the plain count).
  const words = /[wn]/.test(search.shape);
  const place = /[dmr]/.test(search.shape);
  if (words && !place) {
    return wordMatches(db, where, search.describedIds, limit);
  }
  return sql`(${db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(limit)})`;
}

/**
 * One page of listing ids by relevance. A broad word names many products ("platano": 50, with
 * 5,000 listings), and ranking every listing would read them all: instead each product, best
 * first, gives at most the page's worth of its newest listings (the index on product and id),
 * then the listings found by their description alone; only those are sorted.
 */
export function relevantPageIds(db: Database, where: SQL, describedIds: SQL | null) {
  // limit + offset: the most any product can place on pages up to this one.
  const upTo = placeholder('pageEnd');
  const ofProduct = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(sql`${listings.productId} = ranked.product_id`, where))
    .orderBy(desc(listings.id))
    .limit(upTo);
  const described = db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        sql`${listings.id} = any(${describedIds ?? sql`'{}'::int[]`})`,
        sql`${listings.productId} <> all(${placeholder('products')}::int[])`,
        where,
      ),
    )
    .orderBy(desc(listings.id))
    .limit(upTo);
  return db
    .select({
      id: sql<number>`candidates.id`.as('id'),
      km: sql<number | null>`null::float8`.as('km'),
    })
    .from(
      sql`(
        select best.id, ranked.position from unnest(${placeholder('products')}::int[])
          with ordinality as ranked(product_id, position)
          cross join lateral (${ofProduct}) as best
        union all
        select described.id, null from (${described}) as described
      ) as candidates`,
    )
    .orderBy(sql`candidates.position asc nulls last`, sql`candidates.id desc`)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page_ids');
}

/**
 * One page of listing ids nearest first, with their distance: the municipalities in the radius,
 * nearest first, then their addresses and public listings (indexes on both), so PostgreSQL stops
 * once the page is full (an incremental sort on the distance) instead of sorting every listing
 * in the radius. `where` holds the other filters on `listings`.
 */
export function nearestPageIds(db: Database, where: SQL) {
  // A subquery with ORDER BY stays whole (PostgreSQL does not flatten it), so its order
  // carries through the joins.
  const nearest = nearbyMunicipalities(db)
    .orderBy(sql`km`, asc(municipalities.id))
    .as('nearest');
  return db
    .select({ id: listings.id, km: nearest.km })
    .from(nearest)
    .innerJoin(addresses, eq(addresses.municipalityId, nearest.id))
    .innerJoin(listings, eq(listings.addressId, addresses.id))
    .where(where)
    .orderBy(asc(nearest.km), asc(listings.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page_ids');
}
