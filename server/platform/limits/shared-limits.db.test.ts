import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { uniquePerson } from '../../test/factories';

// Two app instances on one database and one Redis, as two server processes are: with REDIS_URL
// the app must keep both the API rate limit and the sign-in limits there, not in its memory.
// (The stores themselves are tested in limit-store.test.ts; `npm run soak` checks real
// processes.) Skipped without Redis, like the store tests.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
const redisAvailable = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

// Addresses are random: limits in Redis outlive a test run, and a rerun must not meet them.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const RATE_LIMIT = 4;

describe.skipIf(!redisAvailable)('two server processes on one PostgreSQL and one Redis', () => {
  let database: DatabaseHandle;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ectm-test-data-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    });
    const build = () => buildApp({ config, database, webRoot: '/nonexistent-web-root' });
    [first, second] = await Promise.all([build(), build()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('refuses on one the requests the other already counted (API rate limit)', async () => {
    const ip = randomIp();
    const get = (app: App) =>
      app.inject({ url: '/api/v1/categories', remoteAddress: ip }).then((res) => res.statusCode);
    const counted = [await get(first), await get(second), await get(first), await get(second)];
    expect(counted).toEqual([200, 200, 200, 200]);
    expect(await get(first)).toBe(429);
    expect(await get(second)).toBe(429);
  });

  it('keeps the code cool-down started through one on the other', async () => {
    const person = uniquePerson();
    const registered = await first.inject({
      method: 'POST',
      url: '/api/v1/register-user',
      payload: { name: 'Ana Pérez', terms: true, ...person },
      remoteAddress: randomIp(),
    });
    expect(registered.statusCode).toBe(201);
    // The code that proves the phone of this registration (it has no account before).
    const registration = registered.json().data.registration_id;
    // The same requester asks through both processes (decision 011: someone else asking while
    // the code is live is pointed at it instead, and nothing is sent either way).
    const requester = randomIp();
    const ask = (app: App, remoteAddress = requester) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth',
        payload: { phone: person.phone, type: 'whatsapp', registration },
        remoteAddress,
      });
    expect((await ask(first)).statusCode).toBe(200);
    const refused = await ask(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Espera (59|60) s para pedir un nuevo código\.$/);
    const other = await ask(second, randomIp());
    expect(other.statusCode).toBe(200);
    expect(other.json().new_code).toBe(false);
  });
});
