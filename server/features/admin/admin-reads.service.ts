import type { z } from 'zod';
import { ADMIN, ADMIN_ACTIONS, type AdminAction } from '../../../domain/admin/admin';
import type {
  adminApi,
  AdminActionEntry,
  AdminListing,
  AdminReport,
  AdminReview,
} from '../../../domain/api/admin';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import type { adminActions } from '../../db/schema';
import { pageMeta } from '../../lib/paging';
import { cardUrl } from '../../platform/images/stored-images';
import type { FileStorage } from '../../platform/storage/file-storage';
import { statusOf } from '../listings';
import {
  findModeratedListing,
  findModeratedReview,
  findReport,
  listActions,
  listModeratedListings,
  listModeratedReviews,
  listReports,
  listSharedDocuments,
  type ModeratedListingRow,
  type ModeratedReviewRow,
  type ReportRow,
} from './admin.queries';

// What the admin screens read: the reports inbox, every listing and review with what moderators
// did to them, the action log and the documents several accounts gave; a page at a time.

const pageSize = ADMIN.pageSize;
const meta = (page: number, hasMore: boolean) => pageMeta({ page, pageSize }, hasMore);

function toReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    type: row.type,
    phone: row.phone,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledAt ? row.handlerName : null,
    user: { id: row.userId, name: row.reporterName },
  };
}

function toListing(
  row: ModeratedListingRow,
  reference: ReferenceData,
  storage: FileStorage,
): AdminListing {
  const { listing } = row;
  return {
    id: listing.id,
    name: reference.products.get(listing.productId)?.name ?? '',
    description: listing.description,
    price: listing.price,
    image: row.imageKey ? cardUrl(storage, row.imageKey) : null,
    status: statusOf(listing),
    hidden_reason: listing.hiddenReason,
    seller: row.seller,
    municipality: reference.municipalities.get(row.municipalityId)?.name ?? '',
    department: reference.departments.get(row.departmentId)?.name ?? '',
    created_at: listing.createdAt.toISOString(),
  };
}

function toReview(row: ModeratedReviewRow, reference: ReferenceData): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    voto: review.halfStars / 2,
    body: review.body,
    created_at: review.createdAt.toISOString(),
    removed_at: review.removedAt?.toISOString() ?? null,
    listing: { id: review.listingId, name: reference.products.get(row.productId)?.name ?? '' },
    // A deleted account's review stays, without a name (as on the product page).
    user: { id: review.userId, name: row.userName ?? 'Usuario eliminado' },
  };
}

function toAction(row: typeof adminActions.$inferSelect): AdminActionEntry {
  const action = row.action as AdminAction;
  return {
    id: row.id,
    action,
    label: ADMIN_ACTIONS[action] ?? row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
    admin: { id: row.adminId, name: row.adminName },
    created_at: row.createdAt.toISOString(),
  };
}

export class AdminReads {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly storage: FileStorage,
  ) {}

  async reports({ type, status, page }: z.output<typeof adminApi.reports.query>) {
    const { rows, hasMore } = await listReports(this.db, { type, status, page, pageSize });
    return { data: rows.map(toReport), meta: meta(page, hasMore) };
  }

  /** A report that exists (read after a change to it). */
  async report(id: number): Promise<AdminReport> {
    return toReport((await findReport(this.db, id))!);
  }

  async listings({ q, status, page }: z.output<typeof adminApi.listings.query>) {
    const { rows, hasMore } = await listModeratedListings(this.db, { q, status, page, pageSize });
    return {
      data: rows.map((row) => toListing(row, this.reference, this.storage)),
      meta: meta(page, hasMore),
    };
  }

  /** A listing that exists (read after a change to it). */
  async listing(id: number): Promise<AdminListing> {
    return toListing((await findModeratedListing(this.db, id))!, this.reference, this.storage);
  }

  async reviews(page: number) {
    const { rows, hasMore } = await listModeratedReviews(this.db, { page, pageSize });
    return {
      data: rows.map((row) => toReview(row, this.reference)),
      meta: meta(page, hasMore),
    };
  }

  /** A review that exists (read after a change to it). */
  async review(id: number): Promise<AdminReview> {
    return toReview((await findModeratedReview(this.db, id))!, this.reference);
  }

  async actions(page: number) {
    const { rows, hasMore } = await listActions(this.db, { page, pageSize });
    return { data: rows.map(toAction), meta: meta(page, hasMore) };
  }

  async sharedDocuments(page: number) {
    const { rows, hasMore } = await listSharedDocuments(this.db, { page, pageSize });
    return {
      data: rows.map(({ document, accounts }) => ({
        document,
        accounts: accounts.map((account) => ({
          id: account.id,
          name: account.name,
          phone: account.phone,
          type_doc: account.typeDoc,
          created_at: account.createdAt.toISOString(),
        })),
      })),
      meta: meta(page, hasMore),
    };
  }
}
