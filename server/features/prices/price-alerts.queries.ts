import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceAlerts, priceStats, users } from '../../db/schema';

// Reads and writes of the prices people follow (decision 018). price_stats is only read here.

export type PriceAlertRow = typeof priceAlerts.$inferSelect;

export interface PriceKey {
  productId: number;
  sizeId: number;
  /** 0: the whole country. */
  departmentId: number;
}

/**
 * The newest median of each listed alert's product × unit × department (today's row, else the
 * latest day's), by the price_stats key. Written with table names: Drizzle leaves them out of
 * the columns of a query without joins, which would compare price_stats with itself here.
 */
const newestMedian = sql<number | null>`(
  select s.median from price_stats s
  where s.product_id = price_alerts.product_id
    and s.size_id = price_alerts.size_id
    and s.department_id = price_alerts.department_id
  order by s.day desc limit 1
)`;

/** The person's followed prices, oldest first, each with its newest median. */
export async function listPriceAlerts(db: Database, userId: number) {
  return db
    .select({
      id: priceAlerts.id,
      productId: priceAlerts.productId,
      sizeId: priceAlerts.sizeId,
      departmentId: priceAlerts.departmentId,
      baselineMedian: priceAlerts.baselineMedian,
      createdAt: priceAlerts.createdAt,
      median: newestMedian,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id));
}

export type ListedPriceAlert = Awaited<ReturnType<typeof listPriceAlerts>>[number];

/** Locks the person's row, so two follows at once cannot both pass the limit. */
export async function lockPerson(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countPriceAlerts(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId));
  return row?.n ?? 0;
}

export async function findPriceAlert(
  db: Database,
  userId: number,
  key: PriceKey,
): Promise<number | null> {
  const [row] = await db
    .select({ id: priceAlerts.id })
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.userId, userId),
        eq(priceAlerts.productId, key.productId),
        eq(priceAlerts.sizeId, key.sizeId),
        eq(priceAlerts.departmentId, key.departmentId),
      ),
    );
  return row?.id ?? null;
}

/** The newest median of a product × unit × department; null without a figure ('Pocos datos'). */
export async function currentMedian(db: Database, key: PriceKey): Promise<number | null> {
  const [row] = await db
    .select({ median: priceStats.median })
    .from(priceStats)
    .where(
      and(
        eq(priceStats.productId, key.productId),
        eq(priceStats.sizeId, key.sizeId),
        eq(priceStats.departmentId, key.departmentId),
      ),
    )
    .orderBy(desc(priceStats.day))
    .limit(1);
  return row?.median ?? null;
}

export async function insertPriceAlert(
  db: Database,
  userId: number,
  key: PriceKey,
  baselineMedian: number | null,
): Promise<PriceAlertRow> {
  const [row] = await db
    .insert(priceAlerts)
    .values({ userId, ...key, baselineMedian })
    .returning();
  return row!;
}

/** Deletes the person's followed price; false when it is not theirs (or does not exist). */
export async function deletePriceAlert(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return deleted.length > 0;
}

/**
 * The alerts of these products, locked until the transaction ends (in id order, so two
 * refreshes never wait on each other in a circle): a second refresh of the same figures waits,
 * then reads the baselines the first one moved, and finds nothing left to tell.
 */
export async function lockAlertsOf(db: Database, productIds: number[]): Promise<PriceAlertRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(priceAlerts)
    .where(inArray(priceAlerts.productId, productIds))
    .orderBy(asc(priceAlerts.id))
    .for('update');
}

/** Moves the baselines of these alerts to their new medians. */
export async function setBaselines(
  db: Database,
  baselines: { id: number; median: number }[],
): Promise<void> {
  for (let start = 0; start < baselines.length; start += 500) {
    const chunk = baselines.slice(start, start + 500);
    await db.execute(sql`
      update ${priceAlerts} set baseline_median = moved.median
      from (values ${sql.join(
        chunk.map(({ id, median }) => sql`(${id}::int, ${median}::float8)`),
        sql`, `,
      )}) as moved (id, median)
      where ${priceAlerts.id} = moved.id`);
  }
}
