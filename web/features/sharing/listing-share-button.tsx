import { listingShareText, publicPaths } from '../../../domain/sharing/sharing';
import { pageOrigin } from '../../lib/render-scope';
import { ShareButton } from './share-button';

type ListingShareButtonProps = {
  listing: { id: number; name: string; price: number; size: string };
  className?: string;
};

/**
 * The public card's address on this site: what people without an account can open. The page's
 * origin, also while the server renders the product detail (decision 013).
 */
export const publicListingUrl = (id: number) => `${pageOrigin()}${publicPaths.listing(id)}`;

/** 'Compartir' a listing: its name, price per unit and public link (/p/{id}). */
export function ListingShareButton({ listing, className }: ListingShareButtonProps) {
  return (
    <ShareButton
      title={listing.name}
      text={listingShareText(listing, publicListingUrl(listing.id))}
      className={className}
    />
  );
}
