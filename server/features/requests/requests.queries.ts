import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyRequestJobs, buyRequests, grownProducts, requestAnswers, users } from '../../db/schema';

// SQL of Pedidos (decision 026): requests, answers, grown products, and the matching of a
// request against the sellers near it.

/** Rows of a raw query: both engines answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type BuyRequestRow = typeof buyRequests.$inferSelect;
export type NewBuyRequest = typeof buyRequests.$inferInsert;

/** Locks the person's row, so two posts at once cannot pass the open-requests cap. */
export async function lockPerson(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function countOpenRequests(
  db: Database,
  userId: number,
  today: string,
): Promise<number> {
  return db.$count(
    buyRequests,
    and(
      eq(buyRequests.userId, userId),
      eq(buyRequests.status, 'open'),
      gte(buyRequests.expiresOn, today),
    ),
  );
}

/** Writes the request and queues its matching (off the request path); answers its id. */
export async function insertRequest(db: Database, values: NewBuyRequest): Promise<number> {
  const [row] = await db.insert(buyRequests).values(values).returning({ id: buyRequests.id });
  await db.insert(buyRequestJobs).values({ buyRequestId: row!.id });
  return row!.id;
}

export async function findRequest(db: Database, id: number): Promise<BuyRequestRow | null> {
  const [row] = await db.select().from(buyRequests).where(eq(buyRequests.id, id));
  return row ?? null;
}

export async function lockRequest(db: Database, id: number): Promise<BuyRequestRow | null> {
  const [row] = await db.select().from(buyRequests).where(eq(buyRequests.id, id)).for('update');
  return row ?? null;
}

export async function updateRequest(
  db: Database,
  id: number,
  values: Partial<NewBuyRequest>,
): Promise<void> {
  await db.update(buyRequests).set(values).where(eq(buyRequests.id, id));
}

/** The buyer's phone, for sellers who answered (never in a request's public view). */
export async function phoneOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

const haversineKm = (lat: number, lon: number) => sql<number>`(2 * 6371 * asin(sqrt(
  power(sin(radians(m.latitude - ${lat}) / 2), 2)
  + cos(radians(${lat})) * cos(radians(m.latitude))
    * power(sin(radians(m.longitude - ${lon}) / 2), 2)
)))`;

export interface NearbyFilter {
  viewerId: number;
  today: string;
  near: { latitude: number; longitude: number } | null;
  radiusKm: number;
  productId?: number;
  productIds?: number[];
  limit: number;
  offset: number;
}

/**
 * Open requests of others, nearest first (then newest) within the radius of `near` (a bounding
 * box on the municipalities' coordinates first, then the exact distance), or newest first.
 */
export async function nearbyRequests(
  db: Database,
  filter: NearbyFilter,
): Promise<{ row: BuyRequestRow; distanceKm: number | null }[]> {
  const near = filter.near;
  const productRule = filter.productId
    ? sql`and r.product_id = ${filter.productId}`
    : filter.productIds
      ? filter.productIds.length === 0
        ? sql`and false`
        : sql`and r.product_id in (${sql.join(
            filter.productIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
      : sql``;
  const distance = near ? haversineKm(near.latitude, near.longitude) : sql`null::float8`;
  const placeRule = near
    ? sql`and m.latitude between ${near.latitude - filter.radiusKm / 111.045} and ${near.latitude + filter.radiusKm / 111.045}
        and m.longitude between ${near.longitude - filter.radiusKm / (111.045 * Math.cos((near.latitude * Math.PI) / 180))}
          and ${near.longitude + filter.radiusKm / (111.045 * Math.cos((near.latitude * Math.PI) / 180))}
        and ${distance} <= ${filter.radiusKm}`
    : sql``;
  const result = await db.execute(sql`
    select r.id, ${distance} as distance_km
    from buy_requests r
    join municipalities m on m.id = r.municipality_id
    where r.status = 'open' and r.expires_on >= ${filter.today}::date
      and r.user_id <> ${filter.viewerId}
      ${productRule}
      ${placeRule}
    order by ${near ? sql`distance_km,` : sql``} r.id desc
    limit ${filter.limit} offset ${filter.offset}`);
  const found = rowsOf<{ id: number; distance_km: number | null }>(result);
  if (found.length === 0) return [];
  const rows = await db
    .select()
    .from(buyRequests)
    .where(
      inArray(
        buyRequests.id,
        found.map((row) => Number(row.id)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return found.map((row) => ({
    row: byId.get(Number(row.id))!,
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
  }));
}

export async function ownRequests(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<BuyRequestRow[]> {
  return db
    .select()
    .from(buyRequests)
    .where(eq(buyRequests.userId, userId))
    .orderBy(desc(buyRequests.createdAt), desc(buyRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function answerCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: requestAnswers.buyRequestId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(requestAnswers)
    .where(inArray(requestAnswers.buyRequestId, ids))
    .groupBy(requestAnswers.buyRequestId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export type AnswerRow = typeof requestAnswers.$inferSelect;

export async function answersOf(db: Database, requestId: number) {
  return db
    .select({ answer: requestAnswers, sellerName: users.name, sellerPhone: users.phone })
    .from(requestAnswers)
    .innerJoin(users, eq(users.id, requestAnswers.sellerId))
    .where(eq(requestAnswers.buyRequestId, requestId))
    .orderBy(asc(requestAnswers.createdAt), asc(requestAnswers.id));
}

export async function answersBySeller(
  db: Database,
  sellerId: number,
  requestIds: number[],
): Promise<Map<number, AnswerRow>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(requestAnswers)
    .where(
      and(eq(requestAnswers.sellerId, sellerId), inArray(requestAnswers.buyRequestId, requestIds)),
    );
  return new Map(rows.map((row) => [row.buyRequestId, row]));
}

/** Writes the seller's answer, or replaces it; answers whether it is new. */
export async function saveAnswer(
  db: Database,
  values: {
    buyRequestId: number;
    sellerId: number;
    listingId: number | null;
    price: number | null;
    quantity: number | null;
    availableOn: string | null;
    at: Date;
  },
): Promise<boolean> {
  const { at, ...answer } = values;
  const [row] = await db
    .insert(requestAnswers)
    .values({ ...answer, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [requestAnswers.buyRequestId, requestAnswers.sellerId],
      set: {
        listingId: answer.listingId,
        price: answer.price,
        quantity: answer.quantity,
        availableOn: answer.availableOn,
        updatedAt: at,
      },
    })
    .returning({
      created: sql<boolean>`${requestAnswers.createdAt} = ${requestAnswers.updatedAt}`,
    });
  return row?.created ?? false;
}

export async function findAnswer(db: Database, requestId: number, answerId: number) {
  const [row] = await db
    .select()
    .from(requestAnswers)
    .where(and(eq(requestAnswers.id, answerId), eq(requestAnswers.buyRequestId, requestId)));
  return row ?? null;
}

export async function markAnswerContacted(db: Database, answerId: number, at: Date) {
  await db.update(requestAnswers).set({ contactedAt: at }).where(eq(requestAnswers.id, answerId));
}

export async function grownProductIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: grownProducts.productId })
    .from(grownProducts)
    .where(eq(grownProducts.userId, userId))
    .orderBy(asc(grownProducts.createdAt), asc(grownProducts.productId));
  return rows.map((row) => row.productId);
}

/** Replaces the list of what the seller grows. */
export async function replaceGrownProducts(
  db: Database,
  userId: number,
  productIds: number[],
): Promise<void> {
  await db
    .delete(grownProducts)
    .where(
      productIds.length === 0
        ? eq(grownProducts.userId, userId)
        : and(eq(grownProducts.userId, userId), notInArray(grownProducts.productId, productIds)),
    );
  if (productIds.length > 0) {
    await db
      .insert(grownProducts)
      .values(productIds.map((productId) => ({ userId, productId })))
      .onConflictDoNothing();
  }
}

/** Takes the oldest queued request; other processes skip it while it is taken (SKIP LOCKED). */
export async function claimMatchingJob(db: Database): Promise<number | null> {
  const taken = db
    .select({ id: buyRequestJobs.id })
    .from(buyRequestJobs)
    .orderBy(asc(buyRequestJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .delete(buyRequestJobs)
    .where(inArray(buyRequestJobs.id, taken))
    .returning({ buyRequestId: buyRequestJobs.buyRequestId });
  return row?.buyRequestId ?? null;
}

/**
 * The sellers a request reaches: those who have or had a listing of its product (not hidden by
 * a moderator) at an address within `radiusKm` of its municipality, and those who grow the
 * product and whose place (their registration's municipality, else their first address's) is
 * within it. The buyer is never among them. One statement, on indexes (decision 026):
 * the municipalities in the radius come from the bounding box on
 * `municipalities_position_idx`, then the exact haversine for those few; listings of the product
 * come from `listings_product_seller_idx` (product, address, seller), their addresses by primary
 * key; growers from `grown_products_product_idx` and their users by primary key.
 */
export async function matchingSellers(
  db: Database,
  requestId: number,
  radiusKm: number,
): Promise<number[]> {
  const result = await db.execute(sql`
    with req as (
      select r.user_id, r.product_id, m.latitude, m.longitude,
        ${radiusKm}::float8 / 111.045 as dlat,
        ${radiusKm}::float8 / (111.045 * cos(radians(m.latitude))) as dlon
      from buy_requests r join municipalities m on m.id = r.municipality_id
      where r.id = ${requestId} and r.status = 'open'
    ),
    near as (
      select m.id
      from municipalities m, req
      where m.latitude between req.latitude - req.dlat and req.latitude + req.dlat
        and m.longitude between req.longitude - req.dlon and req.longitude + req.dlon
        and 2 * 6371 * asin(sqrt(
          power(sin(radians(m.latitude - req.latitude) / 2), 2)
          + cos(radians(req.latitude)) * cos(radians(m.latitude))
            * power(sin(radians(m.longitude - req.longitude) / 2), 2)
        )) <= ${radiusKm}
    ),
    listing_sellers as (
      select l.user_id
      from listings l
      join addresses a on a.id = l.address_id
      where l.product_id = (select product_id from req)
        and l.hidden_at is null
        and a.municipality_id in (select id from near)
    ),
    growers as (
      select g.user_id
      from grown_products g
      join users u on u.id = g.user_id
      where g.product_id = (select product_id from req)
        and coalesce(
          u.municipality_id,
          (select a.municipality_id from addresses a where a.user_id = u.id order by a.id limit 1)
        ) in (select id from near)
    )
    select user_id from listing_sellers
    union
    select user_id from growers
    except
    select user_id from req
    order by user_id`);
  return rowsOf<{ user_id: number }>(result).map((row) => Number(row.user_id));
}

/** Open requests whose last day passed become expired (the periodic sweep). */
export async function expireRequests(db: Database, today: string): Promise<number> {
  const rows = await db
    .update(buyRequests)
    .set({ status: 'expired' })
    .where(and(eq(buyRequests.status, 'open'), sql`${buyRequests.expiresOn} < ${today}::date`))
    .returning({ id: buyRequests.id });
  return rows.length;
}

/** Where "cerca de ti" starts: the person's first saved address, else their profile's place. */
export async function homeMunicipality(db: Database, userId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select coalesce(
      (select a.municipality_id from addresses a where a.user_id = ${userId} order by a.id limit 1),
      (select u.municipality_id from users u where u.id = ${userId})
    ) as municipality_id`);
  const [row] = rowsOf<{ municipality_id: number | null }>(result);
  return row?.municipality_id === null || row?.municipality_id === undefined
    ? null
    : Number(row.municipality_id);
}
