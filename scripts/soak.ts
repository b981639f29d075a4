// `npm run soak`: reliability under load, on PostgreSQL and Redis, with real server processes.
//   1. 200 simulated people for 60 s on two server processes (browse, favourites, publish and
//      edit listings, photos): no 5xx, and every acknowledged write read back afterwards through
//      the API and straight from the database.
//   1b. One heavy account (docs/product.md §14): the people browse 20 s without it, then 20 s
//      while one account uploads heavy photos and reads its 500 favourites without pause:
//      bystanders get no 5xx and a p95 within 2× of the run without it; server A's memory is
//      sampled.
//   2. The limits hold across the two processes (API rate limit, code cool-down, codes per hour,
//      lock after wrong codes, codes per address).
//   3. SIGKILL during writes, restart: everything acknowledged before the kill is there.
//   4. SIGTERM with slow requests in flight: they get their answers, new connections are
//      refused, the process exits by itself in time.
// Writes the `soak` section of bench/report.md and exits non-zero when a check fails.
// It drops and recreates its own database (default ectm_soak) and empties its own Redis
// database index (default 5); nothing else is touched.
//   npm run soak -- [--users 200] [--duration 60] [--think 300] [--server source|dist]
//                   [--database-url postgres://…/ectm_soak] [--redis-url redis://…/5] [--keep]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { generateListings } from './generate-listings';
import { freePort } from './lib/free-port';
import { writeReportSection } from './lib/report';
import { killDuringWrites, terminateWithRequestsInFlight } from './soak/crash';
import { call, eachLimited, Stats } from './soak/http';
import { Ledger, type VerifyResult } from './soak/ledger';
import { heavyAccountPhase, renderHeavyAccount } from './soak/heavy-account';
import { hostileSearchPhase, renderHostileSearch } from './soak/hostile-search';
import { checkSharedLimits, type Check } from './soak/limits';
import { runLoad, type LoadContext, type Person } from './soak/load';
import { bigPhoto, smallPhoto } from './soak/photos';
import { renderSoakReport } from './soak/report';
import { ServerProcess, sleep, type ServerMode } from './soak/servers';
import { createAddress, registerAndSignIn } from './soak/users';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    think: { type: 'string', default: '300' },
    server: { type: 'string', default: 'source' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    listings: { type: 'string', default: '3000' },
    'heavy-duration': { type: 'string', default: '20' },
    'search-duration': { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});

const USERS = Number(values.users);
const DURATION_S = Number(values.duration);
const THINK_MS = Number(values.think);
const SEEDED_LISTINGS = Number(values.listings);
const HEAVY_SECONDS = Number(values['heavy-duration']);
const SEARCH_SECONDS = Number(values['search-duration']);
const MODE = values.server as ServerMode;
const DATABASE_URL =
  values['database-url'] ??
  process.env.SOAK_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/ectm_soak';
const REDIS_URL = values['redis-url'] ?? process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
/** Per address and minute: far above what one simulated person sends, low enough to reach. */
const RATE_LIMIT = 1000;
/**
 * Public catalogue answers (pages, details) are kept this long in each process's memory; a
 * write empties the cache of its own process only, so the other catches up within it.
 */
const CATALOGUE_CACHE_SECONDS = 5;
/** main.ts gives in-flight requests this long after SIGTERM before it exits anyway. */
const SHUTDOWN_CAP_MS = 10_000;
const CRASH_WRITERS = 30;
const LIMIT_PEOPLE = 34;

if (!['source', 'dist'].includes(MODE)) throw new Error('--server must be source or dist');
if (USERS < LIMIT_PEOPLE + CRASH_WRITERS + 1) {
  throw new Error(`--users must be at least ${LIMIT_PEOPLE + CRASH_WRITERS + 1}`);
}

/** The soak empties its database and Redis index: refuse anything that looks shared. */
function guardTargets(): { databaseName: string; redisIndex: number } {
  const databaseName = new URL(DATABASE_URL).pathname.slice(1);
  if (!/soak/i.test(databaseName)) {
    throw new Error(
      `The soak drops its database: its name must contain "soak" (got "${databaseName}").`,
    );
  }
  const redisIndex = Number(new URL(REDIS_URL).pathname.slice(1) || '0');
  if (!Number.isInteger(redisIndex) || redisIndex === 0) {
    throw new Error(
      'The soak empties its Redis database: give it its own index, e.g. redis://127.0.0.1:6379/5.',
    );
  }
  return { databaseName, redisIndex };
}

async function recreateDatabase(name: string): Promise<void> {
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

const log = (line: string) =>
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

/**
 * Reading back through the other process: first let its short catalogue cache expire, as the
 * server promises (a write is visible everywhere within CATALOGUE_CACHE_SECONDS).
 */
async function afterCacheExpiry(ledger: Ledger): Promise<void> {
  const wait = ledger.lastWriteAt + (CATALOGUE_CACHE_SECONDS + 1) * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
}

function verifyCheck(name: string, results: VerifyResult[], okDetail = ''): Check {
  const checked = results[0]!.checked;
  const problems = results.flatMap((r) => r.problems);
  return {
    name,
    ok: problems.length === 0,
    detail:
      problems.length === 0
        ? `${okDetail}${checked} entities read back, all as acknowledged`
        : `${problems.length} problems in ${checked} entities: ${problems.slice(0, 5).join('; ')}`,
  };
}

interface Run {
  env: Record<string, string>;
  workDir: string;
  ports: [number, number];
  servers: ServerProcess[];
  db: pg.Client;
  redis: Redis;
  ledger: Ledger;
  checks: Check[];
}

function startServer(run: Run, name: 'server-A' | 'server-B'): Promise<ServerProcess> {
  return ServerProcess.start({
    name,
    port: run.ports[name === 'server-A' ? 0 : 1],
    env: run.env,
    mode: MODE,
    logFile: path.join(run.workDir, `${name}.log`),
  }).then((server) => {
    run.servers.push(server);
    return server;
  });
}

/** Migrates (first process), generates listings, starts the second process, signs people in. */
async function setUp(run: Run) {
  const a = await startServer(run, 'server-A');
  log(`server A up on ${a.url} (database migrated)`);
  const [b] = await Promise.all([
    startServer(run, 'server-B'),
    (async () => {
      const handle = await openDatabase({ engine: 'postgres', url: DATABASE_URL, poolSize: 4 });
      await generateListings(handle.db, SEEDED_LISTINGS);
      await handle.close();
    })(),
  ]);
  log(`server B up on ${b.url}; ${SEEDED_LISTINGS} listings generated`);
  await run.db.connect();
  const ids = async (query: string) =>
    (await run.db.query<{ id: number }>(query)).rows.map((row) => row.id);
  const products = await ids('select id from catalogue_products order by random() limit 300');
  const sizes = await ids('select id from sizes');

  const stats = new Stats();
  const people: Person[] = [];
  await eachLimited(
    Array.from({ length: USERS }, (_, i) => i),
    20,
    async (i) => {
      const base = (i % 2 === 0 ? a : b).url;
      const session = await registerAndSignIn(base, i + 1, stats);
      const name = `Finca ${i + 1}`;
      const addressId = await createAddress(base, session, name, stats);
      run.ledger.addressCreated(session, addressId, name);
      people[i] = { session, base, addresses: [addressId], listings: [], jobs: 0 };
    },
  );
  log(`${USERS} people registered and signed in (${stats.requests} requests)`);
  return { a, b, products, sizes, people, stats };
}

async function loadPhase(run: Run, people: Person[], ctx: LoadContext, b: ServerProcess) {
  const { stats, ledger } = ctx;
  log(`load: ${USERS} people for ${DURATION_S} s on A and B (pause ≈ ${THINK_MS} ms)…`);
  const loadBefore = os.loadavg()[0]!;
  const acknowledgedBefore = ledger.totalAcknowledged;
  const seconds = await runLoad(people, ctx, DURATION_S * 1000, THINK_MS);
  const loadAfter = os.loadavg()[0]!;
  const fiveHundreds = stats.serverErrors;
  const noAnswer = stats.count((s) => s === 0);
  log(
    `load done: ${stats.requests} requests in ${seconds.toFixed(1)} s, ${fiveHundreds} 5xx, ${stats.unexpectedCount} unexpected`,
  );
  run.checks.push(
    {
      name: `Load: no 5xx (${USERS} people, ${DURATION_S} s, 2 processes)`,
      ok: fiveHundreds === 0 && noAnswer === 0,
      detail: `${fiveHundreds} answers 5xx (besides ${stats.busyAnswers} designed 503 + Retry-After) and ${noAnswer} without answer in ${stats.requests} requests`,
    },
    {
      name: 'Load: every answer as expected (no 4xx or 429 where a 2xx was due)',
      ok: stats.unexpectedCount === 0,
      detail:
        stats.unexpectedCount === 0
          ? 'all as expected'
          : `${stats.unexpectedCount}: ${stats.unexpected.slice(0, 4).join('; ')}`,
    },
    {
      name: 'Load: each write’s answer shows what was written',
      ok: ctx.problems.length === 0,
      detail:
        ctx.problems.length === 0
          ? 'edits, activations and favourite toggles (and the detail pages after them) agree'
          : `${ctx.problems.length}: ${ctx.problems.slice(0, 4).join('; ')}`,
    },
  );
  const acknowledgedInLoad = ledger.totalAcknowledged - acknowledgedBefore;
  log('reading back the acknowledged writes…');
  await afterCacheExpiry(ledger);
  run.checks.push(
    verifyCheck(
      `Load: acknowledged writes read back through the API (via B, past its ${CATALOGUE_CACHE_SECONDS} s catalogue cache)`,
      [await ledger.verifyThroughApi(b.url)],
    ),
    verifyCheck('Load: acknowledged writes read back from PostgreSQL', [
      await ledger.verifyInDatabase(run.db),
    ]),
  );
  return { seconds, acknowledgedInLoad, loadAverage: [loadBefore, loadAfter] as [number, number] };
}

async function killPhase(run: Run, a: ServerProcess, writers: Person[], ctx: LoadContext) {
  log(`SIGKILL: ${writers.length} writers on A…`);
  const stats = new Stats();
  const crashCtx: LoadContext = { ...ctx, stats, problems: [] };
  const kill = await killDuringWrites({
    server: a,
    restart: () => startServer(run, 'server-A'),
    writers: writers.map((person) => ({ ...person, base: a.url })),
    ctx: crashCtx,
    stats,
    killWindowMs: [1500, 4500],
  });
  log(
    `killed after ${kill.killedAfterMs} ms: ${kill.acknowledged} writes acknowledged, ${kill.inDoubt} in doubt; restarted in ${kill.restartMs} ms`,
  );
  run.checks.push(
    verifyCheck(
      'SIGKILL during writes: everything acknowledged is there after the restart (API + PostgreSQL)',
      [
        await run.ledger.verifyThroughApi(kill.server.url),
        await run.ledger.verifyInDatabase(run.db),
      ],
      `killed ${kill.killedAfterMs} ms into ${kill.writers} writers: ${kill.acknowledged} writes acknowledged, ${kill.inDoubt} in flight (either outcome accepted); restarted in ${(kill.restartMs / 1000).toFixed(1)} s; `,
    ),
    {
      name: 'SIGKILL: no 5xx from the server while it was up',
      ok: kill.serverErrors === 0 && crashCtx.problems.length === 0,
      detail: `${kill.serverErrors} answers 5xx (besides ${kill.busyAnswers} designed 503 + Retry-After) in ${stats.requests} writer requests${stats.unexpected.length ? `; unexpected: ${stats.unexpected.slice(0, 3).join('; ')}` : ''}`,
    },
  );
  return kill.server;
}

async function terminatePhase(
  run: Run,
  a: ServerProcess,
  owner: Person,
  catalogue: { products: number[]; sizes: number[] },
) {
  log('SIGTERM with three uploads in flight on A…');
  const listingIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const fields = {
      price: 5000 + i,
      stock: 10,
      size_id: catalogue.sizes[0]!,
      description: `Subida durante el apagado ${i + 1}`,
      address_id: owner.addresses[0]!,
    };
    const res = await call(a.url, '/products', {
      token: owner.session.token,
      ip: owner.session.ip,
      json: { product_id: catalogue.products[0], ...fields },
      expect: [201],
    });
    if (res.status !== 201)
      throw new Error(`a listing for the SIGTERM test answered ${res.status}`);
    run.ledger.listingCreated(owner.session, res.body.id, { ...fields, is_active: false });
    listingIds.push(res.body.id);
  }
  const term = await terminateWithRequestsInFlight({
    server: a,
    person: owner,
    listingIds: listingIds as [number, number, number],
    ledger: run.ledger,
    smallPhoto: await smallPhoto(),
    bigPhoto: await bigPhoto(),
    capMs: SHUTDOWN_CAP_MS,
  });
  run.checks.push(...term.checks);
}

async function main() {
  const { databaseName, redisIndex } = guardTargets();
  if (MODE === 'dist') {
    // The bundle `npm start` runs; rebuilt only when the sources changed since the last build.
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  }
  const started = Date.now();
  const loadAverageBefore = os.loadavg();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-soak-'));
  log(`work folder ${workDir}; database ${databaseName}; Redis index ${redisIndex}`);

  await recreateDatabase(databaseName);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const run: Run = {
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL,
      REDIS_URL,
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      CATALOGUE_CACHE_SECONDS: String(CATALOGUE_CACHE_SECONDS),
      JWT_SECRET: `soak-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      OTP_SENDER: 'console',
      // The soak signs its people in with the codes of GET /api/v1/dev/otp.
      DEV_OTP_OUTBOX: 'true',
      DEMO_DATA: 'false',
    },
    workDir,
    ports: [await freePort(), await freePort()],
    servers: [],
    db: new pg.Client({ connectionString: DATABASE_URL }),
    redis,
    ledger: new Ledger(),
    checks: [],
  };

  let finished = false;
  try {
    const { a, b, products, sizes, people } = await setUp(run);
    const ctx: LoadContext = {
      stats: new Stats(),
      ledger: run.ledger,
      seen: [],
      products,
      sizes,
      photo: await smallPhoto(),
      problems: [],
    };
    const load = await loadPhase(run, people, ctx, b);

    log(
      `heavy account: ${HEAVY_SECONDS} s of browsing without it, then ${HEAVY_SECONDS} s with it on A…`,
    );
    const heavy = await heavyAccountPhase({
      people,
      ctx,
      server: a,
      db: run.db,
      heavyIndex: USERS + 1,
      seconds: HEAVY_SECONDS,
      thinkMs: THINK_MS,
    });
    run.checks.push(...heavy.checks);
    log(
      `heavy account done: ${heavy.checks.map((c) => `${c.ok ? 'pass' : 'FAIL'} (${c.detail})`).join('; ')}`,
    );

    log(
      `made-up searches: ${SEARCH_SECONDS} s of browsing without them, then ${SEARCH_SECONDS} s with four addresses on A…`,
    );
    const hostile = await hostileSearchPhase({
      people,
      ctx,
      server: a,
      seconds: SEARCH_SECONDS,
      thinkMs: THINK_MS,
    });
    run.checks.push(...hostile.checks);
    log(
      `made-up searches done: ${hostile.checks.map((c) => `${c.ok ? 'pass' : 'FAIL'} (${c.detail})`).join('; ')}`,
    );

    log('shared limits across A and B…');
    run.checks.push(
      ...(await checkSharedLimits({
        servers: [a.url, b.url],
        redis,
        people: people.slice(0, LIMIT_PEOPLE).map((p) => p.session),
        rateLimitPerMinute: RATE_LIMIT,
      })),
    );

    const writers = people.slice(LIMIT_PEOPLE, LIMIT_PEOPLE + CRASH_WRITERS);
    const restarted = await killPhase(run, a, writers, ctx);
    await terminatePhase(run, restarted, people[LIMIT_PEOPLE + CRASH_WRITERS]!, {
      products,
      sizes,
    });

    log('final read-back through B and PostgreSQL…');
    await afterCacheExpiry(run.ledger);
    run.checks.push(
      verifyCheck('Final: every write acknowledged in the run read back (API via B + PostgreSQL)', [
        await run.ledger.verifyThroughApi(b.url),
        await run.ledger.verifyInDatabase(run.db),
      ]),
    );

    const report = renderSoakReport({
      checks: run.checks,
      stats: ctx.stats,
      seconds: load.seconds,
      people: USERS,
      thinkMs: THINK_MS,
      seededListings: SEEDED_LISTINGS,
      serverCommand:
        MODE === 'dist' ? 'node dist/server/main.js' : 'node --import tsx server/main.ts',
      acknowledgedInLoad: load.acknowledgedInLoad,
      acknowledged: run.ledger.acknowledged,
      runSeconds: (Date.now() - started) / 1000,
      loadAverage: {
        before: loadAverageBefore,
        after: os.loadavg(),
        duringLoad: load.loadAverage,
      },
    });
    const sections = [
      report,
      renderHeavyAccount(heavy.figures),
      renderHostileSearch(hostile.figures),
    ].join('\n\n');
    writeReportSection('soak', sections);
    console.log(`\n${sections}\n`);
    const failed = run.checks.filter((c) => !c.ok);
    if (failed.length > 0) {
      console.error(`Soak FAILED: ${failed.map((c) => c.name).join('; ')}`);
      const logs = new Map(run.servers.map((s) => [s.logFile, s]));
      for (const server of logs.values()) {
        console.error(`\n--- ${server.name} log (${server.logFile}) ---\n${server.logTail(15)}`);
      }
      process.exitCode = 1;
    } else log('soak passed');
    finished = true;
  } finally {
    for (const server of run.servers) await server.stop();
    await run.db.end().catch(() => undefined);
    await redis.flushdb().catch(() => undefined);
    redis.disconnect();
    if (!values.keep && finished && process.exitCode !== 1) {
      rmSync(workDir, { recursive: true, force: true });
    } else log(`logs kept in ${workDir}`);
  }
}

await main();
