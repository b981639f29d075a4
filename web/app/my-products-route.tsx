import { MyProductsPage } from '../features/listings/my-products/my-products-page';
import { ListingShareButton } from '../features/sharing/listing-share-button';

/** /productos: My products with 'Compartir' on each card that a visitor can open. */
export function MyProductsRoute() {
  return (
    <MyProductsPage
      renderCardActions={(listing) =>
        listing.status === 'hidden' ? null : (
          <ListingShareButton listing={listing} className="min-h-tap w-full px-2 text-sm" />
        )
      }
    />
  );
}
