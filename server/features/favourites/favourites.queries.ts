import { and, count, eq, sql } from 'drizzle-orm';
import { FAVOURITES } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { favourites, users } from '../../db/schema';
import type { ViewerMarkSource } from '../../platform/auth/session.queries';
import { isNotHiddenListing } from '../listings';

/**
 * Adds the favourite when missing, removes it when present. Answers the favourite's id and
 * whether it is now a favourite; 'full' (nothing added) when the person already keeps the most
 * favourites allowed (hidden listings, which the person cannot see or remove, do not count).
 * Safe when two taps arrive together: the person's row is locked while it counts and adds.
 */
export async function toggleFavourite(
  db: Database,
  userId: number,
  listingId: number,
): Promise<{ id: number; isFavourite: boolean } | 'full'> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
      .returning({ id: favourites.id });
    if (removed) return { id: removed.id, isFavourite: false };
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const kept = await tx
      .select({ count: count() })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), isNotHiddenListing(sql`${favourites.listingId}`)));
    if ((kept[0]?.count ?? 0) >= FAVOURITES.maxPerPerson) return 'full' as const;
    const [added] = await tx
      .insert(favourites)
      .values({ userId, listingId })
      .onConflictDoNothing()
      .returning({ id: favourites.id });
    if (added) return { id: added.id, isFavourite: true };
    const [existing] = await tx
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
    return { id: existing!.id, isFavourite: true };
  });
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

/** The hearts a person gave, read with their session (decision 019): the answers' `is_favorite`. */
export const favouriteMarks: ViewerMarkSource = {
  listingIds: (account) =>
    sql`select ${favourites.listingId} from ${favourites} where ${favourites.userId} = ${account}`,
};
