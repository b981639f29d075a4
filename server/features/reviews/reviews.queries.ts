import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Review } from '../../../domain/api/buyer';
import { publicPersonName } from '../../../domain/sharing/sharing';
import type { Database } from '../../db/client';
import { reviews, users } from '../../db/schema';
import type { ViewerMarkSource } from '../../platform/auth/session.queries';
import { contactedListingsOf } from '../contacts';

const visible = (listingId: number) =>
  and(eq(reviews.listingId, listingId), isNull(reviews.removedAt));

/**
 * A listing's visible reviews, newest first. `publicNames` (a reader without a session): the
 * reviewer as the storefront names a seller, first name and initial, and no user id.
 */
export async function listReviews(
  db: Database,
  listingId: number,
  { publicNames = false } = {},
): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, userName: users.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(visible(listingId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
  return rows.map(({ review, userName }) => ({
    id: review.id,
    voto: review.halfStars / 2,
    body: review.body,
    created_at: review.createdAt.toISOString(),
    // A deleted account's reviews go with it (the user_id foreign key cascades, migration 0017);
    // the fallback name is for a row caught between the two.
    user: publicNames
      ? {
          id: null,
          name: userName ? publicPersonName(userName) : 'Usuario eliminado',
          avatar: null,
        }
      : { id: review.userId, name: userName ?? 'Usuario eliminado', avatar: null },
  }));
}

export async function ratingSummary(db: Database, listingId: number) {
  const [row] = await db
    .select({
      avg: sql<number>`coalesce(round(avg(${reviews.halfStars}) / 2.0, 1), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      comments: sql<number>`count(*) filter (where length(trim(${reviews.body})) > 0)`.mapWith(
        Number,
      ),
    })
    .from(reviews)
    .where(visible(listingId));
  return row ?? { avg: 0, count: 0, comments: 0 };
}

/** Inserts the review; null when this user already reviewed the listing (unique index). */
export async function insertReview(
  db: Database,
  values: { listingId: number; userId: number; voto: number; body: string },
): Promise<number | null> {
  const [row] = await db
    .insert(reviews)
    .values({
      listingId: values.listingId,
      userId: values.userId,
      halfStars: values.voto * 2,
      body: values.body,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return row?.id ?? null;
}

/**
 * The listings a person reviewed, read with their session (decision 019): `viewer.reviewed`. A
 * review needs a contact first (reviews.service.ts), so they are looked up among the contacted
 * listings through the reviews' (listing, user) index, without an index of reviews by person.
 */
export const reviewMarks: ViewerMarkSource = {
  listingIds: (account) =>
    sql`select ${reviews.listingId} from ${reviews}
      where ${reviews.userId} = ${account} and ${reviews.listingId} in (${contactedListingsOf(account)})`,
};
