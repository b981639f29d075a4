// The WhatsApp webhook's answer under a steady stream of people writing (decision 025): signed
// calls as Meta makes them, each carrying one new message from one of many phones, at a fixed
// rate (default 50 a second), while the server's worker answers the queue in the background and
// its replies go to a Cloud API stand-in in this process. Goal: p99 ≤ 50 ms at 50 messages/s.
// Prints the figures and writes bench/report.md (section `whatsapp-webhook`); part of
// `npm run bench`, or alone:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench npx tsx scripts/bench/whatsapp-webhook.ts
//   npx tsx scripts/bench/whatsapp-webhook.ts --rate 10 --duration 5     (a smoke run, embedded database)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { webhookSignature } from '../../server/features/whatsapp/webhook-signature';
import { webhookBody } from '../../server/features/whatsapp/testing/meta-stand-in';
import { machineLine, writeReportSection } from '../lib/report';
import { startNode } from './processes';

const { values } = parseArgs({
  options: {
    /** Webhook calls (one message each) per second, all connections together. */
    rate: { type: 'string', default: '50' },
    // 3,000 calls: with 1,000 (20 s), p99 was the 10 slowest, mostly the first seconds' warm-up
    // (20-s runs on a quiet machine: 60, 32, 23 ms; 60-s runs: 22, 28, 22 ms).
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
    /** Different phones writing; each stays far under the 30 messages a minute per phone. */
    phones: { type: 'string', default: '2000' },
  },
});
const RATE = Number(values.rate);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PHONES = Number(values.phones);
const GOAL_P99_MS = 50;
const APP_SECRET = randomBytes(24).toString('hex');
const WEBHOOK = '/api/v1/whatsapp/webhook';

/** Meta's Cloud API stand-in in its own process (cloud-api-counter.ts): its replies counted. */
async function startGraphStandIn() {
  const standIn = await startNode(
    'Cloud API stand-in',
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'cloud-api-counter.ts')],
    {},
    '/count',
  );
  return {
    apiBase: `${standIn.baseUrl}/v21.0`,
    count: async () =>
      (await (await fetch(`${standIn.baseUrl}/count`)).json()) as {
        replies: number;
        lastReplyAt: number;
      },
    close: () => standIn.stop(),
  };
}

async function main() {
  const started = Date.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-bench-webhook-'));
  const graph = await startGraphStandIn();
  const loadBefore = os.loadavg()[0]!;
  const server = await startNode(
    'API server',
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../server/main.ts')],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: workDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      OTP_SENDER: 'whatsapp',
      WHATSAPP_API_BASE: graph.apiBase,
      WHATSAPP_TOKEN: 'bench-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000009',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'bench-verify',
    },
    '/api/v1/health',
    // A fresh embedded database migrates and seeds the reference data first.
    300_000,
  );
  // Ids of this run: with DATABASE_URL the queue keeps earlier runs' ids, and a repeated id
  // would be a retry, queued for nothing.
  const run = randomBytes(4).toString('hex');
  let sent = 0;
  try {
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          path: WEBHOOK,
          setupRequest: (request) => {
            sent += 1;
            const waId = `5731${String(sent % PHONES).padStart(8, '0')}`;
            const body = Buffer.from(
              JSON.stringify(
                webhookBody(waId, [
                  {
                    id: `wamid.bench.${run}.${sent}`,
                    timestamp: Math.floor(Date.now() / 1000),
                    message: { type: 'text', text: { body: 'Hola' } },
                  },
                ]),
              ),
            );
            return {
              ...request,
              body,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'x-hub-signature-256': webhookSignature(body, APP_SECRET),
              },
            };
          },
        },
      ],
    });
    const loadEnded = Date.now();
    // The worker answers in the background: wait until the replies stop coming.
    let seen = -1;
    let count = await graph.count();
    while (count.replies !== seen || Date.now() - count.lastReplyAt < 3000) {
      seen = count.replies;
      if (Date.now() - loadEnded > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      count = await graph.count();
    }
    const drainedIn = Math.max(0, count.lastReplyAt - loadEnded) / 1000;
    const loadAfter = os.loadavg()[0]!;
    const p99 = result.latency.p99;
    const markdown = [
      '## WhatsApp webhook',
      '',
      `- Machine: ${machineLine()}; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
      `- Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL), on the same machine' : '**embedded PGlite** (no DATABASE_URL; inside the API process, not the goal’s figures)'}`,
      `- Method: the API (\`server/main.ts\`, NODE_ENV=production, logs off, no Redis) in its own process; autocannon posts signed webhook calls (X-Hub-Signature-256), each one new text message ('Hola') from one of ${PHONES.toLocaleString('en')} phones, at ${RATE} calls/s over ${CONNECTIONS} connections for ${DURATION} s. The worker answers the queue meanwhile; its replies go to a Cloud API stand-in in a fourth process (\`scripts/bench/cloud-api-counter.ts\`), so they do not share the measuring process's event loop.`,
      `- Run it: \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/ectm_bench npx tsx scripts/bench/whatsapp-webhook.ts\` (also part of \`npm run bench\`). This run took ${Math.round((Date.now() - started) / 1000)} s.`,
      '',
      '| Calls | req/s | p50 ms | p97.5 ms | p99 ms | max ms | non-2xx | errors | replies sent | last reply after the load |',
      '| ----: | ----: | -----: | -------: | -----: | -----: | ------: | -----: | -----------: | ------------------------: |',
      `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p97_5} | ${p99} | ${result.latency.max} | ${result.non2xx} | ${result.errors + result.timeouts} | ${count.replies} | ${drainedIn.toFixed(1)} s |`,
      '',
      `Goal (decision 025): the webhook answers within ${GOAL_P99_MS} ms at p99 at 50 messages/s: ${p99 <= GOAL_P99_MS && result.non2xx === 0 ? '**met**' : '**not met**'} in this run${RATE === 50 ? '' : ` (at ${RATE}/s, not the goal's rate)`}.`,
    ].join('\n');
    console.log(`\n${markdown}\n`);
    // A smoke run at another rate or size is printed, not written over the report's figures.
    if (RATE === 50 && DURATION >= 10) writeReportSection('whatsapp-webhook', markdown);
  } finally {
    await server.stop();
    await graph.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
