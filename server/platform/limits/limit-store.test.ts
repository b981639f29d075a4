import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './limit-store';

// The same behaviour from both stores. Redis runs on this machine and in CI (127.0.0.1:6379, or
// TEST_REDIS_URL); without it the Redis half is skipped with a note.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
const redisAvailable = await redis.connect().then(
  () => true,
  () => {
    console.warn(`Redis not reachable at ${redisUrl}: Redis limit-store tests skipped.`);
    return false;
  },
);
afterAll(async () => {
  if (redisAvailable) await redis.quit();
});

const unique = () => `test:${Date.now()}:${Math.random()}`;

const stores: [string, () => LimitStore, boolean][] = [
  ['memory', () => new MemoryLimitStore(), true],
  ['redis', () => new RedisLimitStore(redis, 'campo:test:'), redisAvailable],
];

describe.each(stores)('%s limit store', (_name, create, available) => {
  it.skipIf(!available)('records events and counts only those inside the window', async () => {
    const store = create();
    const key = unique();
    expect(await store.record(key, 60_000)).toHaveLength(1);
    expect(await store.record(key, 60_000)).toHaveLength(2);
    expect(await store.events(key, 60_000)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await store.events(key, 20)).toHaveLength(0);
  });

  it.skipIf(!available)(
    'starts a cool-down once and reports the time left to a second caller',
    async () => {
      const store = create();
      const key = unique();
      expect(await store.startCooldown(key, 60_000)).toBe(0);
      const left = await store.startCooldown(key, 60_000);
      expect(left).toBeGreaterThan(59_000);
      expect(left).toBeLessThanOrEqual(60_000);
      await store.clear(key);
      expect(await store.startCooldown(key, 60_000)).toBe(0);
    },
  );
});

it.skipIf(!redisAvailable)('shares limits between two server processes through Redis', async () => {
  const other = new Redis(redisUrl);
  const first = new RedisLimitStore(redis, 'campo:test:');
  const second = new RedisLimitStore(other, 'campo:test:');
  const key = unique();
  await first.record(key, 60_000);
  expect(await second.record(key, 60_000)).toHaveLength(2);
  expect(await first.startCooldown(key, 60_000)).toBe(0);
  expect(await second.startCooldown(key, 60_000)).toBeGreaterThan(0);
  await other.quit();
});
