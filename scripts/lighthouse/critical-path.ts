// What Lighthouse's simulation (Lantern) waited for in one run kept by
// `npm run lighthouse -- --keep-artifacts` (decision 027, session 18): its Time to Interactive
// and LCP, and the simulated load (requests and main-thread tasks of 50 ms or more) with what
// each waited for. Sizes can be changed to see what a smaller file would give, on the same run:
//   npx tsx scripts/lighthouse/critical-path.ts dist/lighthouse/<page>-1.artifacts.json
//   npx tsx scripts/lighthouse/critical-path.ts <file> 'productos/1=14000' 'router-=9000'
// (each `part=bytes`: the requests whose address contains `part` take that many bytes).
// With `--thread-time`, each main-thread task takes the time its thread ran instead of the time
// it lasted (decision 027, session 20): on a machine whose cores are busy elsewhere a task
// lasts longer than its work, and the simulation multiplies what it lasted by four.
//   npx tsx scripts/lighthouse/critical-path.ts <file> --thread-time
import { readFileSync } from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import type { LoadArtifacts } from './audit';

interface NetworkLogEntry {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    encodedDataLength?: number;
  };
}

/** A trace event of a main-thread task, as far as `--thread-time` reads it. */
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  /** How long the thread ran during the event (µs); `dur` is how long it lasted. */
  tdur?: number;
}

/** A node of Lantern's graph, as far as this report reads it. */
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  request?: { url: string; transferSize: number; priority: string };
  event?: TraceEvent;
  childEvents?: Array<{ args?: { data?: { url?: string } } }>;
  getDependencies(): GraphNode[];
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number; duration: number }>;
}

interface Metric {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const args = process.argv.slice(2);
const threadTime = args.includes('--thread-time');
const [file, ...changes] = args.filter((arg) => arg !== '--thread-time');
if (!file) {
  console.error('Uso: critical-path.ts <archivo .artifacts.json> [parte=bytes …] [--thread-time]');
  process.exit(2);
}
const kept = JSON.parse(readFileSync(file, 'utf8')) as LoadArtifacts;

if (threadTime) {
  for (const event of (kept.trace as { traceEvents: TraceEvent[] }).traceEvents) {
    if (event.ph === 'X' && event.name === 'RunTask' && event.tdur != null && event.dur != null) {
      event.dur = Math.min(event.dur, Math.max(event.tdur, 1));
    }
  }
}

// What-if sizes: the network log is what the simulation reads each request's size from.
const log = kept.devtoolsLog as NetworkLogEntry[];
const urls = new Map<string, string>();
for (const entry of log) {
  if (
    entry.method === 'Network.requestWillBeSent' &&
    entry.params.requestId &&
    entry.params.request
  )
    urls.set(entry.params.requestId, entry.params.request.url);
}
for (const change of changes) {
  const [part = '', bytes = ''] = change.split('=');
  for (const entry of log) {
    if (!urls.get(entry.params.requestId ?? '')?.includes(part)) continue;
    if (entry.method === 'Network.loadingFinished') entry.params.encodedDataLength = Number(bytes);
    if (entry.method === 'Network.dataReceived') entry.params.encodedDataLength = 0;
  }
}

// One cache for the three metrics: each computes the same graph and simulation.
const sharedCache = new Map();
const request = (metric: { request: (data: never, context: never) => Promise<unknown> }) =>
  metric.request(
    { ...kept, simulator: null, SourceMaps: [] } as never,
    { computedCache: sharedCache } as never,
  ) as Promise<Metric>;
const result = await request(LanternInteractive);
const blocking = await request(LanternTotalBlockingTime);
const paint = await request(LanternFirstContentfulPaint);

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48);
const ms = (value: number) => `${Math.round(value)}`.padStart(5);

console.log(
  `TTI ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})` +
    ` · TBT ${Math.round(blocking.timing)} ms${threadTime ? ' (tasks at their thread time)' : ''}`,
);
const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
const firstStart = Math.min(...timings.map(([node]) => node.startTime));
const label = (node: GraphNode) =>
  node.type === 'cpu'
    ? `task seen at ${Math.round((node.startTime - firstStart) / 1000)} ms`
    : shortUrl(node.request?.url ?? '');
// TBT's window, as Lighthouse takes it for the pessimistic estimate: from the optimistic first
// paint to the pessimistic Time to Interactive; a task blocks for what it lasts over 50 ms.
const windowStart = paint.optimisticEstimate.timeInMs;
const windowEnd = result.pessimisticEstimate.timeInMs;
const blockingOf = ({ startTime, endTime }: { startTime: number; endTime: number }) => {
  const inWindow = Math.min(endTime, windowEnd) - Math.max(startTime, windowStart);
  return Math.max(0, Math.round(inWindow - 50));
};
const threadShare = (node: GraphNode) =>
  node.event?.dur && node.event.tdur != null
    ? `${Math.round((100 * node.event.tdur) / node.event.dur)} %`
    : '?';
console.log('Simulated load (pessimistic graph): start, end, what, waits for');
for (const [node, timing] of timings) {
  const waits = node.getDependencies().map(label).join(', ');
  if (node.type === 'network' && node.request) {
    const { transferSize, priority, url } = node.request;
    console.log(
      `${ms(timing.startTime)} ${ms(timing.endTime)}  ${shortUrl(url)} (${transferSize} B, ${priority})  ← ${waits}`,
    );
  } else if (timing.duration >= 50) {
    const files = new Set(
      (node.childEvents ?? []).flatMap((event) => event.args?.data?.url ?? []).map(shortUrl),
    );
    console.log(
      `${ms(timing.startTime)} ${ms(timing.endTime)}  ${label(node)}: ${Math.round(timing.duration)} ms, ${blockingOf(timing)} ms blocking, thread ran ${threadShare(node)} [${[...files].slice(0, 3).join(' ')}]  ← ${waits}`,
    );
  }
}
