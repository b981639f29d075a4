import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { shareOpens, users } from '../../db/schema';
import {
  findListingWithRatings,
  hasListingNotHiddenOf,
  sellerListingBriefs,
  sellerRatingOf,
  type ListingBrief,
  type RatingJson,
} from '../listings';

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

type PublicListingBase = Omit<PublicListing, 'sellerName' | 'rating' | 'sellerRating'>;

/** A listing's brief named from the in-memory reference data. */
function named(reference: ReferenceData, brief: ListingBrief): PublicListingBase {
  const size = reference.sizes.get(brief.sizeId)!;
  return {
    id: brief.id,
    sellerId: brief.sellerId,
    name: reference.products.get(brief.productId)!.name,
    price: brief.price,
    size: size.abbreviation,
    unitName: size.name,
    municipality: reference.municipalities.get(brief.municipalityId)!.name,
    department: reference.departments.get(brief.departmentId)!.name,
    description: brief.description,
    state: brief.status,
    imageKey: brief.imageKey,
  };
}

const ratingOf = (raw: RatingJson | null) => ({
  avg: Number(raw?.avg ?? 0),
  count: Number(raw?.count ?? 0),
});

/** One listing with its seller's name, its reviews' and its seller's average, in one round trip. */
export async function findPublicListing(
  db: Database,
  reference: ReferenceData,
  id: number,
): Promise<PublicListing | null> {
  const found = await findListingWithRatings(db, id);
  if (!found) return null;
  return {
    ...named(reference, found.brief),
    sellerName: found.sellerName,
    rating: ratingOf(found.rating),
    sellerRating: ratingOf(found.sellerRating),
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
  listings: PublicListingBase[];
}

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
      published: hasListingNotHiddenOf(sql.raw('"users"."id"')),
      rating: sellerRatingOf(sql.raw('"users"."id"')),
    })
    .from(users)
    .where(eq(users.id, id));
  if (!person?.published) return null;
  const briefs = await sellerListingBriefs(db, id, 'public');
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
    listings: briefs.map((brief) => named(reference, brief)),
  };
}

/** Mi tienda: the seller's own name, description and listings (not hidden), newest first. */
export async function findOwnStorefront(db: Database, reference: ReferenceData, userId: number) {
  const [person] = await db
    .select({ name: users.name, description: users.storefrontDescription })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return null;
  const briefs = await sellerListingBriefs(db, userId, 'not-hidden');
  return { ...person, listings: briefs.map((brief) => named(reference, brief)) };
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
