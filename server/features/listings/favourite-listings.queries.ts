import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, favourites, listings } from '../../db/schema';
import type { ReferenceData } from '../../db/reference-data';
import {
  listingColumns,
  named,
  placeholder,
  preparedOnce,
  type ListingRow,
} from './listing-rows.queries';

// The listings a person keeps as favourites (the favourites feature shows them).

/**
 * One page of a person's favourites, newest first, hidden listings left out, with how many there
 * are: one round trip, whatever the page size (the favourites list and the home's section).
 */
export async function favouriteListingsPage(
  db: Database,
  reference: ReferenceData,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: (ListingRow & { favouriteId: number })[]; total: number }> {
  const statement = preparedOnce(db, 'favourites_page', () =>
    db
      .select({
        ...listingColumns,
        favouriteId: favourites.id,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .innerJoin(addresses, eq(addresses.id, listings.addressId))
      .where(and(eq(favourites.userId, placeholder('userId')), isNull(listings.hiddenAt)))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare('favourites_page'),
  );
  const found = await statement.execute({
    userId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  let total = found[0]?.total;
  if (total === undefined) {
    // Past the last page: the count alone, for the pager.
    total = await db.$count(
      db
        .select({ id: favourites.id })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .where(and(eq(favourites.userId, userId), isNull(listings.hiddenAt)))
        .as('visible'),
    );
  }
  return {
    rows: found.map((row) => ({ ...named(reference, row), favouriteId: row.favouriteId })),
    total,
  };
}
