import type { FastifyInstance } from 'fastify';
import type { ListingMarkName } from '../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { HttpError } from '../../lib/http-error';
import { findVisibleListing } from '../listings';
import { recordContact } from './contacts.queries';

/** The contact's mark in the listings' personal fields (the detail's `viewer.contacted`). */
const MARK: ListingMarkName = 'contacted';

export class ContactsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    /** app.viewerChanged: the contact shows on the person's next detail wherever it is served. */
    private readonly marksChanged: FastifyInstance['viewerChanged'],
    private readonly now: () => number,
  ) {}

  /**
   * Records a buyer's tap on WhatsApp or Llamar; false when the listing is the person's own (the
   * seller looking at it is not a buyer contact). A repeat the same day is answered the same
   * way: the tap worked, the count is already right.
   */
  async record(userId: number, listingId: number, channel: 'whatsapp' | 'phone'): Promise<boolean> {
    // A buyer's action: the listing as any buyer sees it.
    const listing = await findVisibleListing(this.db, this.reference, listingId, null);
    if (!listing) throw new HttpError(404, LISTING_MESSAGES.notFound);
    if (listing.listing.userId === userId) return false;
    await recordContact(this.db, userId, listing.listing.id, channel, this.now());
    // The detail's `viewer.contacted` opens the review form.
    await this.marksChanged(userId, { kind: MARK, listingId: listing.listing.id, on: true });
    return true;
  }
}
