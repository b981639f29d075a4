import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addresses,
  contacts,
  favourites,
  listingImages,
  listings,
  reviews,
  users,
} from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import type { ListingImageRow } from './listing-images.queries';
import { NO_MARKS, type ListingMarks } from './listing-personal';
import {
  listingColumns,
  named,
  placeholder,
  preparedOnce,
  type ListingRow,
} from './listing-rows.queries';
import { firstPhotoKeyOf, listingRatingOf, sellerRatingOf } from './listing-reads.queries';

// A listing's detail screen: what every viewer sees, and what the signed-in viewer did.

export interface PublicDetailRow {
  row: ListingRow;
  sellerName: string;
  /** Shown to signed-in people only (never in the signed-out answer). */
  sellerPhone: string;
  images: Pick<ListingImageRow, 'id' | 'key' | 'width' | 'height' | 'position'>[];
  rating: { avg: number; count: number; comments: number };
  /** Over all the seller's listings not hidden, as their storefront counts (decision 014). */
  sellerRating: { avg: number; count: number };
  sellerListings: SellerListing[];
}

/** Another listing of the seller on offer, named. */
export interface SellerListing {
  id: number;
  name: string;
  price: number;
  size: string;
  municipality: string;
  department: string;
  imageKey: string | null;
}

/** 'Más productos de este vendedor' on the detail: at most this many. */
const SELLER_LISTINGS = 4;

interface SellerListingColumns {
  id: number;
  productId: number;
  sizeId: number;
  price: number;
  municipalityId: number;
  departmentId: number;
  imageKey: string | null;
}

/**
 * What every viewer of a listing's detail sees, in one round trip: the listing with its place,
 * the seller's name (and phone, for signed-in viewers), the photos in order, the visible
 * reviews' summary, and the seller's rating and other listings on offer.
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
        sellerPhone: users.phone,
        images: sql<PublicDetailRow['images']>`(
          select coalesce(json_agg(json_build_object(
            'id', ${listingImages.id}, 'key', ${listingImages.key}, 'width', ${listingImages.width},
            'height', ${listingImages.height}, 'position', ${listingImages.position}
          ) order by ${listingImages.position}, ${listingImages.id}), '[]'::json)
          from ${listingImages} where ${listingImages.listingId} = ${listings.id}
        )`,
        rating: listingRatingOf(sql`${listings.id}`),
        sellerRating: sellerRatingOf(sql`${listings.userId}`),
        // Aliased tables inside: the outer listing is "listings".
        sellerListings: sql<SellerListingColumns[]>`(
          select coalesce(json_agg(json_build_object(
            'id', o.id, 'productId', o.product_id, 'sizeId', o.size_id, 'price', o.price,
            'municipalityId', o.municipality_id, 'departmentId', o.department_id,
            'imageKey', o.image_key
          ) order by o.created_at desc, o.id desc), '[]'::json)
          from (
            select l.id, l.product_id, l.size_id, l.price, l.created_at,
              a.municipality_id, a.department_id,
              ${firstPhotoKeyOf(sql`l.id`)} as image_key
            from listings l join addresses a on a.id = l.address_id
            where l.user_id = ${listings.userId} and l.id <> ${listings.id}
              and l.is_active and l.sold_at is null and l.hidden_at is null
            order by l.created_at desc, l.id desc
            limit ${SELLER_LISTINGS}
          ) o
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
    sellerPhone: found.sellerPhone,
    images: found.images,
    rating: {
      avg: Number(found.rating.avg),
      count: Number(found.rating.count),
      comments: Number(found.rating.comments),
    },
    sellerRating: {
      avg: Number(found.sellerRating.avg),
      count: Number(found.sellerRating.count),
    },
    sellerListings: found.sellerListings.map((other) => ({
      id: other.id,
      name: reference.products.get(other.productId)!.name,
      price: other.price,
      size: reference.sizes.get(other.sizeId)!.abbreviation,
      municipality: reference.municipalities.get(other.municipalityId)!.name,
      department: reference.departments.get(other.departmentId)!.name,
      imageKey: other.imageKey,
    })),
  };
}

/**
 * What the signed-in viewer of a detail has done, read now: for a person whose marks are too
 * many to keep in memory (decision 019); everyone else's come with their session.
 */
export async function findViewerState(
  db: Database,
  viewerId: number,
  listingId: number,
): Promise<ListingMarks> {
  const statement = preparedOnce(db, 'listing_viewer', () =>
    db
      .select({
        isFavourite: sql<boolean>`exists (select 1 from ${favourites}
          where ${favourites.userId} = ${placeholder('viewer')} and ${favourites.listingId} = ${placeholder('listing')})`,
        contacted: sql<boolean>`exists (select 1 from ${contacts}
          where ${contacts.userId} = ${placeholder('viewer')} and ${contacts.listingId} = ${placeholder('listing')})`,
        reviewed: sql<boolean>`exists (select 1 from ${reviews}
          where ${reviews.userId} = ${placeholder('viewer')} and ${reviews.listingId} = ${placeholder('listing')})`,
      })
      .from(users)
      .where(eq(users.id, placeholder('viewer')))
      .prepare('listing_viewer'),
  );
  const [row] = await statement.execute({ viewer: viewerId, listing: listingId });
  return row ?? NO_MARKS;
}
