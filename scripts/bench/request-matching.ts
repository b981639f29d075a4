// Matching one buy request against many sellers (docs/decisions/026-pedidos-y-cosechas.md): the
// query the matching worker runs (matchingSellers), on PostgreSQL, against generated sellers:
// each with an address in a random municipality, one listing of a random catalogue product, and
// one in ten growing two products. Goal: ≤ 200 ms for 100,000 sellers. Prints the timings and
// the told count, and with 100,000 sellers or more writes bench/report.md (section
// `request-matching`). Part of `npm run bench` when DATABASE_URL is set, or alone:
//   createdb -h 127.0.0.1 -U postgres ectm_bench_requests
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench_requests \
//     npx tsx scripts/bench/request-matching.ts --sellers 100000
// Its sellers have phones 390xxxxxxx, apart from the listings of `npm run bench` (399…), so both
// can share one database.
//
// The plan it is built for (measured so far only as a 1,000-seller smoke run, 5 ms median): the municipalities within 100 km come from the
// bounding box on municipalities_position_idx (a few dozen rows), then the exact haversine;
// the listings of the product come from listings_product_seller_idx (product_id, address_id,
// user_id), a few hundred index entries, each address by its primary key to test its
// municipality; the growers from grown_products_product_idx (product_id, user_id) and each user
// by primary key. Nothing reads all sellers: the cost follows the product's sellers, not the
// number of sellers.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { REQUESTS } from '../../domain/requests/buy-request';
import { loadConfig } from '../../server/config';
import { openConfiguredDatabase } from '../../server/db/open-configured';
import { matchingSellers } from '../../server/features/requests/requests.queries';
import { machineLine, writeReportSection } from '../lib/report';

const { values } = parseArgs({
  options: {
    sellers: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const SELLERS = Number(values.sellers);
const RUNS = Number(values.runs);
const GOAL_MS = 200;
const PAPA_PASTUSA = 1003016;
const TUNJA = 15001;
const PHONE_PREFIX = '390';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const config = loadConfig(process.env);
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database for the bench.');
  const database = await openConfiguredDatabase(config);
  const { db } = database;

  const n = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where phone like ${`${PHONE_PREFIX}%`}`),
  )[0]!.n;
  if (n < SELLERS) {
    console.log(`Generating ${SELLERS - n} sellers…`);
    await db.execute(sql`
      insert into users (phone, name, document, type_doc)
      select ${PHONE_PREFIX}::text || lpad(i::text, 7, '0'), 'Vendedor ' || i, 'B' || i, 'CC'
      from generate_series(${n + 1}::int, ${SELLERS}::int) as i`);
    await db.execute(sql`
      insert into addresses (user_id, department_id, municipality_id, name, address)
      select u.id, m.department_id, m.id, 'Finca', 'Vereda'
      from (select id, row_number() over (order by id) as k from users
            where phone like ${`${PHONE_PREFIX}%`}
              and not exists (select 1 from addresses a where a.user_id = users.id)) u
      join (select id, department_id, row_number() over (order by id) - 1 as k,
              count(*) over () as total from municipalities) m
        on m.k = (u.k * 7919) % m.total`);
    await db.execute(sql`
      insert into listings (user_id, product_id, subcategory_id, category_id, size_id, price,
        stock, address_id, is_active)
      select a.user_id, p.id, p.subcategory_id, s.category_id, 1, 1000, 10, a.id, false
      from (select a.*, row_number() over (order by a.id) as k from addresses a
            join users u on u.id = a.user_id
            where u.phone like ${`${PHONE_PREFIX}%`}
              and not exists (select 1 from listings l where l.user_id = a.user_id)) a
      join (select id, subcategory_id, row_number() over (order by id) - 1 as k,
              count(*) over () as total from catalogue_products) p
        on p.k = (a.k * 104729) % p.total
      join subcategories s on s.id = p.subcategory_id`);
    await db.execute(sql`
      insert into grown_products (user_id, product_id)
      select u.id, p.id
      from (select id, row_number() over (order by id) as k from users
            where phone like ${`${PHONE_PREFIX}%`}) u
      join (select id, row_number() over (order by id) - 1 as k, count(*) over () as total
            from catalogue_products) p
        on p.k in ((u.k * 31) % p.total, (u.k * 37) % p.total)
      where u.k % 10 = 0
      on conflict do nothing`);
    await db.execute(sql`analyze`);
  }

  const [buyer] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where phone like ${`${PHONE_PREFIX}%`} order by id limit 1`),
  );
  const [request] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into buy_requests (user_id, product_id, quantity, size_id, municipality_id,
        delivery, needed_by, frequency, expires_on)
      values (${buyer!.id}, ${PAPA_PASTUSA}, 20, 6, ${TUNJA}, 'entrega', current_date + 3,
        'once', current_date + 3)
      returning id`),
  );

  const times: number[] = [];
  let found = 0;
  for (let i = -3; i < RUNS; i++) {
    const started = performance.now();
    found = (await matchingSellers(db, request!.id, REQUESTS.matchRadiusKm)).length;
    if (i >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  const line =
    `${SELLERS.toLocaleString('en')} sellers: ${found} told; median ${at(0.5).toFixed(1)} ms, ` +
    `p95 ${at(0.95).toFixed(1)} ms (goal ≤ ${GOAL_MS} ms)`;
  console.log(line);
  // A smoke run with fewer sellers is printed, not written over the report's figures.
  if (SELLERS >= 100_000) {
    writeReportSection(
      'request-matching',
      [
        '## Matching one buy request',
        '',
        `- Machine: ${machineLine()}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`,
        `- Method: \`matchingSellers\` (the matching worker's one statement) for a request of papa parda pastusa in Tunja, ${RUNS} runs after 3 warm-ups, on PostgreSQL (DATABASE_URL) with generated sellers (scripts/bench/request-matching.ts).`,
        '',
        `${line}: ${at(0.95) <= GOAL_MS ? '**met**' : '**not met**'}.`,
      ].join('\n'),
    );
  }
  await db.execute(sql`delete from buy_requests where id = ${request!.id}`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
