// CPU per request inside the app, without sockets: `app.inject` in a loop against the bench's
// database (run `npm run bench` once first). What the app itself costs per answer, apart from
// the kernel's and the client's share that autocannon figures include.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench npx tsx scripts/bench/inject-cost.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { listings, users } from '../../server/db/schema';
import { openConfiguredDatabase } from '../../server/db/open-configured';
import { isPublic } from '../../server/features/listings';
import { signAccessToken } from '../../server/platform/auth/tokens';

const ROUNDS = Number(process.env.ROUNDS ?? 20_000);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ectm-inject-')),
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  REDIS_URL: '',
  DEMO_DATA: 'false',
  JWT_SECRET: randomBytes(32).toString('hex'),
  OTP_SENDER: 'whatsapp',
  WHATSAPP_TOKEN: 'unused',
  WHATSAPP_PHONE_NUMBER_ID: 'unused',
});
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });
const [viewer] = await database.db
  .select({ id: users.id, tokenVersion: users.tokenVersion })
  .from(users)
  .where(and(like(users.phone, '399%')))
  .orderBy(users.id)
  .limit(1);
const [listing] = await database.db
  .select({ id: listings.id })
  .from(listings)
  .where(and(isPublic, eq(listings.categoryId, 10)))
  .orderBy(listings.price, listings.id)
  .limit(1);
const { token } = await signAccessToken(app.secrets.jwtKey, { userId: viewer!.id, tokenVersion: viewer!.tokenVersion }, 1);
const auth = { authorization: `Bearer ${token}` };
const page = '/api/v1/products?category=10&pagination=20&sort=price_asc';
const calls: [string, string, Record<string, string>][] = [
  ['health', '/api/v1/health', {}],
  ['category, signed out', page, {}],
  ['category, signed in', page, auth],
  ['detail, signed out', `/api/v1/products/${listing!.id}`, {}],
  ['detail, signed in', `/api/v1/products/${listing!.id}`, auth],
];
// ONLY=<text>: just the calls whose name holds it (e.g. to profile one with --cpu-prof).
const chosen = calls.filter(([name]) => name.includes(process.env.ONLY ?? ''));
for (let pass = 0; pass < 2; pass++) {
  for (const [name, url, headers] of chosen) {
    for (let i = 0; i < 2000; i++) await app.inject({ url, headers });
    const cpu = process.cpuUsage();
    for (let i = 0; i < ROUNDS; i++) await app.inject({ url, headers });
    const used = process.cpuUsage(cpu);
    if (pass === 1) {
      console.log(`${name.padEnd(24)} ${((used.user + used.system) / ROUNDS).toFixed(1)} µs CPU per inject`);
    }
  }
}
await app.close();
await database.close();
