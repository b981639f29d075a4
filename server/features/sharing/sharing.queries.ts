import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { addresses, listingImages, listings, reviews, shareOpens, users } from '../../db/schema';
import { sellerRatingOf } from '../listings';

// Reads of the public pages (/p/{id}, /vendedor/{id}) and of Mi tienda. Only what a person
// without an account may see is selected: never a phone, a document or an address line.

/** A listing as the public card shows it; names come from the in-memory reference data. */
export interface PublicListing {
  id: number;
  sellerId: number;
  sellerName: string;
  name: string;
  price: number;
  /** 'kg', 'bulto'… */
  size: string;
  unitName: string;
  municipality: string;
  department: string;
  description: string;
  state: 'active' | 'inactive' | 'sold' | 'hidden';
  /** The storage key of the first photo, or null without photos. */
  imageKey: string | null;
  /** This listing's reviews. */
  rating: { avg: number; count: number };
  /** The seller's, over all their listings not hidden: what their storefront shows. */
  sellerRating: { avg: number; count: number };
}

const firstImageKey = sql<string | null>`(
  select ${listingImages.key} from ${listingImages}
  where ${listingImages.listingId} = ${listings.id}
  order by ${listingImages.position}, ${listingImages.id} limit 1
)`;

const listingColumns = {
  id: listings.id,
  sellerId: listings.userId,
  productId: listings.productId,
  sizeId: listings.sizeId,
  price: listings.price,
  description: listings.description,
  isActive: listings.isActive,
  soldAt: listings.soldAt,
  hiddenAt: listings.hiddenAt,
  municipalityId: addresses.municipalityId,
  departmentId: addresses.departmentId,
  imageKey: firstImageKey,
};

type ListingColumns = {
  id: number;
  sellerId: number;
  productId: number;
  sizeId: number;
  price: number;
  description: string;
  isActive: boolean;
  soldAt: Date | null;
  hiddenAt: Date | null;
  municipalityId: number;
  departmentId: number;
  imageKey: string | null;
};

function named(
  reference: ReferenceData,
  row: ListingColumns,
): Omit<PublicListing, 'sellerName' | 'rating' | 'sellerRating'> {
  const size = reference.sizes.get(row.sizeId)!;
  return {
    id: row.id,
    sellerId: row.sellerId,
    name: reference.products.get(row.productId)!.name,
    price: row.price,
    size: size.abbreviation,
    unitName: size.name,
    municipality: reference.municipalities.get(row.municipalityId)!.name,
    department: reference.departments.get(row.departmentId)!.name,
    description: row.description,
    state: row.hiddenAt ? 'hidden' : row.soldAt ? 'sold' : row.isActive ? 'active' : 'inactive',
    imageKey: row.imageKey,
  };
}

const ratingOf = (raw: { avg: string | number; count: string | number } | null) => ({
  avg: Number(raw?.avg ?? 0),
  count: Number(raw?.count ?? 0),
});

/** One listing with its seller's name, its reviews' and its seller's average, in one round trip. */
export async function findPublicListing(
  db: Database,
  reference: ReferenceData,
  id: number,
): Promise<PublicListing | null> {
  const [row] = await db
    .select({
      ...listingColumns,
      sellerName: users.name,
      rating: sql<{ avg: string; count: string }>`(
        select json_build_object(
          'avg', coalesce(round(avg(${reviews.halfStars}) / 2.0, 1), 0), 'count', count(*))
        from ${reviews} where ${reviews.listingId} = ${listings.id} and ${reviews.removedAt} is null
      )`,
      sellerRating: sellerRatingOf(sql`${listings.userId}`),
    })
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .innerJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, id));
  if (!row) return null;
  return {
    ...named(reference, row),
    sellerName: row.sellerName,
    rating: ratingOf(row.rating),
    sellerRating: ratingOf(row.sellerRating),
  };
}

export interface PublicSeller {
  id: number;
  name: string;
  description: string;
  /** 'Fusagasugá, Cundinamarca', or null when the profile has no place. */
  place: string | null;
  memberSince: Date;
  rating: { avg: number; count: number };
  /** Active, unsold, visible listings, newest first. */
  listings: Omit<PublicListing, 'sellerName' | 'rating' | 'sellerRating'>[];
}

/** Listings a visitor may see: active, not sold, not hidden (the catalogue's rule). */
const isPublic = sql`(${listings.isActive} AND ${listings.soldAt} IS NULL AND ${listings.hiddenAt} IS NULL)`;

/**
 * A seller's storefront, or null. Only people who have published (a listing that a moderator
 * has not hidden) have one: a buyer's name and town are not put on the open web.
 */
export async function findPublicSeller(
  db: Database,
  reference: ReferenceData,
  id: number,
): Promise<PublicSeller | null> {
  const [person] = await db
    .select({
      id: users.id,
      name: users.name,
      description: users.storefrontDescription,
      municipalityId: users.municipalityId,
      departmentId: users.departmentId,
      createdAt: users.createdAt,
      // Written out with table names: in a one-table select Drizzle leaves columns unqualified,
      // and `id` inside the subqueries would be ambiguous.
      published: sql<boolean>`exists (select 1 from listings l
        where l.user_id = "users"."id" and l.hidden_at is null)`,
      rating: sellerRatingOf(sql.raw('"users"."id"')),
    })
    .from(users)
    .where(eq(users.id, id));
  if (!person?.published) return null;
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .where(and(eq(listings.userId, id), isPublic))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const municipality = person.municipalityId
    ? reference.municipalities.get(person.municipalityId)
    : undefined;
  const department = person.departmentId
    ? reference.departments.get(person.departmentId)
    : undefined;
  return {
    id: person.id,
    name: person.name,
    description: person.description,
    place: municipality && department ? `${municipality.name}, ${department.name}` : null,
    memberSince: person.createdAt,
    rating: ratingOf(person.rating),
    listings: rows.map((row) => named(reference, row)),
  };
}

/** Mi tienda: the seller's own name, description and listings (not hidden), newest first. */
export async function findOwnStorefront(db: Database, reference: ReferenceData, userId: number) {
  const [person] = await db
    .select({ name: users.name, description: users.storefrontDescription })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return null;
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .where(and(eq(listings.userId, userId), isNull(listings.hiddenAt)))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return { ...person, listings: rows.map((row) => named(reference, row)) };
}

export async function setStorefrontDescription(
  db: Database,
  userId: number,
  description: string,
): Promise<void> {
  await db
    .update(users)
    .set({ storefrontDescription: description, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export interface ShareOpen {
  sellerId: number;
  listingId: number | null;
  visitor: string;
  openedOn: string;
}

/** Records opens; one already counted (same visitor, page and day) is left as it is. */
export async function insertShareOpens(db: Database, opens: ShareOpen[]): Promise<void> {
  if (opens.length === 0) return;
  await db.insert(shareOpens).values(opens).onConflictDoNothing();
}

/**
 * Opens since `fromDay` (a Bogotá 'YYYY-MM-DD'), per listing (null: the storefront). Opens of
 * listings deleted since are gone with them (cascade).
 */
export async function countShareOpens(
  db: Database,
  sellerId: number,
  fromDay: string,
): Promise<Map<number | null, number>> {
  const rows = await db
    .select({ listingId: shareOpens.listingId, opens: count() })
    .from(shareOpens)
    .where(and(eq(shareOpens.sellerId, sellerId), gte(shareOpens.openedOn, fromDay)))
    .groupBy(shareOpens.listingId)
    .orderBy(asc(shareOpens.listingId));
  return new Map(rows.map((row) => [row.listingId, row.opens]));
}
