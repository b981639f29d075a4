import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, harvestFollows, harvests, reservations, users } from '../../db/schema';
import type { KeptWord } from '../../../domain/harvests/harvest';

// SQL of Próxima cosecha (decision 026): harvests, follows, reservations and kept word.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type HarvestRow = typeof harvests.$inferSelect;
export type NewHarvest = typeof harvests.$inferInsert;

/** Locks the seller's row, so two announcements at once cannot pass the open cap. */
export async function lockSeller(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** The seller's own address and its municipality, else null. */
export async function ownAddress(db: Database, userId: number, addressId: number) {
  const [row] = await db
    .select({ id: addresses.id, municipalityId: addresses.municipalityId })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function countOpenHarvests(db: Database, sellerId: number): Promise<number> {
  return db.$count(harvests, and(eq(harvests.sellerId, sellerId), eq(harvests.status, 'open')));
}

export async function insertHarvest(db: Database, values: NewHarvest): Promise<number> {
  const [row] = await db.insert(harvests).values(values).returning({ id: harvests.id });
  return row!.id;
}

export async function findHarvest(db: Database, id: number) {
  const [row] = await db
    .select({ harvest: harvests, sellerName: users.name, sellerPhone: users.phone })
    .from(harvests)
    .innerJoin(users, eq(users.id, harvests.sellerId))
    .where(eq(harvests.id, id));
  return row ?? null;
}

export async function lockHarvest(db: Database, id: number): Promise<HarvestRow | null> {
  const [row] = await db.select().from(harvests).where(eq(harvests.id, id)).for('update');
  return row ?? null;
}

export async function updateHarvest(db: Database, id: number, values: Partial<NewHarvest>) {
  await db.update(harvests).set(values).where(eq(harvests.id, id));
}

/** Open harvests, soonest first: of one seller (storefront) or of one product. */
export async function openHarvests(
  db: Database,
  filter: { sellerId?: number; productId?: number; limit: number; offset: number },
) {
  return db
    .select({ harvest: harvests, sellerName: users.name, sellerPhone: users.phone })
    .from(harvests)
    .innerJoin(users, eq(users.id, harvests.sellerId))
    .where(
      and(
        eq(harvests.status, 'open'),
        filter.sellerId ? eq(harvests.sellerId, filter.sellerId) : undefined,
        filter.productId ? eq(harvests.productId, filter.productId) : undefined,
      ),
    )
    .orderBy(asc(harvests.expectedOn), asc(harvests.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * A seller's open harvests for their public storefront (decision 014's page), soonest first:
 * what is announced, never who follows or reserved it.
 */
export async function publicHarvestsOf(db: Database, sellerId: number, limit: number) {
  return db
    .select({
      id: harvests.id,
      productId: harvests.productId,
      expectedOn: harvests.expectedOn,
      quantity: harvests.quantity,
      sizeId: harvests.sizeId,
      municipalityId: harvests.municipalityId,
      expectedPrice: harvests.expectedPrice,
    })
    .from(harvests)
    .where(and(eq(harvests.sellerId, sellerId), eq(harvests.status, 'open')))
    .orderBy(asc(harvests.expectedOn), asc(harvests.id))
    .limit(limit);
}

export async function ownHarvests(db: Database, sellerId: number, limit: number, offset: number) {
  return db
    .select({ harvest: harvests, sellerName: users.name, sellerPhone: users.phone })
    .from(harvests)
    .innerJoin(users, eq(users.id, harvests.sellerId))
    .where(eq(harvests.sellerId, sellerId))
    .orderBy(desc(harvests.createdAt), desc(harvests.id))
    .limit(limit)
    .offset(offset);
}

/** Followers and reserved quantity (requested or accepted) of each harvest. */
export async function harvestStats(db: Database, ids: number[]) {
  const stats = new Map<number, { followers: number; reserved: number }>();
  if (ids.length === 0) return stats;
  const [follows, reserved] = await Promise.all([
    db
      .select({ id: harvestFollows.harvestId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(harvestFollows)
      .where(inArray(harvestFollows.harvestId, ids))
      .groupBy(harvestFollows.harvestId),
    db
      .select({
        id: reservations.harvestId,
        n: sql<number>`coalesce(sum(${reservations.quantity}), 0)`.mapWith(Number),
      })
      .from(reservations)
      .where(
        and(
          inArray(reservations.harvestId, ids),
          inArray(reservations.status, ['requested', 'accepted']),
        ),
      )
      .groupBy(reservations.harvestId),
  ]);
  for (const id of ids) stats.set(id, { followers: 0, reserved: 0 });
  for (const row of follows) stats.get(row.id)!.followers = row.n;
  for (const row of reserved) stats.get(row.id)!.reserved = row.n;
  return stats;
}

export async function followedAmong(db: Database, userId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: harvestFollows.harvestId })
    .from(harvestFollows)
    .where(and(eq(harvestFollows.userId, userId), inArray(harvestFollows.harvestId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function follow(db: Database, userId: number, harvestId: number) {
  await db.insert(harvestFollows).values({ userId, harvestId }).onConflictDoNothing();
}

export async function unfollow(db: Database, userId: number, harvestId: number) {
  await db
    .delete(harvestFollows)
    .where(and(eq(harvestFollows.userId, userId), eq(harvestFollows.harvestId, harvestId)));
}

/** Everyone to tell when the harvest goes on sale: followers and live reservations. */
export async function followersAndReservers(db: Database, harvestId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select user_id from harvest_follows where harvest_id = ${harvestId}
    union
    select buyer_id from reservations
    where harvest_id = ${harvestId} and status in ('requested', 'accepted')
    order by 1`);
  return rowsOf<{ user_id: number }>(result).map((row) => Number(row.user_id));
}

export async function insertReservation(
  db: Database,
  values: { harvestId: number; buyerId: number; quantity: number; at: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(reservations)
    .values({
      harvestId: values.harvestId,
      buyerId: values.buyerId,
      quantity: values.quantity,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: reservations.id });
  return row?.id ?? null;
}

/** A reservation with its harvest's seller and date, locked for a change. */
export async function lockReservation(db: Database, id: number) {
  const [row] = await db
    .select({
      reservation: reservations,
      sellerId: harvests.sellerId,
      expectedOn: harvests.expectedOn,
      harvestStatus: harvests.status,
    })
    .from(reservations)
    .innerJoin(harvests, eq(harvests.id, reservations.harvestId))
    .where(eq(reservations.id, id))
    .for('update', { of: reservations });
  return row ?? null;
}

export async function updateReservation(
  db: Database,
  id: number,
  values: Partial<typeof reservations.$inferInsert>,
) {
  await db.update(reservations).set(values).where(eq(reservations.id, id));
}

const buyer = sql`(select name from users b where b.id = ${reservations.buyerId})`;

/** Reservations with the names and phones of both sides. */
export async function reservationRows(
  db: Database,
  where: { id?: number; harvestId?: number; buyerId?: number },
) {
  return db
    .select({
      reservation: reservations,
      harvest: harvests,
      buyerName: sql<string>`${buyer}`,
      buyerPhone: sql<string>`(select phone from users b where b.id = ${reservations.buyerId})`,
      sellerName: users.name,
      sellerPhone: users.phone,
    })
    .from(reservations)
    .innerJoin(harvests, eq(harvests.id, reservations.harvestId))
    .innerJoin(users, eq(users.id, harvests.sellerId))
    .where(
      and(
        where.id ? eq(reservations.id, where.id) : undefined,
        where.harvestId ? eq(reservations.harvestId, where.harvestId) : undefined,
        where.buyerId ? eq(reservations.buyerId, where.buyerId) : undefined,
      ),
    )
    .orderBy(desc(reservations.createdAt), desc(reservations.id));
}

export type ReservationDetails = Awaited<ReturnType<typeof reservationRows>>[number];

/**
 * Kept word per person (decision 026), as seller and as buyer: a reservation counts for a person
 * once the other side said whether they kept it (kept when yes), or when the person cancelled it
 * and the other side did not accept the reason (not kept). Declined reservations and
 * cancellations whose reason was accepted count against no one.
 */
export async function keptWords(db: Database, userIds: number[]): Promise<Map<number, KeptWord>> {
  const words = new Map<number, KeptWord>(userIds.map((id) => [id, { kept: 0, total: 0 }]));
  if (userIds.length === 0) return words;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select user_id, sum(kept)::int as kept, sum(counted)::int as total
    from (
      select h.seller_id as user_id,
        case when r.buyer_says_seller_kept then 1 else 0 end as kept,
        case
          when r.buyer_says_seller_kept is not null then 1
          when r.status = 'cancelled_by_seller' and r.reason_accepted_at is null then 1
          else 0
        end as counted
      from harvests h join reservations r on r.harvest_id = h.id
      where h.seller_id in (${ids})
      union all
      select r.buyer_id,
        case when r.seller_says_buyer_kept then 1 else 0 end,
        case
          when r.seller_says_buyer_kept is not null then 1
          when r.status = 'cancelled_by_buyer' and r.reason_accepted_at is null then 1
          else 0
        end
      from reservations r
      where r.buyer_id in (${ids})
    ) as marks
    group by user_id`);
  for (const row of rowsOf<{ user_id: number; kept: number; total: number }>(result)) {
    words.set(Number(row.user_id), { kept: Number(row.kept), total: Number(row.total) });
  }
  return words;
}

/**
 * Open harvests whose date is past by more than `overdueDays` and whose seller was not asked yet
 * to update or close them: marked as asked and answered (the periodic sweep tells each once).
 */
export async function markDueHarvests(db: Database, cutoff: string, at: Date) {
  return db
    .update(harvests)
    .set({ dueNotifiedAt: at })
    .where(
      and(
        eq(harvests.status, 'open'),
        sql`${harvests.expectedOn} < ${cutoff}::date`,
        sql`${harvests.dueNotifiedAt} is null`,
      ),
    )
    .returning({ id: harvests.id, sellerId: harvests.sellerId });
}
