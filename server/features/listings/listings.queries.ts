import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListingSort } from '../../../domain/limits';
import type { Database } from '../../db/client';
import {
  addresses,
  catalogueProducts,
  categories,
  departments,
  listingImages,
  listingPrices,
  listings,
  municipalities,
  sizes,
  subcategories,
  users,
} from '../../db/schema';
import { escapeLike, folded } from '../../db/text';

// Reads and writes of listings. Only this module (and listing-images.queries) touches the
// listing tables; routes get plain objects.

/** Listings a buyer may see in the catalogue: active, not sold, not hidden by a moderator. */
export const isPublic = and(
  eq(listings.isActive, true),
  isNull(listings.soldAt),
  isNull(listings.hiddenAt),
)!;

const listingDepartment = alias(departments, 'listing_department');
const listingMunicipality = alias(municipalities, 'listing_municipality');

const primaryImageKey = sql<string | null>`(
  select ${listingImages.key} from ${listingImages}
  where ${listingImages.listingId} = ${listings.id}
  order by ${listingImages.position}, ${listingImages.id} limit 1
)`;

const summaryColumns = {
  listing: listings,
  productName: catalogueProducts.name,
  category: { id: categories.id, name: categories.name },
  subcategory: { id: subcategories.id, name: subcategories.name },
  size: { id: sizes.id, name: sizes.name, abbreviation: sizes.abbreviation },
  department: listingDepartment.name,
  municipality: {
    name: listingMunicipality.name,
    latitude: listingMunicipality.latitude,
    longitude: listingMunicipality.longitude,
  },
  address: { id: addresses.id, address: addresses.address, vereda: addresses.vereda },
  imageKey: primaryImageKey,
};

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

function selectListings(db: Database) {
  return db
    .select(summaryColumns)
    .from(listings)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, listings.productId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
    .innerJoin(sizes, eq(sizes.id, listings.sizeId))
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .innerJoin(listingDepartment, eq(listingDepartment.id, addresses.departmentId))
    .innerJoin(listingMunicipality, eq(listingMunicipality.id, addresses.municipalityId));
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

export async function searchCatalogue(
  db: Database,
  filters: CatalogueFilters,
): Promise<{ rows: ListingRow[]; total: number }> {
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
  const [rows, [total]] = await Promise.all([
    selectListings(db)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ value: count() }).from(listings).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findListing(db: Database, id: number): Promise<ListingRow | null> {
  const [row] = await selectListings(db).where(eq(listings.id, id));
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
  if (status === 'active') return and(own, eq(listings.isActive, true), isNull(listings.soldAt));
  if (status === 'inactive')
    return and(own, sql`(NOT ${listings.isActive} OR ${listings.soldAt} IS NOT NULL)`);
  return own;
};

export async function listMine(
  db: Database,
  userId: number,
  status: MyListingsFilter,
  page: number,
  pageSize: number,
) {
  const [rows, [counts]] = await Promise.all([
    selectListings(db)
      .where(mineCondition(userId, status))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
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
    and(eq(listings.userId, userId), eq(listings.isActive, true), isNull(listings.soldAt)),
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
