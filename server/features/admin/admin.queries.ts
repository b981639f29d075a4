import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  addresses,
  adminActions,
  catalogueProducts,
  listingImages,
  listings,
  reports,
  reviews,
  users,
} from '../../db/schema';
import { escapeLike, folded } from '../../db/text';
import { pageLimit, pageOf, pageOffset, type Page } from '../../lib/paging';

// Reads and writes of the admin screens: the reports inbox, moderation of listings and reviews,
// and the action log. Every list is newest first, one page at a time (server/lib/paging.ts).

// Reports ---------------------------------------------------------------------------------------

const reporter = alias(users, 'reporter');
const handler = alias(users, 'handler');

export type ReportRow = typeof reports.$inferSelect & {
  reporterName: string;
  handlerName: string | null;
};

function selectReports(db: Database) {
  return db
    .select({ report: reports, reporterName: reporter.name, handlerName: handler.name })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.userId))
    .leftJoin(handler, eq(handler.id, reports.handledBy));
}
const flattenReports = (
  rows: { report: typeof reports.$inferSelect; reporterName: string; handlerName: string | null }[],
) => rows.map(({ report, ...names }): ReportRow => ({ ...report, ...names }));

export async function listReports(
  db: Database,
  filters: { type?: string; status: 'open' | 'handled' | 'all' } & Page,
) {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(reports.type, filters.type));
  if (filters.status === 'open') conditions.push(isNull(reports.handledAt));
  if (filters.status === 'handled') conditions.push(isNotNull(reports.handledAt));
  const rows = await selectReports(db)
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(pageLimit(filters))
    .offset(pageOffset(filters))
    .then(flattenReports);
  return pageOf(rows, filters);
}

export async function findReport(db: Database, id: number): Promise<ReportRow | null> {
  const [row] = await selectReports(db).where(eq(reports.id, id)).then(flattenReports);
  return row ?? null;
}

export async function lockReport(db: Database, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row ?? null;
}

export async function setReportHandled(
  db: Database,
  id: number,
  handled: { at: Date; by: number } | null,
): Promise<void> {
  await db
    .update(reports)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(reports.id, id));
}

// Listings --------------------------------------------------------------------------------------

const primaryImageKey = sql<string | null>`(
  select ${listingImages.key} from ${listingImages}
  where ${listingImages.listingId} = ${listings.id}
  order by ${listingImages.position}, ${listingImages.id} limit 1
)`;

export type ModeratedListingRow = {
  listing: typeof listings.$inferSelect;
  seller: { id: number; name: string; phone: string };
  departmentId: number;
  municipalityId: number;
  imageKey: string | null;
};

function selectModeratedListings(db: Database) {
  return db
    .select({
      listing: listings,
      seller: { id: users.id, name: users.name, phone: users.phone },
      departmentId: addresses.departmentId,
      municipalityId: addresses.municipalityId,
      imageKey: primaryImageKey,
    })
    .from(listings)
    .innerJoin(addresses, eq(addresses.id, listings.addressId))
    .innerJoin(users, eq(users.id, listings.userId));
}

/**
 * Every listing, whatever its state. `q` is a listing id when it is a number; otherwise it is
 * looked for in the catalogue product's name and the description, without accents or case,
 * as the catalogue does.
 */
export async function listModeratedListings(
  db: Database,
  filters: { q?: string; status: 'all' | 'hidden' } & Page,
) {
  const conditions: SQL[] = [];
  if (filters.status === 'hidden') conditions.push(isNotNull(listings.hiddenAt));
  const q = filters.q?.trim();
  if (q && /^\d{1,9}$/.test(q)) {
    conditions.push(eq(listings.id, Number(q)));
  } else if (q) {
    const needle = sql`'%' || ${folded(escapeLike(q))} || '%'`;
    const products = db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(sql`${folded(catalogueProducts.name)} LIKE ${needle}`);
    conditions.push(
      or(
        inArray(listings.productId, products),
        sql`${folded(listings.description)} LIKE ${needle}`,
      )!,
    );
  }
  const rows = await selectModeratedListings(db)
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(pageLimit(filters))
    .offset(pageOffset(filters));
  return pageOf(rows, filters);
}

export async function findModeratedListing(
  db: Database,
  id: number,
): Promise<ModeratedListingRow | null> {
  const [row] = await selectModeratedListings(db).where(eq(listings.id, id));
  return row ?? null;
}

export async function lockListing(db: Database, id: number) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).for('update');
  return row ?? null;
}

/** The seller of a listing, read without a lock (it never changes); null when there is none. */
export async function listingSellerId(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: listings.userId })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.userId ?? null;
}

export async function setListingHidden(
  db: Database,
  id: number,
  hidden: { at: Date; reason: string } | null,
  also: { isActive?: boolean } = {},
): Promise<void> {
  await db
    .update(listings)
    .set({
      ...also,
      hiddenAt: hidden?.at ?? null,
      hiddenReason: hidden?.reason ?? null,
      updatedAt: new Date(),
    })
    .where(eq(listings.id, id));
}

// Reviews ---------------------------------------------------------------------------------------

export type ModeratedReviewRow = {
  review: typeof reviews.$inferSelect;
  productId: number;
  userName: string | null;
};

function selectModeratedReviews(db: Database) {
  return db
    .select({ review: reviews, productId: listings.productId, userName: users.name })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .leftJoin(users, eq(users.id, reviews.userId));
}

/** Newest first, removed ones included (the screen marks them). */
export async function listModeratedReviews(db: Database, page: Page) {
  const rows = await selectModeratedReviews(db)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageLimit(page))
    .offset(pageOffset(page));
  return pageOf(rows, page);
}

export async function findModeratedReview(
  db: Database,
  id: number,
): Promise<ModeratedReviewRow | null> {
  const [row] = await selectModeratedReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

export async function lockReview(db: Database, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row ?? null;
}

export async function markReviewRemoved(db: Database, id: number, at: Date): Promise<void> {
  await db.update(reviews).set({ removedAt: at }).where(eq(reviews.id, id));
}

// Action log ------------------------------------------------------------------------------------

export async function listActions(db: Database, page: Page) {
  const rows = await db
    .select()
    .from(adminActions)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(pageLimit(page))
    .offset(pageOffset(page));
  return pageOf(rows, page);
}

// Shared documents ------------------------------------------------------------------------------

/**
 * Document numbers given by more than one account, the most recently repeated first, with
 * their accounts oldest first (docs/product.md §13 'Cédulas repetidas').
 */
export async function listSharedDocuments(db: Database, page: Page) {
  const repeated = await db
    .select({ document: users.document, latest: sql<Date>`max(${users.createdAt})` })
    .from(users)
    .groupBy(users.document)
    .having(sql`count(*) > 1`)
    .orderBy(desc(sql`max(${users.createdAt})`), users.document)
    .limit(pageLimit(page))
    .offset(pageOffset(page));
  const { rows, hasMore } = pageOf(repeated, page);
  const documents = rows.map((row) => row.document);
  const accounts =
    documents.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            name: users.name,
            phone: users.phone,
            typeDoc: users.typeDoc,
            document: users.document,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(inArray(users.document, documents))
          .orderBy(users.createdAt, users.id);
  return {
    rows: documents.map((document) => ({
      document,
      accounts: accounts.filter((account) => account.document === document),
    })),
    hasMore,
  };
}
