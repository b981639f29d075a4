import { Star } from 'lucide-react';
import type { ListingDetail } from '../../../../domain/api/listings';
import { formatOneDecimal } from '../../../../domain/money';
import { publicPaths } from '../../../../domain/sharing/sharing';
import { ItemHydratedLater } from '../../../components/item-hydrated-later';
import { ListingCard } from '../../../components/listing-card';
import { listingGridClass } from '../../../components/listing-grid';

// The seller of a listing on its detail: who they are (a link to their storefront), how buyers
// rated them over all their listings, and what else they offer.

type Seller = ListingDetail['provider'];

/** '★ 4,4 (12 opiniones)': the seller's, not this product's (the reviews panel has that one). */
function sellerRatingText(rating: Seller['rating']): string {
  if (rating.count === 0) return 'Vendedor sin opiniones todavía';
  const opinions = rating.count === 1 ? 'opinión' : 'opiniones';
  return `${formatOneDecimal(rating.avg)} de 5 en sus productos (${rating.count} ${opinions})`;
}

/**
 * 'Vendedor: Ana Milena Rojas' linking to the public storefront (a page of the server outside
 * the app, hence a plain link), and the seller's rating under it.
 */
export function ProductDetailSellerLine({ seller }: { seller: Seller }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span>
        Vendedor:{' '}
        <a
          href={publicPaths.seller(seller.id)}
          className="font-semibold text-campo-800 underline underline-offset-2 hover:text-campo-900"
        >
          {seller.name}
        </a>
      </span>
      <span className="flex items-center gap-1 text-sm text-tierra-700">
        {seller.rating.count > 0 && (
          <Star aria-hidden="true" className="size-4 shrink-0 fill-maiz-500 text-maiz-600" />
        )}
        {sellerRatingText(seller.rating)}
      </span>
    </span>
  );
}

/** 'Más productos de este vendedor': up to 4 cards, below the detail; nothing when none. */
export function MoreFromSeller({ seller }: { seller: Seller }) {
  if (seller.listings.length === 0) return null;
  return (
    <section aria-labelledby="mas-del-vendedor" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="mas-del-vendedor" className="text-xl font-bold text-campo-900">
          Más productos de este vendedor
        </h2>
        <a
          href={publicPaths.seller(seller.id)}
          className="inline-flex min-h-tap items-center font-semibold text-campo-800 underline underline-offset-2"
        >
          Ver su tienda
        </a>
      </div>
      <ul className={`${listingGridClass} mt-3`}>
        {/* Below the product, always: made live after the page hydrates. */}
        {seller.listings.map((other) => (
          <ItemHydratedLater key={other.id} later>
            <ListingCard listing={other} />
          </ItemHydratedLater>
        ))}
      </ul>
    </section>
  );
}
