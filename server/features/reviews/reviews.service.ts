import type { FastifyInstance } from 'fastify';
import type { ListingMarkName } from '../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { REVIEW_MESSAGES } from '../../../domain/reviews/review';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { HttpError } from '../../lib/http-error';
import { hasContacted } from '../contacts';
import { findVisibleListing } from '../listings';
import { insertReview, listReviews, ratingSummary } from './reviews.queries';

/** The review's mark in the listings' personal fields (the detail's `viewer.reviewed`). */
const MARK: ListingMarkName = 'reviewed';

export class ReviewsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    /** app.viewerChanged: the review shows on the person's next detail wherever it is served. */
    private readonly marksChanged: FastifyInstance['viewerChanged'],
  ) {}

  /**
   * A listing's reviews, the newest first, with their summary; as any buyer sees the listing
   * (reviews are public). `publicNames`: the reviewers' names as shown to signed-out visitors.
   */
  async ofListing(listingId: number, publicNames: boolean) {
    const listing = await findVisibleListing(this.db, this.reference, listingId, null);
    if (!listing) throw new HttpError(404, LISTING_MESSAGES.notFound);
    const [data, summary] = await Promise.all([
      listReviews(this.db, listing.listing.id, { publicNames }),
      ratingSummary(this.db, listing.listing.id),
    ]);
    return { data, summary };
  }

  /**
   * Publishes a buyer's opinion: after contacting the seller, once per listing, never on their
   * own. Answers the review as shown, and the listing's new summary.
   */
  async publish(userId: number, listingId: number, review: { voto: number; body: string }) {
    // As any buyer sees the listing (reviews are public; rating is a buyer's action).
    const listing = await findVisibleListing(this.db, this.reference, listingId, null);
    if (!listing) throw new HttpError(404, LISTING_MESSAGES.notFound);
    const id = listing.listing.id;
    if (listing.listing.userId === userId) throw new HttpError(403, REVIEW_MESSAGES.ownListing);
    if (!(await hasContacted(this.db, userId, id))) {
      throw new HttpError(403, REVIEW_MESSAGES.contactFirst);
    }
    const reviewId = await insertReview(this.db, { listingId: id, userId, ...review });
    if (reviewId === null) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    await this.marksChanged(userId, { kind: MARK, listingId: id, on: true });
    const [reviews, summary] = await Promise.all([
      listReviews(this.db, id),
      ratingSummary(this.db, id),
    ]);
    return { review: reviews.find((shown) => shown.id === reviewId)!, summary };
  }
}
