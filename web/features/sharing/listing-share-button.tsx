import { listingShareText, publicPaths } from '../../../domain/sharing/sharing';
import { ShareButton } from './share-button';

type ListingShareButtonProps = {
  listing: { id: number; name: string; price: number; size: string };
  className?: string;
};

/** The public card's address on this site: what people without an account can open. */
export const publicListingUrl = (id: number) =>
  `${window.location.origin}${publicPaths.listing(id)}`;

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
