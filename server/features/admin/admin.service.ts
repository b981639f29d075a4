import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import { bogotaIsoDate } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { hasRoomForOneMoreActive } from '../listings';
import { notifyListingHidden } from '../notifications';
import { logAdminAction } from './admin-log.queries';
import {
  lockListing,
  lockReport,
  listingSellerId,
  lockReview,
  markReviewRemoved,
  setListingHidden,
  setReportHandled,
} from './admin.queries';

// What moderators change: each change runs in one transaction with its admin log line, under the
// row's lock. A repeated tap changes nothing and logs nothing.

const m = ADMIN_MESSAGES;

export class ModerationService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async setReportHandled(adminId: number, id: number, handled: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const report = await lockReport(tx, id);
      if (!report) throw new HttpError(404, m.reportNotFound);
      // A second tap changes nothing and logs nothing: the first handler stays on record.
      if ((report.handledAt !== null) === handled) return;
      await setReportHandled(tx, id, handled ? { at: new Date(this.now()), by: adminId } : null);
      await logAdminAction(tx, adminId, {
        action: handled ? 'report.handled' : 'report.reopened',
        targetType: 'report',
        targetId: id,
        details: { type: report.type },
      });
    });
  }

  async hideListing(adminId: number, id: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const listing = await lockListing(tx, id);
      if (!listing) throw new HttpError(404, m.listingNotFound);
      if (listing.hiddenAt && listing.hiddenReason === reason) return;
      // Hiding again only changes the reason: it stays hidden since the first time.
      await setListingHidden(tx, id, { at: listing.hiddenAt ?? new Date(this.now()), reason });
      // The seller is told, with the reason, in Notificaciones (docs/product.md §13).
      await notifyListingHidden(tx, listing, bogotaIsoDate(this.now()));
      await logAdminAction(tx, adminId, {
        action: 'listing.hide',
        targetType: 'listing',
        targetId: id,
        details: { reason },
      });
    });
  }

  /**
   * Shows a hidden listing again. A hidden listing takes no place of the seller's 5 active, so
   * the seller may have filled it meanwhile: then it comes back inactive, and the seller's
   * notification says why (docs/product.md §9). Answers whether it came back inactive for that.
   */
  async unhideListing(adminId: number, id: number): Promise<{ pausedByLimit: boolean }> {
    return this.db.transaction(async (tx) => {
      const sellerId = await listingSellerId(tx, id);
      if (sellerId === null) throw new HttpError(404, m.listingNotFound);
      const hasRoom = await hasRoomForOneMoreActive(tx, sellerId);
      const listing = await lockListing(tx, id);
      if (!listing) throw new HttpError(404, m.listingNotFound);
      if (!listing.hiddenAt) return { pausedByLimit: false };
      const pausedByLimit = listing.isActive && listing.soldAt === null && !hasRoom;
      await setListingHidden(tx, id, null, pausedByLimit ? { isActive: false } : {});
      await logAdminAction(tx, adminId, {
        action: 'listing.unhide',
        targetType: 'listing',
        targetId: id,
        details: pausedByLimit
          ? { previous_reason: listing.hiddenReason, deactivated: 'active_limit' }
          : { previous_reason: listing.hiddenReason },
      });
      return { pausedByLimit };
    });
  }

  async removeReview(adminId: number, id: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const review = await lockReview(tx, id);
      if (!review) throw new HttpError(404, m.reviewNotFound);
      if (review.removedAt) return;
      await markReviewRemoved(tx, id, new Date(this.now()));
      await logAdminAction(tx, adminId, {
        action: 'review.remove',
        targetType: 'review',
        targetId: id,
        details: { reason, listing_id: review.listingId },
      });
    });
  }
}
