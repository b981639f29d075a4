import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '../../../domain/limits';
import type { Database } from '../../db/client';
import {
  addresses,
  catalogueProducts,
  listingImages,
  listingPrices,
  listings,
  sizes,
  subcategories,
  users,
} from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import { escapeLike, folded } from '../../db/text';

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
  municipality: { name: string; latitude: number; longitude: number };
  address: { id: number; address: string; vereda: string | null };
  imageKey: string | null;
};

/**
 * Listings with their address and first photo; names of products, units and places come from
 * the in-memory reference data (see server/db/reference-data.ts for why).
 */
function selectListings(db: Database, reference: ReferenceData) {
  const query = db
    .select({
      listing: listings,
      address: {
        id: addresses.id,
        address: addresses.address,
        vereda: addresses.vereda,
        departmentId: addresses.departmentId,
        municipalityId: addresses.municipalityId,
      },
      imageKey: primaryImageKey,
    })
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId));
  const named = (rows: Awaited<typeof query>): ListingRow[] =>
    rows.map(({ listing, address, imageKey }) => {
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
        municipality: {
          name: municipality.name,
          latitude: municipality.latitude,
          longitude: municipality.longitude,
        },
        address: { id: address.id, address: address.address, vereda: address.vereda },
        imageKey,
      };
    });
  return { query, named };
}

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

export async function searchListings(
  db: Database,
  reference: ReferenceData,
  filters: CatalogueFilters,
): Promise<{ rows: ListingRow[]; total: number; totalIsExact: boolean }> {
  const conditions: SQL[] = [isPublic];
  if (filters.category > 0) conditions.push(eq(listings.categoryId, filters.category));
  if (filters.maxPrice !== undefined)
    conditions.push(sql`${listings.price} <= ${filters.maxPrice}`);
  if (filters.q) {
    const needle = sql`'%' || ${folded(escapeLike(filters.q))} || '%'`;
    // Matching catalogue products first (a small table with a trigram index), then listings.
    const products = db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(sql`${folded(catalogueProducts.name)} LIKE ${needle}`);
    conditions.push(
      sql`(${inArray(listings.productId, products)} OR ${folded(listings.description)} LIKE ${needle})`,
    );
  }
  const where = and(...conditions);
  const offset = (filters.page - 1) * filters.pageSize;
  // Counting every match of a big category costs more than the page itself; count only as
  // far as the pager needs (a few pages past this one) and say when the total is exact.
  const countLimit = offset + filters.pageSize * COUNT_PAGES_AHEAD + 1;
  const { query, named } = selectListings(db, reference);
  const [rows, [counted]] = await Promise.all([
    query
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.pageSize)
      .offset(offset)
      .then(named),
    db.select({ value: count() }).from(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(where)
        .limit(countLimit)
        .as('matches'),
    ),
  ]);
  const total = counted?.value ?? 0;
  return { rows, total: Math.min(total, countLimit - 1), totalIsExact: total < countLimit };
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
