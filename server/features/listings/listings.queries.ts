import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '../../../domain/limits';
import type { Database } from '../../db/client';
import {
  addresses,
  catalogueProducts,
  contacts,
  favourites,
  listingImages,
  listingPrices,
  listings,
  reviews,
  sizes,
  subcategories,
  users,
} from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import {
  countedMatches,
  nearestPageIds,
  rankedProducts,
  relevanceOrder,
  relevantPageIds,
  searchConditions,
  type CatalogueSearch,
} from './catalogue-search';
import type { ListingImageRow } from './listing-images.queries';

// Reads and writes of listings. Only this module (and listing-images.queries) touches the
// listing tables; routes get plain objects.

/**
 * Listings a buyer may see in the catalogue: active, not sold, not hidden by a moderator.
 * Written exactly as the partial indexes' predicate (`is_active AND …`, not `is_active = $1`),
 * or PostgreSQL cannot prove the indexes apply and scans the table.
 */
export const isPublic = sql`(${listings.isActive} AND ${listings.soldAt} IS NULL AND ${listings.hiddenAt} IS NULL)`;

const primaryImageKey = sql<string | null>`(
  select ${listingImages.key} from ${listingImages}
  where ${listingImages.listingId} = ${listings.id}
  order by ${listingImages.position}, ${listingImages.id} limit 1
)`;

export type ListingRow = {
  listing: typeof listings.$inferSelect;
  productName: string;
  category: { id: number; name: string };
  subcategory: { id: number; name: string };
  size: { id: number; name: string; abbreviation: string };
  department: string;
  departmentId: number;
  municipality: { name: string; latitude: number; longitude: number };
  address: { id: number; address: string; vereda: string | null };
  imageKey: string | null;
};

/** The columns every listing answer needs; the query joins `addresses`. */
const listingColumns = {
  listing: listings,
  address: {
    id: addresses.id,
    address: addresses.address,
    vereda: addresses.vereda,
    departmentId: addresses.departmentId,
    municipalityId: addresses.municipalityId,
  },
  imageKey: primaryImageKey,
};

type ListingColumns = {
  listing: typeof listings.$inferSelect;
  address: {
    id: number;
    address: string;
    vereda: string | null;
    departmentId: number;
    municipalityId: number;
  };
  imageKey: string | null;
};

/**
 * Names of products, units and places come from the in-memory reference data (see
 * server/db/reference-data.ts for why).
 */
function named(
  reference: ReferenceData,
  { listing, address, imageKey }: ListingColumns,
): ListingRow {
  const product = reference.products.get(listing.productId)!;
  const category = reference.categories.get(listing.categoryId)!;
  const subcategory = reference.subcategories.get(listing.subcategoryId)!;
  const size = reference.sizes.get(listing.sizeId)!;
  const municipality = reference.municipalities.get(address.municipalityId)!;
  return {
    listing,
    productName: product.name,
    category: { id: category.id, name: category.name },
    subcategory: { id: subcategory.id, name: subcategory.name },
    size: { id: size.id, name: size.name, abbreviation: size.abbreviation },
    department: reference.departments.get(address.departmentId)!.name,
    departmentId: address.departmentId,
    municipality: {
      name: municipality.name,
      latitude: municipality.latitude,
      longitude: municipality.longitude,
    },
    address: { id: address.id, address: address.address, vereda: address.vereda },
    imageKey,
  };
}

/** Listings with their address and first photo. */
function selectListings(db: Database, reference: ReferenceData) {
  const query = db
    .select(listingColumns)
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId));
  return {
    query,
    named: (rows: ListingColumns[]): ListingRow[] => rows.map((row) => named(reference, row)),
  };
}

export interface CatalogueFilters extends CatalogueSearch {
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

const placeholder = sql.placeholder;

/**
 * Prepared statements, built once per database handle and statement name: the SQL text is made
 * once (not per request), and PostgreSQL plans each one once per connection.
 */
const prepared = new WeakMap<Database, Map<string, unknown>>();
function preparedOnce<T>(db: Database, name: string, build: () => T): T {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build()));
  return statement;
}

/**
 * The filters of one catalogue request as SQL with placeholders. The statement's shape (which
 * filters are present, the order) names it; values are parameters.
 */
function catalogueWhere(filters: CatalogueFilters, search: ReturnType<typeof searchConditions>) {
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

function catalogueParams(filters: CatalogueFilters) {
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

/**
 * One catalogue page and its (bounded) count in one round trip: the page's ids come from the
 * ordered partial index (or, by distance, the nearest municipalities first: catalogue-search.ts),
 * and only those rows are joined with their address and first photo.
 */
export async function searchListings(
  db: Database,
  reference: ReferenceData,
  filters: CatalogueFilters,
): Promise<{ rows: ListingRow[]; total: number; totalIsExact: boolean }> {
  const products = filters.q === undefined ? undefined : await rankedProducts(db, filters.q);
  const search = searchConditions(db, filters, products);
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
  };
}

export interface PublicDetailRow {
  row: ListingRow;
  sellerName: string;
  images: Pick<ListingImageRow, 'id' | 'key' | 'width' | 'height' | 'position'>[];
  rating: { avg: number; count: number; comments: number };
}

/**
 * What every viewer of a listing's detail sees, in one round trip: the listing with its place,
 * the seller's name, the photos in order and the visible reviews' summary.
 */
export async function findPublicDetail(
  db: Database,
  reference: ReferenceData,
  id: number,
): Promise<PublicDetailRow | null> {
  const statement = preparedOnce(db, 'listing_detail', () =>
    db
      .select({
        ...listingColumns,
        sellerName: users.name,
        images: sql<PublicDetailRow['images']>`(
          select coalesce(json_agg(json_build_object(
            'id', ${listingImages.id}, 'key', ${listingImages.key}, 'width', ${listingImages.width},
            'height', ${listingImages.height}, 'position', ${listingImages.position}
          ) order by ${listingImages.position}, ${listingImages.id}), '[]'::json)
          from ${listingImages} where ${listingImages.listingId} = ${listings.id}
        )`,
        rating: sql<PublicDetailRow['rating']>`(
          select json_build_object(
            'avg', coalesce(round(avg(${reviews.halfStars}) / 2.0, 1), 0),
            'count', count(*),
            'comments', count(*) filter (where length(trim(${reviews.body})) > 0)
          )
          from ${reviews} where ${reviews.listingId} = ${listings.id} and ${reviews.removedAt} is null
        )`,
      })
      .from(listings)
      .innerJoin(addresses, eq(addresses.id, listings.addressId))
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(listings.id, placeholder('id')))
      .prepare('listing_detail'),
  );
  const [found] = await statement.execute({ id });
  if (!found) return null;
  return {
    row: named(reference, found),
    sellerName: found.sellerName,
    images: found.images,
    rating: {
      avg: Number(found.rating.avg),
      count: Number(found.rating.count),
      comments: Number(found.rating.comments),
    },
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

/** What the signed-in viewer of a detail may see or has done: one round trip. */
export async function findViewerState(
  db: Database,
  viewerId: number,
  listingId: number,
  sellerId: number,
) {
  const statement = preparedOnce(db, 'listing_viewer', () =>
    db
      .select({
        sellerPhone: users.phone,
        isFavourite: sql<boolean>`exists (select 1 from ${favourites}
          where ${favourites.userId} = ${placeholder('viewer')} and ${favourites.listingId} = ${placeholder('listing')})`,
        contacted: sql<boolean>`exists (select 1 from ${contacts}
          where ${contacts.userId} = ${placeholder('viewer')} and ${contacts.listingId} = ${placeholder('listing')})`,
        reviewed: sql<boolean>`exists (select 1 from ${reviews}
          where ${reviews.userId} = ${placeholder('viewer')} and ${reviews.listingId} = ${placeholder('listing')})`,
      })
      .from(users)
      .where(eq(users.id, placeholder('seller')))
      .prepare('listing_viewer'),
  );
  const [row] = await statement.execute({ viewer: viewerId, listing: listingId, seller: sellerId });
  return row ?? null;
}

export async function findListing(
  db: Database,
  reference: ReferenceData,
  id: number,
): Promise<ListingRow | null> {
  const { query, named } = selectListings(db, reference);
  const [row] = await query.where(eq(listings.id, id)).then(named);
  return row ?? null;
}

export async function findSeller(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type MyListingsFilter = 'all' | 'active' | 'inactive';

const mineCondition = (userId: number, status: MyListingsFilter) => {
  const own = eq(listings.userId, userId);
  if (status === 'active') return and(own, sql`${listings.isActive}`, isNull(listings.soldAt));
  if (status === 'inactive')
    return and(own, sql`(NOT ${listings.isActive} OR ${listings.soldAt} IS NOT NULL)`);
  return own;
};

export async function listMine(
  db: Database,
  reference: ReferenceData,
  userId: number,
  status: MyListingsFilter,
  page: number,
  pageSize: number,
) {
  const { query, named } = selectListings(db, reference);
  const [rows, [counts]] = await Promise.all([
    query
      .where(mineCondition(userId, status))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .then(named),
    db
      .select({
        all: count(),
        active:
          sql<number>`count(*) filter (where ${listings.isActive} and ${listings.soldAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(listings)
      .where(eq(listings.userId, userId)),
  ]);
  const all = counts?.all ?? 0;
  const active = counts?.active ?? 0;
  return { rows, counts: { all, active, inactive: all - active } };
}

/** The catalogue product with its subcategory and category, or null when it does not exist. */
export async function findCatalogueProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      id: catalogueProducts.id,
      subcategoryId: subcategories.id,
      categoryId: subcategories.categoryId,
    })
    .from(catalogueProducts)
    .innerJoin(subcategories, eq(subcategories.id, catalogueProducts.subcategoryId))
    .where(eq(catalogueProducts.id, productId));
  return row ?? null;
}

export async function sizeExists(db: Database, sizeId: number): Promise<boolean> {
  return (await db.$count(sizes, eq(sizes.id, sizeId))) > 0;
}

export async function isOwnAddress(
  db: Database,
  userId: number,
  addressId: number,
): Promise<boolean> {
  return (
    (await db.$count(addresses, and(eq(addresses.id, addressId), eq(addresses.userId, userId)))) > 0
  );
}

export async function insertListing(
  db: Database,
  values: typeof listings.$inferInsert,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(listings).values(values).returning({ id: listings.id });
    await tx.insert(listingPrices).values({ listingId: row!.id, price: values.price });
    return row!.id;
  });
}

/** The owner's listing row, locked for the rest of the transaction. */
export async function lockOwnListing(db: Database, userId: number, listingId: number) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * Serialises activations of one seller: two "activate" taps at the same moment both wait here,
 * so the second one sees the first when it counts active listings.
 */
export async function lockSeller(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countActive(db: Database, userId: number): Promise<number> {
  return db.$count(
    listings,
    and(eq(listings.userId, userId), sql`${listings.isActive}`, isNull(listings.soldAt)),
  );
}

export async function updateListingRow(
  db: Database,
  listingId: number,
  changes: Partial<typeof listings.$inferInsert>,
  previousPrice?: number,
): Promise<void> {
  const priceChanged = changes.price !== undefined && changes.price !== previousPrice;
  await db
    .update(listings)
    .set({
      ...changes,
      ...(priceChanged ? { previousPrice, priceChangedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(listings.id, listingId));
  if (priceChanged) await db.insert(listingPrices).values({ listingId, price: changes.price! });
}

/**
 * One page of a person's favourites, newest first, hidden listings left out, with how many there
 * are: one round trip, whatever the page size (the favourites list and the home's section).
 */
export async function favouriteListingsPage(
  db: Database,
  reference: ReferenceData,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: (ListingRow & { favouriteId: number })[]; total: number }> {
  const statement = preparedOnce(db, 'favourites_page', () =>
    db
      .select({
        ...listingColumns,
        favouriteId: favourites.id,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .innerJoin(addresses, eq(addresses.id, listings.addressId))
      .where(and(eq(favourites.userId, placeholder('userId')), isNull(listings.hiddenAt)))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare('favourites_page'),
  );
  const found = await statement.execute({
    userId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  let total = found[0]?.total;
  if (total === undefined) {
    // Past the last page: the count alone, for the pager.
    total = await db.$count(
      db
        .select({ id: favourites.id })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .where(and(eq(favourites.userId, userId), isNull(listings.hiddenAt)))
        .as('visible'),
    );
  }
  return {
    rows: found.map((row) => ({ ...named(reference, row), favouriteId: row.favouriteId })),
    total,
  };
}
