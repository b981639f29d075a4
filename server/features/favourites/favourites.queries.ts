import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, listings } from '../../db/schema';

/**
 * Adds the favourite when missing, removes it when present. Answers the favourite's id and
 * whether it is now a favourite. Safe when two taps arrive together (unique index).
 */
export async function toggleFavourite(
  db: Database,
  userId: number,
  listingId: number,
): Promise<{ id: number; isFavourite: boolean }> {
  const [removed] = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
    .returning({ id: favourites.id });
  if (removed) return { id: removed.id, isFavourite: false };
  const [added] = await db
    .insert(favourites)
    .values({ userId, listingId })
    .onConflictDoNothing()
    .returning({ id: favourites.id });
  if (added) return { id: added.id, isFavourite: true };
  const [existing] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
  return { id: existing!.id, isFavourite: true };
}

export async function isFavourite(
  db: Database,
  userId: number,
  listingId: number,
): Promise<boolean> {
  return (
    (await db.$count(
      favourites,
      and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)),
    )) > 0
  );
}

/** Which of these listings the user keeps as favourites. */
export async function favouriteListingIds(
  db: Database,
  userId: number,
  listingIds: number[],
): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.listingId, listingIds)));
  return new Set(rows.map((row) => row.listingId));
}

/** The user's favourites, newest first, hidden listings left out. */
export async function listFavourites(db: Database, userId: number) {
  return db
    .select({ id: favourites.id, listingId: favourites.listingId, hiddenAt: listings.hiddenAt })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
}
