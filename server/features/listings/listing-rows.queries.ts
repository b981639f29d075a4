import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, listings } from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import { firstPhotoKeyOf } from './listing-reads.queries';

// What every listing answer reads: the listing with its address, first photo and names, and the
// prepared-statement helper the listings' queries share. The queries of each screen live beside
// this file (catalogue, detail, my-listings, listing-changes, favourite-listings, listing-images);
// admin's moderation also writes listings (admin.queries.ts).

const primaryImageKey = firstPhotoKeyOf(sql`${listings.id}`);

export type ListingRow = {
  listing: typeof listings.$inferSelect;
  productName: string;
  category: { id: number; name: string };
  subcategory: { id: number; name: string };
  size: { id: number; name: string; abbreviation: string };
  department: string;
  departmentId: number;
  municipality: { name: string; latitude: number; longitude: number };
  address: { id: number; address: string; vereda: string | null; addressPrivate: boolean };
  imageKey: string | null;
};

/** The columns every listing answer needs; the query joins `addresses`. */
export const listingColumns = {
  listing: listings,
  address: {
    id: addresses.id,
    address: addresses.address,
    vereda: addresses.vereda,
    addressPrivate: addresses.addressPrivate,
    departmentId: addresses.departmentId,
    municipalityId: addresses.municipalityId,
  },
  imageKey: primaryImageKey,
};

export type ListingColumns = {
  listing: typeof listings.$inferSelect;
  address: {
    id: number;
    address: string;
    vereda: string | null;
    addressPrivate: boolean;
    departmentId: number;
    municipalityId: number;
  };
  imageKey: string | null;
};

/**
 * Names of products, units and places come from the in-memory reference data (see
 * server/db/reference-data.ts for why).
 */
export function named(
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
    address: {
      id: address.id,
      address: address.address,
      vereda: address.vereda,
      addressPrivate: address.addressPrivate,
    },
    imageKey,
  };
}

/** Listings with their address and first photo. */
export function selectListings(db: Database, reference: ReferenceData) {
  const query = db
    .select(listingColumns)
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId));
  return {
    query,
    named: (rows: ListingColumns[]): ListingRow[] => rows.map((row) => named(reference, row)),
  };
}

export const placeholder = sql.placeholder;

/**
 * Prepared statements, built once per database handle and statement name: the SQL text is made
 * once (not per request), and PostgreSQL plans each one once per connection.
 */
const prepared = new WeakMap<Database, Map<string, unknown>>();
export function preparedOnce<T>(db: Database, name: string, build: () => T): T {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build()));
  return statement;
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
