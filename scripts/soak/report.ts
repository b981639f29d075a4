import { machineLine } from '../lib/report';
import { percentile, type Stats } from './http';
import type { Check } from './limits';

// The `soak` section of bench/report.md: the pass/fail table first, then the load figures.

const WRITE_ACTIONS = new Set([
  'listing create',
  'listing edit',
  'listing activate',
  'favourite toggle',
  'photo upload',
  'address create',
  'job offer create',
]);

export interface SoakFigures {
  checks: Check[];
  stats: Stats;
  seconds: number;
  people: number;
  thinkMs: number;
  seededListings: number;
  serverCommand: string;
  /** Writes acknowledged during the load, and over the whole run by kind. */
  acknowledgedInLoad: number;
  acknowledged: Map<string, number>;
  runSeconds: number;
  loadAverage: { before: number[]; after: number[]; duringLoad: [number, number] };
}

const ms = (value: number) => String(Math.round(value));
const averages = (values: number[]) => values.map((l) => l.toFixed(1)).join(' / ');

export function renderSoakReport(f: SoakFigures): string {
  const failed = f.checks.filter((c) => !c.ok);
  const reads: number[] = [];
  const writes: number[] = [];
  for (const [action, latencies] of f.stats.actions) {
    (WRITE_ACTIONS.has(action) ? writes : reads).push(...latencies);
  }
  let total = 0;
  for (const n of f.acknowledged.values()) total += n;
  const breakdown = [...f.acknowledged.entries()].map(([kind, n]) => `${n} ${kind}`).join(', ');
  const fiveHundreds = f.stats.serverErrors;

  return [
    '## Reliability (`npm run soak`)',
    '',
    `- Date: ${new Date().toISOString()} · the run took ${Math.round(f.runSeconds)} s`,
    `- Machine: ${machineLine()}; load average ${averages(f.loadAverage.before)} before, ${averages(f.loadAverage.after)} after (1 / 5 / 15 min; other jobs share the machine when it exceeds the cores)`,
    `- Set-up: PostgreSQL and Redis (the soak's own database and index); two server processes (\`${f.serverCommand}\`) on them; ${f.seededListings.toLocaleString('en')} generated listings; ${f.people} people registered and signed in through the API, each from its own address (X-Forwarded-For with TRUST_PROXY=true), half on each process; pause between a person's actions ≈ ${f.thinkMs} ms on average`,
    '',
    `**${failed.length === 0 ? 'PASS' : `FAIL: ${failed.length} of ${f.checks.length} checks`}**`,
    '',
    '| Check | Result | Detail |',
    '| --- | --- | --- |',
    ...f.checks.map(
      (c) => `| ${c.name} | ${c.ok ? 'pass' : '**FAIL**'} | ${c.detail.replaceAll('|', '\\|')} |`,
    ),
    '',
    `### Load (${f.people} people, ${f.seconds.toFixed(0)} s; 1-min load average ${f.loadAverage.duringLoad[0].toFixed(1)} → ${f.loadAverage.duringLoad[1].toFixed(1)})`,
    '',
    '| Requests | req/s | p50 ms | p95 ms | p99 ms | max ms | 5xx | busy (503 + Retry-After) | unexpected | writes acknowledged |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${f.stats.requests} | ${Math.round(f.stats.requests / f.seconds)} | ${ms(f.stats.percentile(50))} | ${ms(f.stats.percentile(95))} | ${ms(f.stats.percentile(99))} | ${ms(f.stats.percentile(100))} | ${fiveHundreds} | ${f.stats.busyAnswers} | ${f.stats.unexpectedCount} | ${f.acknowledgedInLoad} |`,
    '',
    `Reads p50 / p99: ${ms(percentile(reads, 50))} / ${ms(percentile(reads, 99))} ms; writes: ${ms(percentile(writes, 50))} / ${ms(percentile(writes, 99))} ms. ` +
      `Writes acknowledged over the whole run (set-up, load, crash and shutdown tests): ${total} (${breakdown}).`,
    '',
    '| Action | Requests | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    ...[...f.stats.actions.entries()]
      .sort((x, y) => y[1].length - x[1].length)
      .map(
        ([action, latencies]) =>
          `| ${action} | ${latencies.length} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} |`,
      ),
  ].join('\n');
}
