import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { findListing, type ListingRow } from './listing-rows.queries';

/**
 * A listing hidden by a moderator exists only for its seller: everyone else is answered as if it
 * did not exist (404). `viewerId` is null for a signed-out visitor, and for what a buyer does to a
 * listing (contact, review, favourite), which always sees it as any buyer would.
 */
export function visibleTo(
  listing: { hiddenAt: Date | null; userId: number },
  viewerId: number | null,
): boolean {
  return !listing.hiddenAt || listing.userId === viewerId;
}

/** The listing when it exists for this viewer (see visibleTo), else null. */
export async function findVisibleListing(
  db: Database,
  reference: ReferenceData,
  id: number,
  viewerId: number | null,
): Promise<ListingRow | null> {
  const row = await findListing(db, reference, id);
  return row && visibleTo(row.listing, viewerId) ? row : null;
}
