// `npm run bench`: the API's speed against a bare Fastify route, measured with autocannon in the
// same run, written to bench/report.md (section `api`).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench npm run bench
//   npm run bench                       (no DATABASE_URL: a throw-away embedded database)
//   npm run bench -- --connections 50 --duration 10 --warmup 3
//
// The API server and the bare route each run in their own process, so autocannon (here, in the
// parent) does not take event-loop time from the server it measures. The database is topped up
// to 100,000 listings first (the size).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/client';
import { openConfiguredDatabase } from '../server/db/open-configured';
import { listingImages, listings } from '../server/db/schema';
import { isPublic } from '../server/features/listings/listings.queries';
import { generateListings } from './generate-listings';
import { load, type LoadFigures } from './bench/load';
import { startNode, type RunningProcess } from './bench/processes';
import { machineLine, writeReportSection } from './lib/report';

const LISTING_TARGET = 100_000;
const GOAL_SHARE = 50;
const GOAL_P99_MS = 50;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-bench-'));

/** The API process's environment: production settings, no log output, no rate limit in the way. */
const serverEnv: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  // One process, no Redis round trip per request for the rate limit (measured separately by soak).
  REDIS_URL: '',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  DEMO_DATA: 'false',
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Production refuses the console code sender; the measured calls send no codes.
  OTP_SENDER: 'whatsapp',
  WHATSAPP_TOKEN: 'bench-unused',
  WHATSAPP_PHONE_NUMBER_ID: 'bench-unused',
};

interface Call {
  name: string;
  path: string;
}

interface Row extends Call, LoadFigures {
  /** DB queries of the first request and of the same request repeated. */
  queries: [number, number] | null;
}

/** Tops the database up to the size and picks the listing whose detail is measured. */
async function prepare(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  const present = await db.$count(listings);
  if (present < LISTING_TARGET) await generateListings(db, LISTING_TARGET - present);
  const [sample] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(isPublic)
    .orderBy(listings.shuffle)
    .limit(1);
  const id = sample!.id;
  // Generated listings have no photos; real ones have a few, so the measured one gets three
  // (rows only: the API answers with their addresses, it never reads the files).
  const photos = await db.$count(listingImages, eq(listingImages.listingId, id));
  if (photos === 0) {
    await db.insert(listingImages).values(
      [0, 1, 2].map((position) => ({
        listingId: id,
        key: `bench/${id}-${position}`,
        width: 1200,
        height: 900,
        position,
      })),
    );
  }
  return id;
}

/**
 * Database queries per request, counted on an in-process copy of the app (app.inject) before
 * the load runs: [first request, the same request again].
 */
async function countQueries(database: DatabaseHandle, calls: Call[]) {
  const client = (database.db as unknown as { $client: { query: (...args: never[]) => unknown } })
    .$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: never[]) {
    queries++;
    return original.apply(this, args);
  };
  const app = await buildApp({ config: loadConfig({ ...process.env, ...serverEnv }), database });
  const counts = new Map<string, [number, number]>();
  try {
    for (const call of calls) {
      const pair: number[] = [];
      for (let i = 0; i < 2; i++) {
        queries = 0;
        const response = await app.inject({ method: 'GET', url: call.path });
        if (response.statusCode !== 200) {
          throw new Error(`${call.path} answered ${response.statusCode}: ${response.body}`);
        }
        pair.push(queries);
      }
      counts.set(call.path, [pair[0]!, pair[1]!]);
    }
  } finally {
    await app.close();
    client.query = original;
  }
  return counts;
}

async function measure(server: RunningProcess, call: Call): Promise<LoadFigures> {
  const url = server.baseUrl + call.path;
  process.stdout.write(`  ${call.name}… `);
  // Warm-up: JIT, pool connections, PostgreSQL's buffers and any cache, then the measured run.
  if (warmup > 0) await load(url, { connections, duration: warmup });
  const figures = await load(url, { connections, duration });
  console.log(`${figures.rps} req/s, p99 ${figures.p99} ms`);
  return figures;
}

function verdict(row: Row, bareRps: number): string {
  const share = (100 * row.rps) / bareRps;
  const misses: string[] = [];
  if (share < GOAL_SHARE) {
    misses.push(
      `throughput ${share.toFixed(0)} % of bare, ${(GOAL_SHARE - share).toFixed(0)} points short`,
    );
  }
  if (row.p99 >= GOAL_P99_MS)
    misses.push(`p99 ${row.p99} ms, ${row.p99 - GOAL_P99_MS + 1} ms over`);
  if (row.errors + row.non2xx > 0) misses.push(`${row.errors + row.non2xx} failed requests`);
  return misses.length === 0 ? 'met' : `missed: ${misses.join('; ')}`;
}

function table(rows: Row[], bareRps: number): string {
  const lines = [
    '| Call | Path | req/s | % of bare | p50 ms | p97.5 ms | p99 ms | errors / non-2xx | bytes/answer | DB queries (first / repeat) | Goal |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const isBare = row.path === '/bare';
    lines.push(
      [
        '',
        row.name,
        `\`${row.path}\``,
        row.rps,
        `${Math.round((100 * row.rps) / bareRps)} %`,
        row.p50,
        row.p97_5,
        row.p99,
        `${row.errors} / ${row.non2xx}`,
        row.bytesPerAnswer,
        row.queries ? `${row.queries[0]} / ${row.queries[1]}` : '—',
        isBare ? 'yardstick' : verdict(row, bareRps),
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const config = loadConfig({ ...process.env, ...serverEnv });
  const embedded = !config.databaseUrl;
  console.log(
    embedded
      ? 'Embedded database (no DATABASE_URL): figures are not the PostgreSQL goal.'
      : 'PostgreSQL (DATABASE_URL).',
  );

  const database = await openConfiguredDatabase(config);
  let sampleId: number;
  let listingCount: number;
  let counts: Map<string, [number, number]>;
  let calls: Call[];
  try {
    sampleId = await prepare(database);
    listingCount = await database.db.$count(listings);
    calls = [
      {
        name: 'Category page of 20, cheapest first',
        path: '/api/v1/products?category=10&pagination=20&sort=price_asc',
      },
      { name: 'Product detail', path: `/api/v1/products/${sampleId}` },
      { name: 'Quick search', path: '/api/v1/categories/all?q=pa' },
    ];
    counts = await countQueries(database, calls);
  } finally {
    // The embedded database admits one process at a time: the server child opens it next.
    await database.close();
  }

  const tsx = ['--import', 'tsx'];
  const bare = await startNode(
    'bare route',
    [...tsx, path.join(root, 'scripts/bench/bare-server.ts')],
    {},
    '/bare',
  );
  const api = await startNode(
    'API server',
    [...tsx, path.join(root, 'server/main.ts')],
    serverEnv,
    '/api/v1/health',
  );
  const rows: Row[] = [];
  try {
    console.log(
      `autocannon: ${connections} connections, ${warmup} s warm-up + ${duration} s per call`,
    );
    rows.push({
      name: 'Bare Fastify route (20 fixed items)',
      path: '/bare',
      queries: null,
      ...(await measure(bare, { name: 'Bare Fastify route', path: '/bare' })),
    });
    for (const call of calls) {
      rows.push({ ...call, queries: counts.get(call.path) ?? null, ...(await measure(api, call)) });
    }
  } finally {
    await api.stop();
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const bareRps = rows[0]!.rps;
  const loadAfter = os.loadavg();
  const markdown = [
    '## API',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineLine()}; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after`,
    `- Database: ${embedded ? '**embedded PGlite** (no DATABASE_URL; not the goal’s setup)' : 'PostgreSQL (DATABASE_URL)'}, ${listingCount.toLocaleString('en')} listings`,
    `- Method: API server (\`server/main.ts\`, NODE_ENV=production, logs off, rate limit raised) and the bare route each in their own process; autocannon in a third; ${connections} connections, ${warmup} s warm-up then ${duration} s per call; no Accept-Encoding (plain JSON, like the bare route)`,
    `- Run it: \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench npm run bench\` (or \`npm run bench\` for the embedded database); took ${Math.round((Date.now() - started) / 1000)} s`,
    '',
    table(rows, bareRps),
    '',
    `Goal (issue 7): each call at least ${GOAL_SHARE} % of the bare route's throughput, p99 under ${GOAL_P99_MS} ms at 50 connections, on PostgreSQL with 100,000 listings.`,
  ].join('\n');
  writeReportSection('api', markdown);
  console.log(`\n${markdown}\n`);
}

await main();
