import { asc, inArray, sql } from 'drizzle-orm';
import { NOTIFICATIONS } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { priceNotificationJobs } from '../../db/schema';
import { createdNotifications, type CreatedNotification } from './notification-matching.queries';

// Followed prices that moved (decision 018). The price refresh queues one job per person and
// move in its own transaction (so the move and its baseline commit together); the worker takes
// them with SKIP LOCKED and writes the notifications under the same daily cap as listings.

export interface PriceMove {
  userId: number;
  productId: number;
  sizeId: number;
  /** 0: the whole country. */
  departmentId: number;
  median: number;
  previousMedian: number;
}

export interface PriceNotificationJob extends PriceMove {
  id: number;
}

export async function queuePriceMoves(db: Database, moves: PriceMove[]): Promise<void> {
  for (let start = 0; start < moves.length; start += 500) {
    await db.insert(priceNotificationJobs).values(moves.slice(start, start + 500));
  }
}

/** Takes up to `limit` of the oldest jobs; other processes skip them while taken (SKIP LOCKED). */
export async function claimPriceJobs(db: Database, limit: number): Promise<PriceNotificationJob[]> {
  const taken = db
    .select({ id: priceNotificationJobs.id })
    .from(priceNotificationJobs)
    .orderBy(asc(priceNotificationJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(priceNotificationJobs)
    .where(inArray(priceNotificationJobs.id, taken))
    .returning({
      id: priceNotificationJobs.id,
      userId: priceNotificationJobs.userId,
      productId: priceNotificationJobs.productId,
      sizeId: priceNotificationJobs.sizeId,
      departmentId: priceNotificationJobs.departmentId,
      median: priceNotificationJobs.median,
      previousMedian: priceNotificationJobs.previousMedian,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Writes one price move for its person: a notification of its own while the person's Bogotá
 * day has room (NOTIFICATIONS.maxListingNotificationsPerDay, listings and prices together),
 * else one more in the day's digest. The day's counter is an upsert, so processes writing for
 * the same person at once wait for each other and count right (as listings do).
 */
export async function recordPriceMove(
  db: Database,
  job: PriceNotificationJob,
  day: string,
): Promise<CreatedNotification[]> {
  const limit = NOTIFICATIONS.maxListingNotificationsPerDay;
  const result = await db.execute(sql`
    with counted as (
      insert into notification_days (user_id, day, matched)
      values (${job.userId}, ${day}::date, 1)
      on conflict (user_id, day) do update set matched = notification_days.matched + 1
      returning user_id, matched
    ),
    price_notes as (
      insert into notifications
        (user_id, kind, product_id, size_id, department_id, median, previous_median, day)
      select user_id, 'price', ${job.productId}, ${job.sizeId}, ${job.departmentId},
        ${job.median}::float8, ${job.previousMedian}::float8, ${day}::date
      from counted where matched <= ${limit}
      returning id, user_id, kind, count, true as first
    ),
    digests as (
      insert into notifications (user_id, kind, day, count, price_count)
      select user_id, 'digest', ${day}::date, matched - ${limit}, 1
      from counted where matched > ${limit}
      on conflict (user_id, day) where kind = 'digest'
      do update set count = excluded.count, price_count = notifications.price_count + 1,
        read_at = null, created_at = now()
      returning id, user_id, kind, count, count = 1 as first
    )
    select * from price_notes union all select * from digests`);
  return createdNotifications(result);
}
