import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingSummary } from '../../domain/api/listings';
import { Link } from '../lib/router';
import { formatCop } from '../../domain/money';
import { distanceLabel } from '../../domain/places/distance';
import { paths } from '../lib/paths';
import { CardPhoto } from './card-photo';
import { LISTING_PHOTO_SIZES } from '../../domain/listings/photos';

/**
 * What a card needs. A `ListingSummary` of the API fits as is; other screens (favourites,
 * store products) map their rows to it.
 */
export interface ListingCardItem {
  id: number;
  name: string;
  price: number;
  previous_price?: number | null;
  /** Unit label, e.g. 'kg': the price reads '$ 4.500 / kg'. */
  size?: string | null;
  /** Card-size photo (about 400 px wide). */
  image?: string | null;
  image_srcset?: string | null;
  municipality?: string | null;
  department?: string | null;
  /** With 'Cerca de mí' (docs/product.md §16): km from the buyer's municipality, shown as "a 35 km". */
  distance_km?: number | null;
  mark_as_sold_at?: string | null;
  mark_as_sold?: boolean;
  sold?: boolean;
  status?: string | null;
  state?: string | null;
}

/**
 * The fields a catalogue listing's card shows, and its heart's state; `image` only for a photo
 * without `image_srcset` (see `cardPhotoSrc`).
 */
export type CatalogueListingCard = Required<Pick<ListingCardItem, 'id' | 'name' | 'price'>> &
  Partial<Pick<ListingSummary, 'image'>> &
  Pick<
    ListingSummary,
    | 'previous_price'
    | 'size'
    | 'image_srcset'
    | 'municipality'
    | 'department'
    | 'mark_as_sold_at'
    | 'status'
    | 'is_favorite'
  >;

/**
 * What a card shows of a catalogue listing, nothing more: the lists that travel in a
 * server-rendered page's data block (decision 027) keep these rather than whole listings.
 */
export function catalogueListingCard(listing: ListingSummary): CatalogueListingCard {
  return {
    id: listing.id,
    name: listing.name,
    price: listing.price,
    previous_price: listing.previous_price,
    size: listing.size,
    // The card-size photo is the srcset's first address: ≈ 66 bytes less a card in the page.
    ...(listing.image_srcset ? {} : { image: listing.image }),
    image_srcset: listing.image_srcset,
    municipality: listing.municipality,
    department: listing.department,
    mark_as_sold_at: listing.mark_as_sold_at,
    status: listing.status,
    is_favorite: listing.is_favorite,
  };
}

/**
 * The card's photo: its `image`, else the first address of its `image_srcset` (the API lists the
 * card-size file first, the same file as `image`), which is all `catalogueListingCard` keeps.
 */
export function cardPhotoSrc(item: Pick<ListingCardItem, 'image' | 'image_srcset'>) {
  return item.image ?? item.image_srcset?.split(' ', 1)[0] ?? null;
}

/** docs/product.md §3: sold when a sold date is set, a sold flag is true, or the status says 'sold'. */
export function isListingSold(item: Omit<ListingCardItem, 'id' | 'name' | 'price'>): boolean {
  return Boolean(
    item.mark_as_sold_at ||
    item.mark_as_sold === true ||
    item.sold === true ||
    item.status === 'sold' ||
    item.state === 'sold',
  );
}

/** 'Medellín, Antioquia', or whichever part is known. */
export function placeLabel(municipality?: string | null, department?: string | null): string {
  return [municipality, department]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Width the card photo takes in the product grid (web/components/listing-grid.tsx). */
export const CARD_IMAGE_SIZES = LISTING_PHOTO_SIZES.card;

type ListingCardProps = {
  listing: ListingCardItem;
  /** Defaults to the product detail, /producto/{id}. */
  to?: string;
  /** A control on the photo's corner, such as the favourite toggle. Sits above the card link. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** Load the photo at once: for the first cards of a screen, which are seen without scrolling. */
  priority?: boolean;
  /** Its photo is the screen's main one (CardPhoto's `main`): the first card of a grid. */
  mainPhoto?: boolean;
  imageSizes?: string;
};

export const soldBadgeClass =
  'inline-flex items-center rounded-full bg-campo-950/85 px-3 py-1 text-sm font-bold uppercase tracking-wide text-white shadow-sm';

/**
 * The product card shared by the catalogue, home, favourites and stores: photo in a fixed
 * 4:3 frame (nothing moves while it loads), name, price per unit, the previous price struck
 * through, place and a 'Vendido' badge. The whole card is one link. Its classes are
 * `.listing-card` and its parts in web/styles.css: a catalogue page draws 20 of them.
 */
export function ListingCard({
  listing,
  to = paths.product(listing.id),
  action,
  headingLevel = 3,
  priority = false,
  mainPhoto = false,
  imageSizes = CARD_IMAGE_SIZES,
}: ListingCardProps) {
  const sold = isListingSold(listing);
  const place = placeLabel(listing.municipality, listing.department);
  // Only a fall is struck through: a struck higher price reads as a discount, and a struck lower
  // one (the price went up) would read as one too.
  const previous =
    listing.previous_price != null && listing.previous_price > listing.price
      ? listing.previous_price
      : null;
  const unit = listing.size?.trim();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="listing-card group">
      <CardPhoto
        src={cardPhotoSrc(listing)}
        srcSet={listing.image_srcset}
        sizes={imageSizes}
        priority={priority}
        main={mainPhoto}
        imgClassName={`listing-card__photo${sold ? ' sold-photo' : ''}`}
      >
        {sold && <span className={`absolute left-2 top-2 ${soldBadgeClass}`}>Vendido</span>}
      </CardPhoto>

      <div className="listing-card__body">
        <Heading className="listing-card__name">
          <Link to={to} className="listing-card__link">
            {listing.name}
          </Link>
        </Heading>
        <p className="listing-card__prices">
          <span className="listing-card__price">
            <span className="whitespace-nowrap">{formatCop(listing.price)}</span>
            {unit && (
              <>
                {' '}
                <span className="listing-card__unit">/ {unit}</span>
              </>
            )}
          </span>
          {previous !== null && (
            <span className="text-sm text-tierra-600">
              <span className="sr-only">Precio anterior: </span>
              <s>{formatCop(previous)}</s>
            </span>
          )}
        </p>
        {place && (
          // The pin flows with the text, so a second line starts at the card's edge: beside a
          // column of its own, 'Cundinamarca' broke mid-word in a 390 px card at 120 % text.
          <p className="listing-card__place">
            <MapPin aria-hidden="true" className="listing-card__pin" />
            {place}
            {listing.distance_km != null && (
              <span className="whitespace-nowrap font-semibold text-campo-800">
                {' · '}
                {distanceLabel(listing.distance_km)}
              </span>
            )}
          </p>
        )}
      </div>

      {action && <div className="listing-card__action">{action}</div>}
    </article>
  );
}
