import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';

export async function recordContact(
  db: Database,
  userId: number,
  listingId: number,
  channel: 'whatsapp' | 'phone',
): Promise<void> {
  await db.insert(contacts).values({ userId, listingId, channel });
}

export async function hasContacted(
  db: Database,
  userId: number,
  listingId: number,
): Promise<boolean> {
  return (
    (await db.$count(
      contacts,
      and(eq(contacts.userId, userId), eq(contacts.listingId, listingId)),
    )) > 0
  );
}

/** Contacts per listing, for the seller's My products. */
export async function contactCounts(
  db: Database,
  listingIds: number[],
): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: contacts.listingId, value: count() })
    .from(contacts)
    .where(inArray(contacts.listingId, listingIds))
    .groupBy(contacts.listingId);
  return new Map(rows.map((row) => [row.listingId, row.value]));
}
