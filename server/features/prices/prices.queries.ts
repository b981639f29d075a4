import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRICE_REFERENCE } from '../../../domain/prices/price-statistics';
import type { Database } from '../../db/client';
import { NATIONAL, priceRefreshQueue, priceStats, seedState, sipsaPrices } from '../../db/schema';
import { folded } from '../../db/text';
import { productsWithListings } from '../listings';

// Reads and writes of the price reference tables. The listings' prices come from the listings
// feature (pricePoints in its index.ts).

/** Takes up to `limit` queued products; other processes skip the ones taken (SKIP LOCKED). */
export async function claimQueuedProducts(db: Database, limit: number): Promise<number[]> {
  const taken = db
    .select({ productId: priceRefreshQueue.productId })
    .from(priceRefreshQueue)
    .orderBy(asc(priceRefreshQueue.queuedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(priceRefreshQueue)
    .where(inArray(priceRefreshQueue.productId, taken))
    .returning({ productId: priceRefreshQueue.productId });
  return rows.map((row) => row.productId);
}

export async function queueProducts(db: Database, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(priceRefreshQueue)
    .values(productIds.map((productId) => ({ productId })))
    .onConflictDoNothing();
}

/**
 * Once a day (Bogotá) one process wins the right to queue every product for the day's figures:
 * the marker row moves forward only for the first caller.
 */
export async function claimDailyRun(db: Database, day: string): Promise<boolean> {
  const name = 'price_stats_day';
  await db.insert(seedState).values({ name, checksum: '' }).onConflictDoNothing();
  const claimed = await db
    .update(seedState)
    .set({ checksum: day, appliedAt: new Date() })
    .where(and(eq(seedState.name, name), sql`${seedState.checksum} < ${day}`))
    .returning({ name: seedState.name });
  return claimed.length > 0;
}

/** Every product that has listings, or had figures on the last day computed. */
export async function productsToRecompute(db: Database): Promise<number[]> {
  const [withListings, lastDay] = await Promise.all([
    productsWithListings(db),
    db
      .selectDistinct({ productId: priceStats.productId })
      .from(priceStats)
      .where(eq(priceStats.day, sql`(select max(${priceStats.day}) from ${priceStats})`)),
  ]);
  return [...new Set([...withListings, ...lastDay.map((row) => row.productId)])];
}

export type PriceStatsRow = typeof priceStats.$inferInsert;

/** Replaces the day's figures of these products (groups left without listings disappear). */
export async function replaceDayStats(
  db: Database,
  day: string,
  productIds: number[],
  rows: PriceStatsRow[],
): Promise<void> {
  await db
    .delete(priceStats)
    .where(and(eq(priceStats.day, day), inArray(priceStats.productId, productIds)));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(priceStats).values(rows.slice(start, start + 500));
  }
}

/** The newest figures of a product per unit for the country and one department. */
export async function latestStats(db: Database, productId: number, departmentId: number | null) {
  const scopes = departmentId === null ? [NATIONAL] : [NATIONAL, departmentId];
  return db
    .selectDistinctOn([priceStats.sizeId, priceStats.departmentId])
    .from(priceStats)
    .where(and(eq(priceStats.productId, productId), inArray(priceStats.departmentId, scopes)))
    .orderBy(asc(priceStats.sizeId), asc(priceStats.departmentId), desc(priceStats.day));
}

/** Daily medians since `fromDay` of these scopes, oldest first. */
export async function statsHistory(
  db: Database,
  productId: number,
  departmentIds: number[],
  fromDay: string,
) {
  return db
    .select({
      sizeId: priceStats.sizeId,
      departmentId: priceStats.departmentId,
      day: priceStats.day,
      median: priceStats.median,
      listingCount: priceStats.listingCount,
    })
    .from(priceStats)
    .where(
      and(
        eq(priceStats.productId, productId),
        inArray(priceStats.departmentId, departmentIds),
        gte(priceStats.day, fromDay),
      ),
    )
    .orderBy(asc(priceStats.sizeId), asc(priceStats.day));
}

/** The newest SIPSA rows of a product, one per market and period kind. */
export async function latestSipsa(db: Database, productId: number) {
  return db
    .selectDistinctOn([sipsaPrices.city, sipsaPrices.market, sipsaPrices.period])
    .from(sipsaPrices)
    .where(eq(sipsaPrices.productId, productId))
    .orderBy(
      asc(sipsaPrices.city),
      asc(sipsaPrices.market),
      asc(sipsaPrices.period),
      desc(sipsaPrices.day),
    );
}

/**
 * One page of the newest figures (yesterday's or today's) of a scope, with the median of 30
 * days before for the change; most-listed products first.
 */
export async function summaryPage(
  db: Database,
  options: {
    departmentId: number;
    sinceDay: string;
    productIds: number[] | null;
    limit: number;
    offset: number;
  },
) {
  const latest = db.$with('latest').as(
    db
      .selectDistinctOn([priceStats.productId, priceStats.sizeId])
      .from(priceStats)
      .where(
        and(
          eq(priceStats.departmentId, options.departmentId),
          gte(priceStats.day, options.sinceDay),
          options.productIds ? inArray(priceStats.productId, options.productIds) : undefined,
        ),
      )
      .orderBy(asc(priceStats.productId), asc(priceStats.sizeId), desc(priceStats.day)),
  );
  const before = alias(priceStats, 'before');
  return db
    .with(latest)
    .select({
      productId: latest.productId,
      sizeId: latest.sizeId,
      departmentId: latest.departmentId,
      day: latest.day,
      listingCount: latest.listingCount,
      outliers: latest.outliers,
      median: latest.median,
      p25: latest.p25,
      p75: latest.p75,
      min: latest.min,
      max: latest.max,
      medianBefore: before.median,
    })
    .from(latest)
    .leftJoin(
      before,
      and(
        eq(before.productId, latest.productId),
        eq(before.sizeId, latest.sizeId),
        eq(before.departmentId, latest.departmentId),
        eq(before.day, sql`${latest.day} - ${PRICE_REFERENCE.changeDays}::int`),
      ),
    )
    .orderBy(desc(latest.listingCount), asc(latest.productId), asc(latest.sizeId))
    .limit(options.limit)
    .offset(options.offset);
}

/** The newest SIPSA row of each of these products (Bogotá's first on the same day). */
export async function newestSipsaOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectDistinctOn([sipsaPrices.productId])
    .from(sipsaPrices)
    .where(inArray(sipsaPrices.productId, productIds))
    .orderBy(
      asc(sipsaPrices.productId),
      desc(sipsaPrices.day),
      desc(sql`${folded(sipsaPrices.city)} like 'bogota%'`),
      asc(sipsaPrices.city),
    );
}

export type SipsaInsert = typeof sipsaPrices.$inferInsert;

/** Stores rows, changing only those whose prices differ; returns how many were written. */
export async function upsertSipsaRows(db: Database, rows: SipsaInsert[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const stored = await db
      .insert(sipsaPrices)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [
          sipsaPrices.productId,
          sipsaPrices.city,
          sipsaPrices.market,
          sipsaPrices.period,
          sipsaPrices.day,
        ],
        set: {
          minPrice: sql`excluded.min_price`,
          maxPrice: sql`excluded.max_price`,
          meanPrice: sql`excluded.mean_price`,
          loadedAt: sql`now()`,
        },
        setWhere: sql`(${sipsaPrices.minPrice}, ${sipsaPrices.maxPrice}, ${sipsaPrices.meanPrice})
          IS DISTINCT FROM (excluded.min_price, excluded.max_price, excluded.mean_price)`,
      })
      .returning({ id: sipsaPrices.id });
    written += stored.length;
  }
  return written;
}
