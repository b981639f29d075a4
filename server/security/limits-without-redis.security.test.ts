import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP } from '../../domain/limits';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { PostgresLimitStore } from '../platform/limits/postgres-limit-store';
import { createTestDatabase } from '../test/database';
import { registerUser } from '../test/factories';
import { onPostgres, twoProcesses } from '../test/two-processes';

// Several server processes on one PostgreSQL and no REDIS_URL (decision 021): the sign-in
// limits must count every process's requests, not each its own (two processes would allow
// twice every limit, silently).

describe('the PostgreSQL limit store, two processes’ stores on one database', () => {
  let database: DatabaseHandle;
  let clock = Date.UTC(2026, 11, 4, 12);
  const now = () => clock;
  let first: PostgresLimitStore;
  let second: PostgresLimitStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = new PostgresLimitStore(database.db, now);
    second = new PostgresLimitStore(database.db, now);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('numbers events recorded at once by both one after the other', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? first : second).record('otp:client-failures:10.0.0.1', 60_000),
      ),
    );
    expect(counts.map((events) => events.length).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(await second.events('otp:client-failures:10.0.0.1', 60_000)).toHaveLength(20);
  });

  it('forgets events once out of their window, and on clear', async () => {
    await first.record('k:window', 1_000);
    clock += 600;
    await second.record('k:window', 1_000);
    clock += 600;
    expect(await first.events('k:window', 1_000)).toEqual([clock - 600]);
    await second.clear('k:window');
    expect(await first.events('k:window', 1_000)).toEqual([]);
  });

  it('shares a cool-down: one starts it, the other waits for what is left', async () => {
    expect(await first.startCooldown('otp:cooldown:3100000000', 60_000)).toBe(0);
    clock += 15_000;
    expect(await second.startCooldown('otp:cooldown:3100000000', 60_000)).toBe(45_000);
    clock += 45_000;
    expect(await second.startCooldown('otp:cooldown:3100000000', 60_000)).toBe(0);
    await first.clear('otp:cooldown:3100000000');
    expect(await first.startCooldown('otp:cooldown:3100000000', 60_000)).toBe(0);
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL without Redis', () => {
  const ctx = twoProcesses({ RATE_LIMIT_PER_MINUTE: '100000' });
  const askCode = (app: App, phone: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone, type: 'sms' },
      remoteAddress: ip,
    });

  it('one address gets its hour’s code requests once, across both processes', async () => {
    const ip = '10.20.30.40';
    const phones: string[] = [];
    for (let index = 0; index <= OTP.perIpCodeRequestsPerHour; index += 1) {
      phones.push((await registerUser(index % 2 ? ctx.second : ctx.first)).phone);
    }
    const answers: number[] = [];
    for (const [index, phone] of phones.entries()) {
      const app = index % 2 ? ctx.second : ctx.first;
      const res = await askCode(app, phone, ip);
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toMatch(/desde tu conexión/);
      }
    }
    expect(answers.slice(0, OTP.perIpCodeRequestsPerHour).every((status) => status < 300)).toBe(
      true,
    );
    expect(answers.at(-1)).toBe(429);
  });

  it('a wrong code in one process makes the address wait in the other', async () => {
    const ip = '10.20.30.41';
    const { phone } = await registerUser(ctx.first);
    const asked = await askCode(ctx.first, phone, ip);
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const id = asked.json().id as string;
    const verify = (app: App, pin: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/auth/${id}/verify`,
        payload: { pin },
        remoteAddress: ip,
      });
    // A wrong code of 4 digits that is not the one sent cannot be known: try two, one is wrong.
    const wrong = await verify(ctx.first, '0000');
    const again = await verify(ctx.second, '0001');
    const statuses = [wrong.statusCode, again.statusCode];
    if (statuses[0] === 200) return; // 1 in 10,000: the first guess was the code
    expect(statuses[1], again.body).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});
