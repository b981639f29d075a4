import type { FastifyInstance } from 'fastify';
import { bogotaIsoDate } from '../../../domain/dates';
import { comparablePrice } from '../../../domain/prices/comparable-unit';
import { PRICE_REFERENCE, priceStatistics } from '../../../domain/prices/price-statistics';
import type { Database } from '../../db/client';
import { NATIONAL } from '../../db/schema';
import { pricePoints, type PricePoint } from '../listings';
import { moveFollowedPrices } from './price-alerts.service';
import {
  claimDailyRun,
  claimQueuedProducts,
  productsToRecompute,
  queueProducts,
  replaceDayStats,
  type PriceStatsRow,
} from './prices.queries';

// The price reference is computed off the request path. A trigger on listings queues the
// product of every listing change (migration 0006); this worker takes queued products in
// batches and rewrites their figures for the day. Once a day every product is queued, so each
// day has its row and the 90-day line has no holes. Safe with several processes on one
// PostgreSQL: products are claimed with SKIP LOCKED and the daily run is claimed by one process.
// In the same transaction, followed prices whose median moved queue their notifications
// (decision 018).

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** The day's figures of every product × comparable unit × department, and for the country. */
export function dayStatsRows(day: string, points: readonly PricePoint[]): PriceStatsRow[] {
  const groups = new Map<string, { key: Omit<PriceStatsRow, 'day'>; prices: number[] }>();
  const add = (productId: number, sizeId: number, departmentId: number, price: number) => {
    const id = `${productId}:${sizeId}:${departmentId}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        key: { productId, sizeId, departmentId, listingCount: 0, outliers: 0 },
        prices: [],
      };
      groups.set(id, group);
    }
    group.prices.push(price);
  };
  for (const point of points) {
    const compared = comparablePrice(point.price, point.sizeId, point.unitWeightKg);
    add(point.productId, compared.sizeId, point.departmentId, compared.price);
    add(point.productId, compared.sizeId, NATIONAL, compared.price);
  }
  return [...groups.values()].map(({ key, prices }) => {
    const stats = priceStatistics(prices);
    return {
      ...key,
      day,
      listingCount: stats.count,
      outliers: stats.outliers,
      median: stats.figures?.median ?? null,
      p25: stats.figures?.p25 ?? null,
      p75: stats.figures?.p75 ?? null,
      min: stats.figures?.min ?? null,
      max: stats.figures?.max ?? null,
    };
  });
}

/** Recomputes one batch of queued products; returns how many it took. */
export async function refreshQueuedPrices(db: Database, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const productIds = await claimQueuedProducts(tx, BATCH);
    if (productIds.length === 0) return 0;
    const soldSince = new Date(now - PRICE_REFERENCE.windowDays * DAY_MS);
    const points = await pricePoints(tx, productIds, soldSince);
    const day = bogotaIsoDate(now);
    const rows = dayStatsRows(day, points);
    await replaceDayStats(tx, day, productIds, rows);
    await moveFollowedPrices(tx, productIds, rows);
    return productIds.length;
  });
}

/** Queues every product once per Bogotá day (one process wins the day). */
export async function queueDailyRun(db: Database, now: number): Promise<boolean> {
  if (!(await claimDailyRun(db, bogotaIsoDate(now)))) return false;
  await queueProducts(db, await productsToRecompute(db));
  return true;
}

/** Drains the queue until empty. */
export async function refreshPrices(db: Database, now: number): Promise<void> {
  await queueDailyRun(db, now);
  while ((await refreshQueuedPrices(db, now)) === BATCH);
}

/** Runs refreshPrices every `intervalMs` while the app is up (never two runs at once). */
export function startPriceRefresh(app: FastifyInstance, intervalMs: number): void {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = refreshPrices(app.db, app.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'price reference refresh failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
