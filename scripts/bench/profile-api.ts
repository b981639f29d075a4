// Where the API's CPU goes for one call under load: starts the API (`server/main.ts`, the bench's
// settings) with `node --cpu-prof`, loads one path with autocannon, stops it and prints the
// profile's self time by package and by function (and writes the .cpuprofile for DevTools).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench \
//     npx tsx scripts/bench/profile-api.ts --path '/api/v1/products?category=10&pagination=20&sort=price_asc' --signed-in
//
// Run `npm run bench` once first: it tops the database up to 100,000 listings.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, like } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { openConfiguredDatabase } from '../../server/db/open-configured';
import { loadSecrets } from '../../server/platform/auth/secrets';
import { signAccessToken } from '../../server/platform/auth/tokens';
import { load } from './load';
import { cpuSeconds, startNode } from './processes';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/v1/products?category=10&pagination=20&sort=price_asc' },
    'signed-in': { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    top: { type: 'string', default: '40' },
    // Inclusive time (self and callees) of the functions whose name matches, e.g. 'identify|stringify'.
    inclusive: { type: 'string' },
  },
});

const root = path.resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-profile-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: workDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: process.env.PROFILE_REDIS_URL ?? '',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  DEMO_DATA: 'false',
  JWT_SECRET: randomBytes(32).toString('hex'),
  OTP_SENDER: 'whatsapp',
  WHATSAPP_TOKEN: 'profile-unused',
  WHATSAPP_PHONE_NUMBER_ID: 'profile-unused',
};

async function signedInHeaders(): Promise<Record<string, string>> {
  const config = loadConfig({ ...process.env, ...env });
  const database = await openConfiguredDatabase(config);
  try {
    // The bench's viewer: the first generated account.
    const [viewer] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(like(users.phone, '399%')))
      .orderBy(users.id)
      .limit(1);
    const { token } = await signAccessToken(
      loadSecrets(config).jwtKey,
      { userId: viewer!.id, tokenVersion: viewer!.tokenVersion },
      1,
    );
    return { authorization: `Bearer ${token}` };
  } finally {
    await database.close();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

function where(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  if (url.includes(root)) return path.relative(root, url.replace(/^file:\/\//, ''));
  return url || '(native)';
}

function summarise(file: string, answers: number, top: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    endTime: number;
    samples: number[];
  };
  const sampleMicros = (profile.endTime - profile.startTime) / profile.samples.length;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const place = where(node.callFrame.url);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${place}:${node.callFrame.lineNumber + 1}`;
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  if (values.inclusive) {
    const pattern = new RegExp(values.inclusive);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const totals = new Map<string, number>();
    // Depth-first from the root; a function's time is counted at its outermost frame only.
    const walk = (id: number, open: Set<string>): number => {
      const node = nodes.get(id)!;
      const name = node.callFrame.functionName;
      const counted = pattern.test(name) && !open.has(name);
      const inner = counted ? new Set([...open, name]) : open;
      let hits = node.hitCount ?? 0;
      for (const child of node.children ?? []) hits += walk(child, inner);
      if (counted) totals.set(name, (totals.get(name) ?? 0) + hits);
      return hits;
    };
    walk(profile.nodes[0]!.id, new Set());
    console.log(`\nInclusive (µs per answer)`);
    for (const [name, hits] of [...totals].sort((a, b) => b[1] - a[1])) {
      console.log(`${((hits * sampleMicros) / answers).toFixed(1).padStart(8)}  ${name}`);
    }
  }
  const idle = [...byFunction].find(([name]) => name.startsWith('(idle)'))?.[1] ?? 0;
  const busy = profile.samples.length - idle;
  const show = (title: string, map: Map<string, number>) => {
    console.log(`\n${title} (µs per answer, self time; ${answers} answers)`);
    for (const [name, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      if (name.startsWith('(idle)')) continue;
      console.log(`${((hits * sampleMicros) / answers).toFixed(1).padStart(8)}  ${name}`);
    }
  };
  console.log(
    `main thread busy: ${((busy * sampleMicros) / answers).toFixed(1)} µs per answer (sampling ${sampleMicros.toFixed(0)} µs)`,
  );
  show('By package or file', byPlace);
  show('By function', byFunction);
}

const headers = values['signed-in'] ? await signedInHeaders() : undefined;
const profileDir = path.join(workDir, 'profile');
const api = await startNode(
  'API server',
  ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', path.join(root, 'server/main.ts')],
  env,
  '/api/v1/health',
);
const url = api.baseUrl + values.path;
const connections = Number(values.connections);
await load(url, { connections, duration: 2, headers });
const before = cpuSeconds(api.pid);
const figures = await load(url, { connections, duration: Number(values.duration), headers });
const after = cpuSeconds(api.pid);
await api.stop();
console.log(
  `${figures.rps} req/s, p99 ${figures.p99} ms, ${figures.non2xx} non-2xx, ` +
    `${before !== null && after !== null ? Math.round(((after - before) * 1e6) / figures.answers) : '?'} µs CPU/answer (whole process)`,
);
const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
console.log(`profile: ${path.join(profileDir, file!)} (warm-up included in the sample counts)`);
// The warm-up's answers are in the profile too: count them in.
summarise(
  path.join(profileDir, file!),
  figures.answers + Math.round(figures.rps * 2),
  Number(values.top),
);
