import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import { selectListings } from './listing-rows.queries';

// "Mis productos": a seller's own listings with the counts of the filters.

export type MyListingsFilter = 'all' | 'active' | 'inactive' | 'sold';

// Active is on offer to buyers (a listing a moderator hid is not); sold is final and has its own
// filter; inactive is everything else the seller may still switch on.
const isOnOffer = sql`(${listings.isActive} AND ${listings.soldAt} IS NULL AND ${listings.hiddenAt} IS NULL)`;
const isSold = sql`(${listings.soldAt} IS NOT NULL)`;

const mineCondition = (userId: number, status: MyListingsFilter) => {
  const own = eq(listings.userId, userId);
  if (status === 'active') return and(own, isOnOffer);
  if (status === 'inactive') return and(own, sql`NOT ${isOnOffer}`, sql`NOT ${isSold}`);
  if (status === 'sold') return and(own, isSold);
  return own;
};

export async function listMine(
  db: Database,
  reference: ReferenceData,
  userId: number,
  status: MyListingsFilter,
  page: number,
  pageSize: number,
) {
  const { query, named } = selectListings(db, reference);
  const [rows, [counts]] = await Promise.all([
    query
      .where(mineCondition(userId, status))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .then(named),
    db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${isOnOffer})`.mapWith(Number),
        sold: sql<number>`count(*) filter (where ${isSold})`.mapWith(Number),
      })
      .from(listings)
      .where(eq(listings.userId, userId)),
  ]);
  const all = counts?.all ?? 0;
  const active = counts?.active ?? 0;
  const sold = counts?.sold ?? 0;
  return { rows, counts: { all, active, inactive: all - active - sold, sold } };
}
