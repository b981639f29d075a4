import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { limitCooldowns, limitEvents } from '../../db/schema';
import type { LimitStore } from './limit-store';

// The limit store of several server processes on one PostgreSQL without Redis (decision 021):
// in memory each process would count only its own requests, and two processes would allow
// twice every sign-in limit, silently. One row per event; the events of a key are counted
// under a transaction-scoped advisory lock on the key (the limit_record function of migration
// 0014, one round trip), so tries sent at once to different processes are numbered one after
// the other, as Redis's MULTI numbers them.

/** How often a process drops the events and cool-downs no window needs any more. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export class PostgresLimitStore implements LimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async record(key: string, windowMs: number): Promise<number[]> {
    const now = this.now();
    // limit_record (migration 0014): lock the key, drop what left the window, add, read back.
    const result = await this.db.execute(
      sql`select limit_record(${key}, ${now}, ${windowMs}) as at`,
    );
    // Both engines' drivers answer { rows }; bigint comes back as a string from node-postgres.
    const times = (result as unknown as { rows: { at: string | number }[] }).rows.map((row) =>
      Number(row.at),
    );
    await this.sweepIfDue(now);
    return times;
  }

  async events(key: string, windowMs: number): Promise<number[]> {
    return this.eventsIn(this.db, key, this.now() - windowMs);
  }

  async startCooldown(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    // Starts it when there is none or the one there has ended, in one statement.
    const started = await this.db
      .insert(limitCooldowns)
      .values({ key, until: now + ttlMs })
      .onConflictDoUpdate({
        target: limitCooldowns.key,
        set: { until: now + ttlMs },
        setWhere: lte(limitCooldowns.until, now),
      })
      .returning({ until: limitCooldowns.until });
    if (started.length > 0) return 0;
    const [running] = await this.db
      .select({ until: limitCooldowns.until })
      .from(limitCooldowns)
      .where(eq(limitCooldowns.key, key));
    return Math.max(1, (running?.until ?? now) - now);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(limitEvents).where(eq(limitEvents.key, key));
    await this.db.delete(limitCooldowns).where(eq(limitCooldowns.key, key));
  }

  async close(): Promise<void> {}

  private async eventsIn(
    db: Pick<Database, 'select'>,
    key: string,
    since: number,
  ): Promise<number[]> {
    const rows = await db
      .select({ at: limitEvents.at })
      .from(limitEvents)
      .where(and(eq(limitEvents.key, key), gt(limitEvents.at, since)))
      .orderBy(asc(limitEvents.at), asc(limitEvents.id));
    return rows.map((row) => row.at);
  }

  private async sweepIfDue(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(limitEvents).where(lte(limitEvents.expiresAt, now));
    await this.db.delete(limitCooldowns).where(lte(limitCooldowns.until, now));
  }
}
