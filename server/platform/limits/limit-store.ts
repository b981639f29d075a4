import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// Counters behind the sign-in limits (docs/product.md §9 cool-down, issue limits on codes and tries).
// They must hold across server processes, so with REDIS_URL they live in Redis; otherwise in
// this process's memory (one process: the embedded database allows no other).

export interface LimitStore {
  /** Records an event now and answers the times (ms) of the events still inside the window. */
  record(key: string, windowMs: number): Promise<number[]>;
  /** The times (ms, oldest first) of the events inside the window, without recording one. */
  events(key: string, windowMs: number): Promise<number[]>;
  /**
   * Starts a cool-down unless one is running. Answers 0 when it started now, otherwise the
   * milliseconds left of the running one.
   */
  startCooldown(key: string, ttlMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  private readonly log = new Map<string, number[]>();
  private readonly cooldowns = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async record(key: string, windowMs: number): Promise<number[]> {
    const kept = await this.events(key, windowMs);
    kept.push(this.now());
    this.log.set(key, kept);
    return [...kept];
  }

  async events(key: string, windowMs: number): Promise<number[]> {
    const since = this.now() - windowMs;
    const kept = (this.log.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.log.set(key, kept);
    else this.log.delete(key);
    return [...kept];
  }

  async startCooldown(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    const until = this.cooldowns.get(key);
    if (until !== undefined && until > now) return until - now;
    this.cooldowns.set(key, now + ttlMs);
    return 0;
  }

  async clear(key: string): Promise<void> {
    this.log.delete(key);
    this.cooldowns.delete(key);
  }

  async close(): Promise<void> {}
}

export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'campo:limits:',
  ) {}

  async record(key: string, windowMs: number): Promise<number[]> {
    const now = Date.now();
    const k = this.prefix + key;
    const results = await this.redis
      .multi()
      .zremrangebyscore(k, 0, now - windowMs)
      .zadd(k, now, `${now}:${randomUUID()}`)
      .pexpire(k, windowMs)
      .zrange(k, 0, -1, 'WITHSCORES')
      .exec();
    return scores(results?.[3]?.[1]);
  }

  async events(key: string, windowMs: number): Promise<number[]> {
    const k = this.prefix + key;
    const results = await this.redis
      .multi()
      .zremrangebyscore(k, 0, Date.now() - windowMs)
      .zrange(k, 0, -1, 'WITHSCORES')
      .exec();
    return scores(results?.[1]?.[1]);
  }

  async startCooldown(key: string, ttlMs: number): Promise<number> {
    const k = this.prefix + 'cooldown:' + key;
    const started = await this.redis.set(k, '1', 'PX', ttlMs, 'NX');
    if (started === 'OK') return 0;
    return Math.max(1, await this.redis.pttl(k));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key, this.prefix + 'cooldown:' + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** ZRANGE … WITHSCORES answers [member, score, member, score, …]. */
function scores(reply: unknown): number[] {
  if (!Array.isArray(reply)) return [];
  return reply.filter((_, index) => index % 2 === 1).map(Number);
}
