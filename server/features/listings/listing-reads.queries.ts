import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListingSummary } from '../../../domain/api/listings';
import type { Database } from '../../db/client';
import {
  addresses,
  catalogueProducts,
  listingImages,
  listings,
  reviews,
  users,
} from '../../db/schema';

// The reads of listings that other features need (sharing, notifications, prices, favourites,
// addresses), exported through index.ts: the listings table is queried only in this feature
// (scripts/eslint/table-owners.js), so the public-listing rule, the first photo and the ratings
// are written once.

/**
 * The public-listing rule: what a buyer may see in the catalogue, a storefront or a saved
 * search's matches: active, not sold, not hidden by a moderator (a deleted seller's listings are
 * gone with them). Written exactly as the partial indexes' predicate (`is_active AND …`, not
 * `is_active = $1`), or PostgreSQL cannot prove the indexes apply and scans the table.
 */
export const isPublic = sql`(${listings.isActive} AND ${listings.soldAt} IS NULL AND ${listings.hiddenAt} IS NULL)`;

/** The first photo's storage key of the listing whose id is `listingId` (an outer column). */
export const firstPhotoKeyOf = (listingId: SQL) => sql<string | null>`(
  select ${listingImages.key} from ${listingImages}
  where ${listingImages.listingId} = ${listingId}
  order by ${listingImages.position}, ${listingImages.id} limit 1
)`;

/** A rating as the queries below answer it (json: numbers may arrive as text). */
export interface RatingJson {
  avg: string | number;
  count: string | number;
}

/**
 * A listing's rating: its visible reviews' average (in stars, one decimal), how many, and how
 * many have a comment. `listingId` is the outer query's listing id column.
 */
export const listingRatingOf = (listingId: SQL) => sql<RatingJson & { comments: string | number }>`(
  select json_build_object(
    'avg', coalesce(round(avg(${reviews.halfStars}) / 2.0, 1), 0),
    'count', count(*),
    'comments', count(*) filter (where length(trim(${reviews.body})) > 0)
  )
  from ${reviews} where ${reviews.listingId} = ${listingId} and ${reviews.removedAt} is null
)`;

/**
 * A seller's rating: their reviews over all their listings not hidden (the storefront's, the
 * detail's 'Vendedor' and /p/{id}'s 'Opiniones del vendedor'). `userId` is the outer query's
 * seller id column; the tables inside are aliased so they never shadow it.
 */
export const sellerRatingOf = (userId: SQL) => sql<RatingJson>`(
  select json_build_object(
    'avg', coalesce(round(avg(r.half_stars) / 2.0, 1), 0), 'count', count(*))
  from reviews r join listings l on l.id = r.listing_id
  where l.user_id = ${userId} and r.removed_at is null and l.hidden_at is null
)`;

/** Whether the person `userId` (an outer column) has a listing a moderator has not hidden. */
export const hasListingNotHiddenOf = (userId: SQL) => sql<boolean>`exists (
  select 1 from listings l where l.user_id = ${userId} and l.hidden_at is null
)`;

/**
 * Whether the listing `listingId` (an outer column) counts for its viewers: a listing a
 * moderator hid exists only for its seller (listing-visibility.ts).
 */
export const isNotHiddenListing = (listingId: SQL) => sql<boolean>`not exists (
  select 1 from listings l where l.id = ${listingId} and l.hidden_at is not null
)`;

/** A listing as another feature shows it: ids to name from the reference data, and its state. */
export interface ListingBrief {
  id: number;
  sellerId: number;
  productId: number;
  sizeId: number;
  price: number;
  description: string;
  status: ListingSummary['status'];
  hiddenReason: string | null;
  municipalityId: number;
  departmentId: number;
  /** The storage key of the first photo, or null without photos. */
  imageKey: string | null;
}

const briefColumns = {
  id: listings.id,
  sellerId: listings.userId,
  productId: listings.productId,
  sizeId: listings.sizeId,
  price: listings.price,
  description: listings.description,
  isActive: listings.isActive,
  soldAt: listings.soldAt,
  hiddenAt: listings.hiddenAt,
  hiddenReason: listings.hiddenReason,
  municipalityId: addresses.municipalityId,
  departmentId: addresses.departmentId,
  imageKey: firstPhotoKeyOf(sql`${listings.id}`),
};

type BriefColumns = Omit<ListingBrief, 'status'> & {
  isActive: boolean;
  soldAt: Date | null;
  hiddenAt: Date | null;
};

/** The state a listing shows: 'hidden' first (a moderator's), then 'sold', then the switch. */
export function statusOf(listing: {
  hiddenAt: Date | null;
  soldAt: Date | null;
  isActive: boolean;
}): ListingSummary['status'] {
  if (listing.hiddenAt) return 'hidden';
  if (listing.soldAt) return 'sold';
  return listing.isActive ? 'active' : 'inactive';
}

function toBrief({ isActive, soldAt, hiddenAt, ...row }: BriefColumns): ListingBrief {
  return { ...row, status: statusOf({ isActive, soldAt, hiddenAt }) };
}

/** These listings (any state), by id; missing ones (deleted) are left out. */
export async function listingBriefs(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ListingBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(briefColumns)
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .where(inArray(listings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toBrief(row)]));
}

/**
 * A seller's listings, newest first: the public ones (a storefront), or every one a moderator
 * has not hidden (the seller's own Mi tienda).
 */
export async function sellerListingBriefs(
  db: Database,
  sellerId: number,
  which: 'public' | 'not-hidden',
): Promise<ListingBrief[]> {
  const rows = await db
    .select(briefColumns)
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .where(
      and(eq(listings.userId, sellerId), which === 'public' ? isPublic : isNull(listings.hiddenAt)),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return rows.map(toBrief);
}

/** A listing with its seller's name, its own rating and its seller's, in one round trip. */
export async function findListingWithRatings(db: Database, id: number) {
  const [row] = await db
    .select({
      ...briefColumns,
      sellerName: users.name,
      rating: listingRatingOf(sql`${listings.id}`),
      sellerRating: sellerRatingOf(sql`${listings.userId}`),
    })
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .innerJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, id));
  if (!row) return null;
  const { sellerName, rating, sellerRating, ...brief } = row;
  return { brief: toBrief(brief), sellerName, rating, sellerRating };
}

/** The owner's listings on each of these addresses (all when none given), named, oldest first. */
export async function listingsOnAddresses(
  db: Database,
  userId: number,
  addressIds?: number[],
): Promise<{ addressId: number; id: number; name: string }[]> {
  return db
    .select({ addressId: listings.addressId, id: listings.id, name: catalogueProducts.name })
    .from(listings)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, listings.productId))
    .where(
      and(
        eq(listings.userId, userId),
        addressIds ? inArray(listings.addressId, addressIds) : undefined,
      ),
    )
    .orderBy(asc(listings.id));
}

/** Every catalogue product that has a listing, in any state. */
export async function productsWithListings(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ productId: listings.productId }).from(listings);
  return rows.map((row) => row.productId);
}

export interface PricePoint {
  productId: number;
  sizeId: number;
  unitWeightKg: number | null;
  price: number;
  departmentId: number;
}

/**
 * The prices the price reference is computed from (decision 012): listings of these products on
 * offer now, and those sold since `soldSince`; never a hidden one.
 */
export async function pricePoints(
  db: Database,
  productIds: number[],
  soldSince: Date,
): Promise<PricePoint[]> {
  return db
    .select({
      productId: listings.productId,
      sizeId: listings.sizeId,
      unitWeightKg: listings.unitWeightKg,
      price: listings.price,
      departmentId: addresses.departmentId,
    })
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .where(
      and(
        inArray(listings.productId, productIds),
        isNull(listings.hiddenAt),
        or(
          and(eq(listings.isActive, true), isNull(listings.soldAt)),
          gte(listings.soldAt, soldSince),
        ),
      ),
    );
}

/**
 * A public listing as saved searches are matched against it (decision 016): one row (id,
 * user_id, category_id, price, department_id, municipality_id, latitude, longitude, text) when
 * the listing is public, none otherwise. `text` is the product, subcategory and category names
 * and the description, folded like the saved searches' words.
 */
export const publicListingForMatching = (listingId: number) => sql`
  select listings.id, listings.user_id, listings.category_id, listings.price,
    addresses.department_id, addresses.municipality_id, m.latitude, m.longitude,
    immutable_unaccent(lower(
      p.name || ' ' || sc.name || ' ' || c.name || ' ' || listings.description
    )) as text
  from listings
  join addresses on addresses.id = listings.address_id
  join municipalities m on m.id = addresses.municipality_id
  join catalogue_products p on p.id = listings.product_id
  join subcategories sc on sc.id = listings.subcategory_id
  join categories c on c.id = listings.category_id
  where listings.id = ${listingId}
    and listings.is_active and listings.sold_at is null and listings.hidden_at is null
`;
