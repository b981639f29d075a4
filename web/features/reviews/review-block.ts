import type { ListingDetail } from '../../../domain/api/listings';
import { REVIEW_MESSAGES } from '../../../domain/reviews/review';
import { readItem } from '../../lib/local-storage';
import { getStoredUser, hasSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage-keys';

export type ReviewListing = Pick<ListingDetail, 'id' | 'rating' | 'viewer' | 'is_owner'>;

/** Who the rated flag belongs to: the user id, or the phone when only that is stored. */
export function reviewerKey(): string | number | null {
  const user = getStoredUser();
  return user?.id ?? user?.phone ?? null;
}

/**
 * Why this person cannot post a review now, or null when they can (docs/product.md §4 "Review posting
 * blocked", §6 "Rating"). The server's `viewer` is the authority; the flags this device keeps
 * stand in only when it sent none.
 */
export function reviewBlockReason(listing: ReviewListing, postedHere: boolean): string | null {
  if (!hasSession()) return REVIEW_MESSAGES.loginRequired;
  if (listing.is_owner) return REVIEW_MESSAGES.ownListing;

  const key = reviewerKey();
  const ratedHere = key !== null && readItem(storageKeys.ratedFlag(listing.id, key)) === '1';
  const reviewed = listing.viewer ? listing.viewer.reviewed : ratedHere;
  if (reviewed || postedHere) return REVIEW_MESSAGES.alreadyReviewed;

  const contacted = listing.viewer
    ? listing.viewer.contacted
    : readItem(storageKeys.whatsappContacted(listing.id)) === '1';
  if (!contacted) return REVIEW_MESSAGES.contactFirst;
  return null;
}
