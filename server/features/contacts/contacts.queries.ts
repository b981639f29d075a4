import { and, count, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { bogotaIsoDate } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import type { ViewerMarkSource } from '../../platform/auth/session.queries';

/**
 * Records that a buyer reached the seller of a listing, once per buyer, listing and Bogotá day:
 * the web app calls this on every tap of WhatsApp or Llamar, and a repeat the same day is not
 * a new contact for the seller's count. Answers whether this one was new.
 */
export async function recordContact(
  db: Database,
  userId: number,
  listingId: number,
  channel: 'whatsapp' | 'phone',
  now: number,
): Promise<boolean> {
  const added = await db
    .insert(contacts)
    .values({ userId, listingId, channel, contactedOn: bogotaIsoDate(now) })
    .onConflictDoNothing({
      target: [contacts.userId, contacts.listingId, contacts.contactedOn],
    })
    .returning({ id: contacts.id });
  return added.length > 0;
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

/** A select of the listings `account` contacted (with repeats: one row per contact day). */
export function contactedListingsOf(account: Placeholder) {
  return sql`select ${contacts.listingId} from ${contacts} where ${contacts.userId} = ${account}`;
}

/** The listings a person contacted, read with their session (decision 019): `viewer.contacted`. */
export const contactMarks: ViewerMarkSource = {
  listingIds: (account) =>
    sql`select distinct ${contacts.listingId} from ${contacts} where ${contacts.userId} = ${account}`,
};
