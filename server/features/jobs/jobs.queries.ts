import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobOffers, users } from '../../db/schema';
import { pageLimit, pageOf, pageOffset, type Page } from '../../lib/paging';

// Reads and writes of job offers. "Open" is decided against the app's clock (passed in), not
// the database's, so tests can move time and an offer expires exactly 30 days after publishing.

export type JobOfferRow = typeof jobOffers.$inferSelect & { publisherName: string };

/** Not closed by its publisher and not past its 30 days. */
export const openAt = (now: Date): SQL =>
  and(isNull(jobOffers.closedAt), gt(jobOffers.expiresAt, now))!;

function selectOffers(db: Database) {
  return db
    .select({ offer: jobOffers, publisherName: users.name })
    .from(jobOffers)
    .innerJoin(users, eq(users.id, jobOffers.userId));
}

const flatten = (rows: { offer: typeof jobOffers.$inferSelect; publisherName: string }[]) =>
  rows.map(({ offer, publisherName }): JobOfferRow => ({ ...offer, publisherName }));

const newestFirst = [desc(jobOffers.createdAt), desc(jobOffers.id)];

export interface OpenOfferFilters extends Page {
  departmentId?: number;
  municipalityId?: number;
}

/** One page of open offers plus whether another page follows. */
export async function listOpenOffers(db: Database, now: Date, filters: OpenOfferFilters) {
  const conditions: SQL[] = [openAt(now)];
  if (filters.departmentId !== undefined) {
    conditions.push(eq(jobOffers.departmentId, filters.departmentId));
  }
  if (filters.municipalityId !== undefined) {
    conditions.push(eq(jobOffers.municipalityId, filters.municipalityId));
  }
  const rows = await selectOffers(db)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(pageLimit(filters))
    .offset(pageOffset(filters))
    .then(flatten);
  return pageOf(rows, filters);
}

/** Every offer of one person, open, closed or expired. */
export async function listOwnOffers(db: Database, userId: number, page: Page) {
  const rows = await selectOffers(db)
    .where(eq(jobOffers.userId, userId))
    .orderBy(...newestFirst)
    .limit(pageLimit(page))
    .offset(pageOffset(page))
    .then(flatten);
  return pageOf(rows, page);
}

export async function findOffer(db: Database, id: number): Promise<JobOfferRow | null> {
  const [row] = await selectOffers(db).where(eq(jobOffers.id, id)).then(flatten);
  return row ?? null;
}

/**
 * Locks the publisher's user row for the rest of the transaction: two offers published at the
 * same moment wait here, so the second one counts the first against the open-offers cap.
 */
export async function lockPublisher(db: Database, userId: number) {
  const [row] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function countOpenOffers(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobOffers)
    .where(and(eq(jobOffers.userId, userId), openAt(now)));
  return row?.value ?? 0;
}

export async function insertOffer(
  db: Database,
  values: typeof jobOffers.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(jobOffers).values(values).returning({ id: jobOffers.id });
  return row!.id;
}

/** The offer row locked for update, whoever owns it (the caller checks ownership). */
export async function lockOffer(db: Database, id: number) {
  const [row] = await db.select().from(jobOffers).where(eq(jobOffers.id, id)).for('update');
  return row ?? null;
}

export async function markClosed(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(jobOffers)
    .set({ closedAt: at, updatedAt: at })
    .where(and(eq(jobOffers.id, id), sql`${jobOffers.closedAt} IS NULL`));
}
