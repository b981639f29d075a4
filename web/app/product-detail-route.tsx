import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ListingDetail } from '../../domain/api/listings';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { listingQueryOptions } from '../features/listings/api/get-listing';
import { ProductDetailPage } from '../features/listings/detail/product-detail-page';
import { PriceReferenceLine } from '../features/prices/price-reference-line';
import type { ContactChannel } from '../features/listings/detail/product-detail-contact';
import type { RateAnswer } from '../features/reviews/api/post-review';
import { ReviewsPanel } from '../features/reviews/reviews-panel';
import { ListingShareButton } from '../features/sharing/listing-share-button';
import { recordContactTap, takeKeptContactTaps } from './contact-taps';

/**
 * /producto/{id}: the listings feature's detail with the buyer journey plugged in (features do
 * not import each other; this page joins them): the heart, the reviews panel, the reference
 * price of the Bolsa de precios, 'Compartir' (the public card's link), and each contact tap
 * recorded so the review form opens (web/app/contact-taps.ts), also those the server-rendered
 * page kept before its code arrived.
 */
export function ProductDetailRoute() {
  const queryClient = useQueryClient();

  const updateDetail = useCallback(
    (id: number, change: (listing: ListingDetail) => ListingDetail) =>
      queryClient.setQueryData(listingQueryOptions(id).queryKey, (current) =>
        current ? change(current) : current,
      ),
    [queryClient],
  );

  const onContact = useCallback(
    (listing: ListingDetail, channel: ContactChannel) =>
      recordContactTap(queryClient, listing.id, channel),
    [queryClient],
  );

  // Taps on a server-rendered product before its code arrived (web/rendered-page.ts kept them).
  useEffect(() => {
    for (const tap of takeKeptContactTaps()) {
      recordContactTap(queryClient, tap.listing, tap.channel);
    }
  }, [queryClient]);

  const onPosted = useCallback(
    (listing: ListingDetail, answer: RateAnswer) =>
      updateDetail(listing.id, (current) => ({
        ...current,
        rating: answer.summary,
        viewer: { contacted: true, reviewed: true },
      })),
    [updateDetail],
  );

  return (
    <ProductDetailPage
      renderReviews={(listing) => (
        <ReviewsPanel listing={listing} onPosted={(answer) => onPosted(listing, answer)} />
      )}
      renderFavourite={(listing) => <FavouriteButton listing={listing} variant="detail" />}
      renderShare={(listing) =>
        listing.status === 'hidden' ? null : (
          <ListingShareButton listing={listing} className="self-start" />
        )
      }
      renderPriceReference={(listing) => (
        <PriceReferenceLine
          productId={listing.product_id}
          sizeId={listing.size_id}
          unitWeightKg={listing.unit_weight_kg}
          departmentId={listing.address.department_id}
        />
      )}
      onContact={onContact}
    />
  );
}
