import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { NOTIFICATIONS } from '../../../domain/limits';
import type { Database } from '../../db/client';
import {
  buyRequests,
  harvests,
  notifications,
  notificationSettings,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { listingBriefs, type ListingBrief } from '../listings';

// Reads and writes of a person's notifications, their channel settings and push subscriptions.

export interface NotificationRow {
  id: number;
  kind: string;
  count: number;
  /** Of a digest's count, the price moves. */
  priceCount: number;
  previousPrice: number | null;
  createdAt: Date;
  readAt: Date | null;
  /** A followed price that moved. */
  price: {
    productId: number;
    sizeId: number;
    departmentId: number;
    median: number;
    previousMedian: number;
  } | null;
  /** The listing it is about, in its state now; null for a digest or a deleted listing. */
  listing: ListingBrief | null;
  /** Pedidos y cosechas (decision 026): what happened ('match', 'listed'…) to which row. */
  event: string | null;
  request: {
    id: number;
    productId: number;
    quantity: number;
    sizeId: number;
    municipalityId: number;
    neededBy: string;
    hiddenReason: string | null;
  } | null;
  harvest: {
    id: number;
    productId: number;
    municipalityId: number;
    listingId: number | null;
    hiddenReason: string | null;
  } | null;
}

export async function notificationsPage(
  db: Database,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        count: notifications.count,
        priceCount: notifications.priceCount,
        previousPrice: notifications.previousPrice,
        priceProductId: notifications.productId,
        priceSizeId: notifications.sizeId,
        priceDepartmentId: notifications.departmentId,
        median: notifications.median,
        previousMedian: notifications.previousMedian,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        listingId: notifications.listingId,
        event: notifications.event,
        requestId: buyRequests.id,
        requestProductId: buyRequests.productId,
        requestQuantity: buyRequests.quantity,
        requestSizeId: buyRequests.sizeId,
        requestMunicipalityId: buyRequests.municipalityId,
        requestNeededBy: buyRequests.neededBy,
        requestHiddenReason: buyRequests.hiddenReason,
        harvestId: harvests.id,
        harvestProductId: harvests.productId,
        harvestMunicipalityId: harvests.municipalityId,
        harvestListingId: harvests.listingId,
        harvestHiddenReason: harvests.hiddenReason,
      })
      .from(notifications)
      .leftJoin(buyRequests, eq(buyRequests.id, notifications.buyRequestId))
      .leftJoin(harvests, eq(harvests.id, notifications.harvestId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  const listings = await listingBriefs(
    db,
    rows.flatMap((row) => (row.listingId === null ? [] : [row.listingId])),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      count: row.count,
      priceCount: row.priceCount,
      previousPrice: row.previousPrice,
      createdAt: row.createdAt,
      readAt: row.readAt,
      price:
        row.kind === 'price'
          ? {
              productId: row.priceProductId!,
              sizeId: row.priceSizeId!,
              departmentId: row.priceDepartmentId!,
              median: row.median!,
              previousMedian: row.previousMedian!,
            }
          : null,
      listing: row.listingId === null ? null : (listings.get(row.listingId) ?? null),
      event: row.event,
      request:
        row.requestId === null
          ? null
          : {
              id: row.requestId,
              productId: row.requestProductId!,
              quantity: row.requestQuantity!,
              sizeId: row.requestSizeId!,
              municipalityId: row.requestMunicipalityId!,
              neededBy: row.requestNeededBy!,
              hiddenReason: row.requestHiddenReason,
            },
      harvest:
        row.harvestId === null
          ? null
          : {
              id: row.harvestId,
              productId: row.harvestProductId!,
              municipalityId: row.harvestMunicipalityId!,
              listingId: row.harvestListingId,
              hiddenReason: row.harvestHiddenReason,
            },
    })),
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
  };
}

/**
 * Tells a seller a moderator hid one of their listings, in the moderator's transaction; the
 * reason shown is the listing's own, so a later change of reason or unhiding reads right.
 */
export async function notifyListingHidden(
  db: Database,
  listing: { id: number; userId: number },
  day: string,
): Promise<void> {
  await db
    .insert(notifications)
    .values({ userId: listing.userId, kind: 'moderation', listingId: listing.id, day });
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the person's notifications read: these ids (others' ids are ignored), or all. */
export async function markRead(db: Database, userId: number, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

export interface ChannelSettings {
  push: boolean;
  whatsapp: boolean;
}

export async function channelSettings(db: Database, userId: number): Promise<ChannelSettings> {
  const [row] = await db
    .select({ push: notificationSettings.push, whatsapp: notificationSettings.whatsapp })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { push: true, whatsapp: true };
}

export async function saveChannelSettings(
  db: Database,
  userId: number,
  changes: Partial<ChannelSettings>,
): Promise<ChannelSettings> {
  const current = await channelSettings(db, userId);
  const next = { ...current, ...changes };
  await db
    .insert(notificationSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...next, updatedAt: new Date() },
    });
  return next;
}

/**
 * A browser's subscription; an endpoint is one row and moves to whoever subscribed it last.
 * A person keeps their newest NOTIFICATIONS.maxPushSubscriptionsPerPerson: one more drops the
 * oldest (a browser subscribing again counts as new). The person's row is locked meanwhile,
 * so subscriptions sent at once cannot pass the cap.
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          createdAt: sql`now()`,
        },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(NOTIFICATIONS.maxPushSubscriptionsPerPerson);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

export async function deleteSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service says this subscription is gone (404/410): forget it. */
export async function forgetSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export interface Recipient {
  userId: number;
  phone: string;
  push: boolean;
  whatsapp: boolean;
  subscriptions: { id: number; endpoint: string; p256dh: string; auth: string }[];
}

/** Where each person's notifications go beyond the app: their settings and subscriptions. */
export async function recipients(db: Database, userIds: number[]): Promise<Map<number, Recipient>> {
  if (userIds.length === 0) return new Map();
  const [people, subscriptions] = await Promise.all([
    db
      .select({
        userId: users.id,
        phone: users.phone,
        push: sql<boolean>`coalesce(${notificationSettings.push}, true)`,
        whatsapp: sql<boolean>`coalesce(${notificationSettings.whatsapp}, true)`,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(inArray(users.id, userIds)),
    db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds))
      // Newest first: delivery takes a person's first few.
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id)),
  ]);
  const byPerson = new Map<number, Recipient>(
    people.map((person) => [person.userId, { ...person, subscriptions: [] }]),
  );
  for (const { userId, ...subscription } of subscriptions) {
    byPerson.get(userId)?.subscriptions.push(subscription);
  }
  return byPerson;
}

/**
 * Counts one aviso by WhatsApp on the person's Bogotá day, unless the day already has
 * NOTIFICATIONS.maxWhatsAppPerDay: answers whether it may go. One upsert on the day's row, so
 * two processes sending to the same person wait for each other and count right.
 */
export async function countWhatsAppAviso(
  db: Database,
  userId: number,
  day: string,
): Promise<boolean> {
  const counted = await db.execute(sql`
    insert into notification_days (user_id, day, matched, whatsapp_sent)
    values (${userId}, ${day}::date, 0, 1)
    on conflict (user_id, day) do update
      set whatsapp_sent = notification_days.whatsapp_sent + 1
      where notification_days.whatsapp_sent < ${NOTIFICATIONS.maxWhatsAppPerDay}
    returning whatsapp_sent`);
  return (counted as unknown as { rows: unknown[] }).rows.length > 0;
}
