import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import { selectListings } from './listing-rows.queries';

// "Mis productos": a seller's own listings with the counts of the filters.

export type MyListingsFilter = 'all' | 'active' | 'inactive';

const mineCondition = (userId: number, status: MyListingsFilter) => {
  const own = eq(listings.userId, userId);
  if (status === 'active') return and(own, sql`${listings.isActive}`, isNull(listings.soldAt));
  if (status === 'inactive')
    return and(own, sql`(NOT ${listings.isActive} OR ${listings.soldAt} IS NOT NULL)`);
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
        active:
          sql<number>`count(*) filter (where ${listings.isActive} and ${listings.soldAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(listings)
      .where(eq(listings.userId, userId)),
  ]);
  const all = counts?.all ?? 0;
  const active = counts?.active ?? 0;
  return { rows, counts: { all, active, inactive: all - active } };
}
