import os from 'node:os';
import { bystanderChecks } from './heavy-account';
import { call, percentile, Stats } from './http';
import type { Check } from './limits';
import { runLoad, type LoadContext, type Person } from './load';
import type { ServerProcess } from './servers';

// Uncached word searches (docs/decisions/023-search-cost.md): every new `q` misses the caches,
// so made-up words are the cheapest way to make the server work. The people browse twice for
// the same time on the same processes: first alone, then while four addresses on server A
// search 25 made-up words at a time as fast as the server lets them (each waits what its
// Retry-After says). Bystanders must see no 5xx and a p95 within 2× of the run without them.

const HOSTILE_ADDRESSES = 4;
/** 429: the address's search budget; 503: the searches running at once are at their cap. */
const HOSTILE_ANSWERS = [200, 429, 503];

export interface HostileSearchFigures {
  seconds: number;
  alone: Stats;
  withHostile: Stats;
  hostile: Stats;
  /** 1-minute load average when the phase started and ended. */
  loadAverage: [number, number];
}

/** 25 made-up words of 3 letters, 100 characters: nothing in the catalogue or a description. */
function madeUpWords(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const word = () =>
    Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return Array.from({ length: 25 }, word).join(' ').slice(0, 100);
}

export async function hostileSearchPhase(options: {
  people: Person[];
  ctx: LoadContext;
  server: ServerProcess;
  seconds: number;
  thinkMs: number;
}): Promise<{ checks: Check[]; figures: HostileSearchFigures }> {
  const { people, ctx, server, seconds, thinkMs } = options;
  const loadBefore = os.loadavg()[0]!;
  const alone = new Stats();
  await runLoad(people, { ...ctx, stats: alone }, seconds * 1000, thinkMs);

  const withHostile = new Stats();
  const hostile = new Stats();
  const deadline = Date.now() + seconds * 1000;
  const searcher = async (index: number) => {
    const ip = `198.51.100.${index + 1}`;
    while (Date.now() < deadline) {
      const res = await call(
        server.url,
        `/products?q=${encodeURIComponent(madeUpWords())}`,
        { ip, expect: HOSTILE_ANSWERS },
        hostile,
        'made-up words',
      );
      if (res.status === 429 || res.status === 503) {
        const wait = Math.min(Number(res.retryAfter ?? 1) * 1000, deadline - Date.now());
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    }
  };
  await Promise.all([
    runLoad(people, { ...ctx, stats: withHostile }, seconds * 1000, thinkMs),
    ...Array.from({ length: HOSTILE_ADDRESSES }, (_, i) => searcher(i)),
  ]);

  const hostileFailures = hostile.count((s) => s === 0 || (s >= 500 && s !== 503));
  return {
    figures: {
      seconds,
      alone,
      withHostile,
      hostile,
      loadAverage: [loadBefore, os.loadavg()[0]!],
    },
    checks: [
      ...bystanderChecks(
        'Hostile searches',
        alone,
        withHostile,
        'them',
        `with ${HOSTILE_ADDRESSES} addresses searching made-up words`,
      ),
      {
        name: 'Hostile searches: their answers are the limits’ (200, 429, 503 with Retry-After), never an error',
        ok: hostileFailures === 0 && hostile.unexpectedCount === 0,
        detail: `${hostile.requests} searches: ${statusList(hostile)}; ${hostileFailures} errors`,
      },
    ],
  };
}

const statusList = (stats: Stats) =>
  [...stats.statuses.entries()].map(([status, n]) => `${status} × ${n}`).join(', ');

export function renderHostileSearch(f: HostileSearchFigures): string {
  const ms = (value: number) => String(Math.round(value));
  const row = (name: string, stats: Stats) =>
    `| ${name} | ${stats.requests} | ${(stats.requests / f.seconds).toFixed(0)} | ${ms(stats.percentile(50))} | ${ms(stats.percentile(95))} | ${ms(stats.percentile(99))} | ${stats.count((s) => s >= 500)} |`;
  const searches = f.hostile.actions.get('made-up words') ?? [];
  return [
    `### Four addresses searching made-up words (${f.seconds} s without them, then ${f.seconds} s with them; 1-min load average ${f.loadAverage[0].toFixed(1)} → ${f.loadAverage[1].toFixed(1)})`,
    '',
    `The same people browse twice on both processes; the second time four addresses send server A one search after another of 25 made-up 3-letter words (100 characters, a new \`q\` each time, so no cache helps), waiting only what a 429 or 503 asks (Retry-After).`,
    '',
    '| Bystanders | Requests | req/s | p50 ms | p95 ms | p99 ms | 5xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('without the made-up searches', f.alone),
    row('with the made-up searches', f.withHostile),
    '',
    `Made-up searches: ${searches.length} answers (${statusList(f.hostile)}), p50 ${ms(percentile(searches, 50))} ms, p95 ${ms(percentile(searches, 95))} ms.`,
  ].join('\n');
}
