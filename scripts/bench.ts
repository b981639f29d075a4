// `npm run bench`: measures the API with autocannon against a bare Fastify route in the same run,
// and writes bench/report.md. Uses DATABASE_URL when set (the goal is measured on PostgreSQL),
// otherwise a throw-away embedded database.
//   npm run bench -- --connections 50 --duration 10
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/db/open-configured';
import { listings } from '../server/db/schema';
import { isPublic } from '../server/features/listings/listings.queries';
import { generateListings } from './generate-listings';

const LISTING_TARGET = 100_000;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections, duration });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-bench-'));
  const config = loadConfig({
    ...process.env,
    // Production settings need real code senders; the measured calls do not use them.
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openConfiguredDatabase(config);
  // The goal is measured with 100,000 listings (issue "measured"); top the database up if needed.
  const present = await database.db.$count(listings);
  if (present < LISTING_TARGET) await generateListings(database.db, LISTING_TARGET - present);
  const [sample] = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(isPublic)
    .orderBy(listings.shuffle)
    .limit(1);
  const app = await buildApp({ config, database });
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  // The yardstick: the same Fastify, no database, a fixed list of 20 items.
  const bare = Fastify();
  const fixed = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Producto ${i + 1}` }));
  bare.get('/bare', async () => ({ data: fixed }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const rows: Row[] = [];
  rows.push(await measure('Bare Fastify route (20 fixed items)', `${bareUrl}/bare`));
  rows.push(
    await measure(
      'Category page of 20, cheapest first',
      `${apiUrl}/api/v1/products?category=10&pagination=20&sort=price_asc`,
    ),
  );
  rows.push(await measure('Product detail', `${apiUrl}/api/v1/products/${sample!.id}`));
  rows.push(await measure('Quick search', `${apiUrl}/api/v1/categories/all?q=pa`));

  await bare.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const baseline = rows[0]!.rps;
  const table = [
    '| Call | Path | req/s | % of bare | p50 ms | p99 ms | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.rps} | ${Math.round((100 * r.rps) / baseline)} % | ${r.p50} | ${r.p99} | ${r.errors} |`,
    ),
  ].join('\n');
  const report = [
    '# Benchmark report',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `- Database: ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}, ${LISTING_TARGET.toLocaleString('en')}+ listings`,
    `- autocannon: ${connections} connections, ${duration} s per call`,
    '',
    '## API',
    '',
    table,
    '',
    'Goal (issue 7): each call at least 50 % of the bare route, p99 under 50 ms at 50 connections, on PostgreSQL.',
    '',
  ].join('\n');
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.md', report);
  console.log(report);
}

await main();
