// What Lighthouse's simulation (Lantern) waited for in one run kept by
// `npm run lighthouse -- --keep-artifacts` (decision 027, session 18): its Time to Interactive
// and LCP, and the simulated load (requests and main-thread tasks of 50 ms or more) with what
// each waited for. Sizes can be changed to see what a smaller file would give, on the same run:
//   npx tsx scripts/lighthouse/critical-path.ts dist/lighthouse/<page>-1.artifacts.json
//   npx tsx scripts/lighthouse/critical-path.ts <file> 'productos/1=14000' 'router-=9000'
// (each `part=bytes`: the requests whose address contains `part` take that many bytes).
import { readFileSync } from 'node:fs';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import type { LoadArtifacts } from './audit';

interface NetworkLogEntry {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    encodedDataLength?: number;
  };
}

/** A node of Lantern's graph, as far as this report reads it. */
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  request?: { url: string; transferSize: number; priority: string };
  childEvents?: Array<{ args?: { data?: { url?: string } } }>;
  getDependencies(): GraphNode[];
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number; duration: number }>;
}

const [file, ...changes] = process.argv.slice(2);
if (!file) {
  console.error('Uso: critical-path.ts <archivo .artifacts.json> [parte=bytes …]');
  process.exit(2);
}
const kept = JSON.parse(readFileSync(file, 'utf8')) as LoadArtifacts;

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

const result = (await LanternInteractive.request(
  { ...kept, simulator: null, SourceMaps: [] } as never,
  { computedCache: new Map() } as never,
)) as unknown as { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48);
const ms = (value: number) => `${Math.round(value)}`.padStart(5);

console.log(
  `TTI ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
const firstStart = Math.min(...timings.map(([node]) => node.startTime));
const label = (node: GraphNode) =>
  node.type === 'cpu'
    ? `task seen at ${Math.round((node.startTime - firstStart) / 1000)} ms`
    : shortUrl(node.request?.url ?? '');
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
      `${ms(timing.startTime)} ${ms(timing.endTime)}  ${label(node)}: ${Math.round(timing.duration)} ms [${[...files].slice(0, 3).join(' ')}]  ← ${waits}`,
    );
  }
}
