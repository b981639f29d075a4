import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Env } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './database';

// Two app instances on one PostgreSQL, as two server processes are: what one process keeps in
// memory must follow what the other one changes (decisions 017 and 019). PGlite is one process
// (nothing to share), so these need TEST_DATABASE_URL; the Redis ones also a Redis
// (TEST_REDIS_URL, else the local default).

export const onPostgres = inject('dbTemplate').engine === 'postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const probe = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
export const redisAvailable = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

/** Two apps on one new test database; `env` as the servers' (REDIS_URL for Redis). */
export function twoProcesses(env: Env) {
  const ctx = {} as { database: DatabaseHandle; first: App; second: App };
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ectm-test-data-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
      DEV_OTP_OUTBOX: 'true',
      ...env,
    });
    const build = () =>
      buildApp({ config, database: ctx.database, webRoot: '/nonexistent-web-root' });
    [ctx.first, ctx.second] = await Promise.all([build(), build()]);
  });
  afterAll(async () => {
    await ctx.first?.close();
    await ctx.second?.close();
    await ctx.database?.close();
  });
  return ctx;
}

/** Counts the statements the app sends to its database (as scripts/bench.ts does). */
export function countQueries(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: { query: (...args: never[]) => unknown } })
    .$client;
  const original = client.query;
  const counter = { queries: 0, restore: () => void (client.query = original) };
  client.query = function (this: unknown, ...args: never[]) {
    counter.queries++;
    return original.apply(this, args);
  };
  return counter;
}
