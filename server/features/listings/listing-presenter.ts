import {
  personalAnswerFields,
  type ListingDetail,
  type ListingImage,
  type ListingPersonal,
  type ListingSummary,
} from '../../../domain/api/listings';
import { PHONE } from '../../../domain/limits';
import type { FileStorage } from '../../platform/storage/file-storage';
import { cardUrl, imageSrcset, imageUrls } from '../../platform/images/stored-images';
import type { ListingImageRow } from './listing-images.queries';
import type { ListingRow } from './listing-rows.queries';
import { statusOf } from './listing-reads.queries';
import type { SellerListing } from './detail.queries';
import type { ListingMarks } from './listing-personal';
import { COLOMBIA } from '../addresses';

// Turns rows into the answer shapes of domain/api/listings.ts.

export interface SummaryExtras {
  /** The viewer's values of the personal fields; none: as a signed-out visitor sees it. */
  personal?: ListingPersonal | null;
  contactsCount?: number | null;
}

export function toSummary(
  row: ListingRow,
  storage: FileStorage,
  extras: SummaryExtras = {},
): ListingSummary {
  const { listing } = row;
  return {
    id: listing.id,
    product_user_id: listing.id,
    product_id: listing.productId,
    name: row.productName,
    description: listing.description,
    price: listing.price,
    previous_price: listing.previousPrice,
    stock: listing.stock,
    size: row.size.abbreviation,
    size_id: row.size.id,
    unit_name: row.size.name,
    unit_weight_kg: listing.unitWeightKg,
    category: row.category,
    subcategory: row.subcategory,
    image: row.imageKey ? cardUrl(storage, row.imageKey) : null,
    image_srcset: row.imageKey ? imageSrcset(storage, row.imageKey) : null,
    department: row.department,
    municipality: row.municipality.name,
    is_active: listing.isActive && !listing.soldAt,
    mark_as_sold_at: listing.soldAt?.toISOString() ?? null,
    status: statusOf(listing),
    hidden_reason: listing.hiddenReason,
    created_at: listing.createdAt.toISOString(),
    ...personalAnswerFields('card', extras.personal ?? null),
    contacts_count: extras.contactsCount ?? null,
  };
}

export function toImage(
  image: Pick<ListingImageRow, 'id' | 'key' | 'width' | 'height' | 'position'>,
  index: number,
  storage: FileStorage,
): ListingImage {
  return {
    id: image.id,
    ...imageUrls(storage, image.key),
    width: image.width,
    height: image.height,
    is_primary: index === 0,
    position: image.position,
  };
}

export interface DetailContext {
  images: Parameters<typeof toImage>[0][];
  /** phone: null when the viewer may not see it (signed out). */
  seller: { id: number; name: string; phone: string | null };
  sellerRating: ListingDetail['provider']['rating'];
  sellerListings: SellerListing[];
  /** The signed-in viewer and what they did to the listing; null signed out. */
  viewer: ({ id: number } & ListingMarks) | null;
  rating: ListingDetail['rating'];
  /**
   * The answer is for the seller: the only one who gets a private address's text
   * ('Mostrar solo vereda y municipio', decision 020).
   */
  forSeller?: boolean;
}

export function toDetail(
  row: ListingRow,
  context: DetailContext,
  storage: FileStorage,
): ListingDetail {
  const { images, seller, viewer, rating, sellerRating, sellerListings } = context;
  const { address } = row;
  const personal: ListingPersonal | null = viewer && {
    ...viewer,
    isOwner: viewer.id === seller.id,
  };
  const summary = toSummary(row, storage, { personal });
  return {
    ...summary,
    price_last: row.listing.previousPrice,
    price_changed_at: row.listing.priceChangedAt?.toISOString() ?? null,
    mark_as_sold: row.listing.soldAt !== null,
    address: {
      id: address.id,
      country: COLOMBIA.name,
      department: row.department,
      department_id: row.departmentId,
      municipality: row.municipality.name,
      address: address.addressPrivate && !context.forSeller ? '' : address.address,
      vereda: address.vereda,
      address_private: address.addressPrivate,
    },
    latitude: row.municipality.latitude,
    longitude: row.municipality.longitude,
    images: images.map((image, index) => toImage(image, index, storage)),
    provider: {
      id: seller.id,
      name: seller.name,
      // Contact is the point of the detail page, but only for signed-in people: no scraping.
      phone: viewer ? seller.phone : null,
      country_code: PHONE.countryCode,
      rating: sellerRating,
      listings: sellerListings.map((other) => ({
        id: other.id,
        name: other.name,
        price: other.price,
        size: other.size,
        image: other.imageKey ? cardUrl(storage, other.imageKey) : null,
        image_srcset: other.imageKey ? imageSrcset(storage, other.imageKey) : null,
        municipality: other.municipality,
        department: other.department,
      })),
    },
    ...personalAnswerFields('detail', personal),
    rating,
    viewer: personal && personalAnswerFields('viewer', personal),
  };
}
