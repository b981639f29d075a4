import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import {
  recordOncePerPersonWithinCap,
  type CreatedNotification,
} from './notification-matching.queries';

// Notifications of Pedidos y cosechas (decision 026). A request matched against sellers is
// like a listing matched against saved searches: once per person, within the same daily cap
// (then the day's digest). What happens to one's own request, harvest or reservation (an
// answer, a reservation, a cancellation) is personal, like a moderator's decision: always told.

/**
 * Records the request for these sellers, once per seller ever, and writes their notifications:
 * the first NOTIFICATIONS.maxListingNotificationsPerDay of a Bogotá day (listings, prices and
 * requests together) are one each, the rest raise the day's digest.
 */
export async function recordRequestMatches(
  db: Database,
  buyRequestId: number,
  userIds: number[],
  day: string,
): Promise<CreatedNotification[]> {
  return recordOncePerPersonWithinCap(db, userIds, day, {
    once: (people) => sql`
      insert into notified_buy_requests (user_id, buy_request_id)
      select user_id, ${buyRequestId} from ${people} as user_id order by user_id
      on conflict do nothing
      returning user_id`,
    note: (counted) => sql`
      insert into notifications (user_id, kind, buy_request_id, event, day)
      select user_id, 'request', ${buyRequestId}, 'match', ${day}::date
      from ${counted}`,
  });
}

export type ActivitySubject =
  | { kind: 'request'; buyRequestId: number; event: string }
  | { kind: 'harvest'; harvestId: number; event: string };

/** Tells these people what happened to a request or harvest of theirs; answers the rows. */
export async function notifyActivity(
  db: Database,
  userIds: number[],
  subject: ActivitySubject,
  day: string,
): Promise<{ id: number; userId: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        kind: subject.kind,
        event: subject.event,
        day,
        buyRequestId: subject.kind === 'request' ? subject.buyRequestId : null,
        harvestId: subject.kind === 'harvest' ? subject.harvestId : null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
}

/**
 * Tells a buyer or seller a moderator hid their request or harvest (in the moderator's
 * transaction); the reason shown is the row's own, read when the notification is.
 */
export async function notifyHiddenByModerator(
  db: Database,
  userId: number,
  subject: { buyRequestId: number } | { harvestId: number },
  day: string,
): Promise<void> {
  await db.insert(notifications).values({
    userId,
    kind: 'moderation',
    day,
    buyRequestId: 'buyRequestId' in subject ? subject.buyRequestId : null,
    harvestId: 'harvestId' in subject ? subject.harvestId : null,
  });
}
