// What an uncached word search costs (docs/decisions/023-search-cost.md): the catalogue query
// the API runs on a cache miss (searchListings), one search at a time, each with a `q` never
// asked before, against the configured database. Writes the `search-cost` section of
// bench/report.md (one table row per run: run it once per database size to see how the cost
// grows with listings).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench_search \
//     npx tsx scripts/bench/search-cost.ts [--count 300]
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { openConfiguredDatabase } from '../../server/db/open-configured';
import { loadReferenceData } from '../../server/db/reference-data';
import { listings } from '../../server/db/schema';
import { searchListings } from '../../server/features/listings/catalogue.queries';
import { machineLine, writeReportSection } from '../lib/report';

const { values } = parseArgs({ options: { count: { type: 'string', default: '300' } } });
const COUNT = Number(values.count);
const GOAL_P99_MS = { 100_000: 30, 1_000_000: 60 };

const letters = 'bcdfghjklmnpqrstvwxz';
const madeUp = (length: number) =>
  Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
/** Words buyers type: product names, a typo, words found in descriptions only. */
const REAL = ['platano', 'aguacte', 'cafe pergamino', 'cosecha', 'organico', 'ternero', 'frutas'];

const KINDS: { name: string; q: (i: number) => string }[] = [
  {
    name: '25 made-up words (100 characters)',
    q: () =>
      Array.from({ length: 25 }, () => madeUp(3))
        .join(' ')
        .slice(0, 100),
  },
  { name: 'one made-up word', q: () => madeUp(7) },
  // The words are matched in memory once; the listings are read from the database every time.
  { name: `buyers' words (${REAL.join(', ')})`, q: (i) => REAL[i % REAL.length]! },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main() {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const { db } = database;
  const reference = await loadReferenceData(db);
  const count = await db.$count(listings);
  const loadBefore = os.loadavg()[0]!;
  const rows: string[] = [];
  for (const kind of KINDS) {
    const times: number[] = [];
    // A few first to prepare the statements (each connection plans once).
    for (let i = -10; i < COUNT; i++) {
      const started = performance.now();
      await searchListings(db, reference, {
        q: kind.q(i),
        sort: 'relevance',
        category: 0,
        page: 1 + (Math.abs(i) % 3),
        pageSize: 20,
      });
      if (i >= 0) times.push(performance.now() - started);
    }
    const ms = (p: number) => percentile(times, p).toFixed(1);
    rows.push(`| ${count.toLocaleString('en')} | ${kind.name} | ${times.length} | ${ms(50)} | ${ms(95)} | ${ms(99)} |`);
    console.log(rows.at(-1));
  }
  await database.close();
  const loadAfter = os.loadavg()[0]!;
  const engine = config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const row = (r: string) =>
    `${r} ${engine}, load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} |`;

  // Earlier runs' rows (other sizes, other engines) stay; this size and engine are replaced.
  const report = path.resolve(import.meta.dirname, '../../bench/report.md');
  const old = existsSync(report) ? readFileSync(report, 'utf8') : '';
  const previous = /<!-- section:search-cost -->([\s\S]*?)<!-- \/section:search-cost -->/
    .exec(old)?.[1]
    ?.split('\n')
    .filter((line) => /^\| [\d,]+ \|/.test(line))
    .filter((line) => !(line.startsWith(`| ${count.toLocaleString('en')} |`) && line.includes(engine)));
  writeReportSection(
    'search-cost',
    [
      '## Uncached word searches (`npx tsx scripts/bench/search-cost.ts`)',
      '',
      `${machineLine()}. The query the API runs when no cached answer exists, one at a time in-process, each \`q\` new (made-up words) or each buyer's word from a fresh process for its first use; goal: p99 ≤ ${GOAL_P99_MS[100_000]} ms with 100,000 listings and ≤ ${GOAL_P99_MS[1_000_000]} ms with 1,000,000 on PostgreSQL. The machine is shared with other jobs: the load average of each run is in its row.`,
      '',
      'How it grows with listings: the words are matched in memory against the catalogue (800 products), whatever the number of listings. Words that name a product read, per product, the newest listings of a page through the index on (product, id): so a page is expected to cost about the same with 1,000,000 listings as with 100,000 (the bounded count reads at most ten pages ahead); only the rows below are measured. Words that name no product add one trigram-index lookup of the descriptions: a word no description holds is answered from the index at once (a missing trigram), a word many descriptions hold reads their ids (at most the newest 2,000 kept), so that part grows with how many listings hold the word.',
      '',
      '| Listings | Search | Runs | p50 ms | p95 ms | p99 ms | Engine, 1-min load average |',
      '| ---: | --- | ---: | ---: | ---: | ---: | --- |',
      ...(previous ?? []),
      ...rows.map(row),
    ].join('\n'),
  );
}

await main();
