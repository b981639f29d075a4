import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import { SEARCH } from '../../../domain/limits';
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from '../../../domain/places/distance';
import type { Database } from '../../db/client';
import { addresses, listings, municipalities } from '../../db/schema';
import { escapeLike, folded } from '../../db/text';
import { preparedOnce } from './listing-rows.queries';
import { isPublic } from './listing-reads.queries';
import type { CatalogueSearch } from './catalogue-search';

// The search of the public catalogue (docs/product.md §16): words and place as SQL fragments and
// orders that the catalogue query (its filters, count and page) composes. docs/decisions/015
// explains the plans; in short:
// - Words are matched against the catalogue's names first, in memory (catalogue-words.ts), which
//   gives a ranked list of product ids. Listings then match by that list (the partial index on
//   product_id), or, when no product's name holds the words, by it and by their description
//   (the trigram GIN index; docs/decisions/023-search-cost.md).
// - Places: a listing's place is its address's municipality. Distances are haversine between
//   municipality centres, computed only for municipalities inside the radius's bounding box
//   (an index on their coordinates); sorting by distance walks the municipalities nearest first
//   and stops once the page is full.

const placeholder = sql.placeholder;

/** Descriptions are searched from 3 letters on: a shorter word has no trigram to look up. */
const DESCRIPTION_MIN_LENGTH = 3;
/**
 * Listings found by their description alone, newest first, at most: a word most descriptions
 * hold (e.g. "cosecha") names no product, and its list would be checked on every row.
 */
const DESCRIPTION_MATCHES = 2000;

/**
 * Ids of the public listings whose description holds every word (newest first, at most
 * DESCRIPTION_MATCHES), through the trigram GIN index: a LIKE needs all of a word's trigrams, so
 * a made-up word (a trigram no description has) is answered from the index at once. Typos are
 * not forgiven here (only in names: catalogue-words.ts); words shorter than 3 letters are left
 * out, and none left means no description is searched.
 */
export async function describedListings(db: Database, words: string[]): Promise<number[]> {
  const searched = words.filter((w) => w.length >= DESCRIPTION_MIN_LENGTH);
  if (searched.length === 0) return [];
  const description = folded(listings.description);
  const statement = preparedOnce(db, `catalogue_described_${searched.length}`, () =>
    db
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          isPublic,
          ...searched.map(
            (_, i) => sql`${description} like '%' || ${placeholder(`word${i}`)}::text || '%'`,
          ),
        ),
      )
      .orderBy(desc(listings.id))
      .limit(DESCRIPTION_MATCHES)
      .prepare(`catalogue_described_${searched.length}`),
  );
  const params = Object.fromEntries(searched.map((w, i) => [`word${i}`, escapeLike(w)]));
  return (await statement.execute(params)).map((row) => row.id);
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
export function searchConditions(
  db: Database,
  search: CatalogueSearch,
  words?: { products: number[]; described: number[] | null },
) {
  const conditions: SQL[] = [];
  let shape = '';
  // The listings found by their description alone (an array parameter), when descriptions count.
  let describedIds: SQL | null = null;
  if (search.q !== undefined) {
    const byProduct = sql`${listings.productId} = any(${placeholder('products')}::int[])`;
    if (words?.described) {
      describedIds = sql`${placeholder('described')}::int[]`;
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
    products: words?.products ?? [],
    described: words?.described ?? [],
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
