import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Stats } from './http';
import type { Check } from './limits';
import type { Ledger } from './ledger';
import { outcomeOf } from './ledger';
import { runWriter, type LoadContext, type Person } from './load';
import { sleep, type ServerProcess } from './servers';

// The two ends of a server's life: killed outright (SIGKILL, a power cut or the OOM killer)
// while people write, and stopped politely (SIGTERM, a deploy) while slow requests are on the
// wire.

export interface KillResult {
  killedAfterMs: number;
  writers: number;
  acknowledged: number;
  /** Writes in flight at the kill: no answer, so either outcome is right. */
  inDoubt: number;
  /** 5xx other than the designed 503 + Retry-After (Stats.serverErrors). */
  serverErrors: number;
  busyAnswers: number;
  restartMs: number;
  server: ServerProcess;
}

export async function killDuringWrites(options: {
  server: ServerProcess;
  restart: () => Promise<ServerProcess>;
  writers: Person[];
  ctx: LoadContext;
  stats: Stats;
  killWindowMs: [number, number];
}): Promise<KillResult> {
  const { server, writers, ctx, stats } = options;
  const before = ctx.ledger.totalAcknowledged;
  let stopped = false;
  const running = Promise.all(writers.map((person) => runWriter(person, ctx, () => stopped)));
  const [min, max] = options.killWindowMs;
  const killedAfterMs = min + Math.floor(Math.random() * (max - min));
  await sleep(killedAfterMs);
  server.signal('SIGKILL');
  stopped = true;
  await server.exited;
  await running;
  const acknowledged = ctx.ledger.totalAcknowledged - before;
  const restartStarted = Date.now();
  const restarted = await options.restart();
  return {
    killedAfterMs,
    writers: writers.length,
    acknowledged,
    inDoubt: stats.count((s) => s === 0),
    serverErrors: stats.serverErrors,
    busyAnswers: stats.busyAnswers,
    restartMs: Date.now() - restartStarted,
    server: restarted,
  };
}

interface UploadAnswer {
  status: number;
  body: { data?: { id: number }[]; message?: string } | null;
  at: number;
  error?: string;
}

/**
 * A photo upload over plain node:http, so its pace is ours: `spreadMs` spreads the body over
 * that time (a phone on a slow network). Answers when the request has started and when it ends.
 */
function upload(options: {
  base: string;
  listingId: number;
  token: string;
  ip: string;
  photo: Buffer;
  spreadMs: number;
  agent: http.Agent | false;
}): { started: Promise<void>; sent: Promise<void>; answer: Promise<UploadAnswer> } {
  const boundary = `soak-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="foto.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, options.photo, tail]);
  let markStarted!: () => void;
  let markSent!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<UploadAnswer>((resolve) => {
    const request = http.request(
      `${options.base}/api/v1/products/${options.listingId}/images`,
      {
        method: 'POST',
        agent: options.agent,
        headers: {
          authorization: `Bearer ${options.token}`,
          'x-forwarded-for': options.ip,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let parsed: UploadAnswer['body'] = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, at: Date.now() });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      markStarted();
      markSent();
      resolve({ status: 0, body: null, at: Date.now(), error: error.code ?? error.message });
    });
    const pieces = Math.max(1, Math.ceil(options.spreadMs / 100));
    const size = Math.ceil(body.length / pieces);
    void (async () => {
      for (let i = 0; i < pieces; i++) {
        // The first piece flushed: connected, headers and the start of the body sent.
        request.write(body.subarray(i * size, (i + 1) * size), () => {
          if (i === 0) markStarted();
        });
        if (i < pieces - 1) await sleep(options.spreadMs / pieces);
      }
      request.end(() => markSent());
    })();
  });
  return { started, sent, answer };
}

/** Opens a fresh connection; answers the error code, or the status if the server answered. */
function probeNewConnection(base: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/v1/health`, { agent: false, timeout: 3000 }, (res) => {
      res.resume();
      resolve(`answered ${res.statusCode}`);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

export interface TerminateResult {
  checks: Check[];
  /** The three uploads: how they went, for the report. */
  uploads: string[];
}

/**
 * Starts three photo uploads (two slow, one big), sends SIGTERM while they are in flight, and
 * checks they all get their answer, that new connections are refused meanwhile, and that the
 * process then exits by itself in time.
 */
export async function terminateWithRequestsInFlight(options: {
  server: ServerProcess;
  person: Person;
  listingIds: [number, number, number];
  ledger: Ledger;
  smallPhoto: Buffer;
  bigPhoto: Buffer;
  capMs: number;
}): Promise<TerminateResult> {
  const { server, person, ledger } = options;
  const keepAlive = new http.Agent({ keepAlive: true });
  const uploads = [
    // A phone on a slow network, over a browser-like kept-alive connection.
    {
      name: 'slow upload (3 s, keep-alive)',
      listingId: options.listingIds[0],
      photo: options.smallPhoto,
      spreadMs: 3000,
      agent: keepAlive,
    },
    {
      name: 'slow upload (4 s)',
      listingId: options.listingIds[1],
      photo: options.smallPhoto,
      spreadMs: 4000,
      agent: false as const,
    },
    // A 12-megapixel camera photo, sent whole: SIGTERM comes while the server decodes and
    // resizes it.
    {
      name: 'big photo (4000 × 3000) being processed',
      listingId: options.listingIds[2],
      photo: options.bigPhoto,
      spreadMs: 0,
      agent: false as const,
    },
  ];
  const common = { base: server.url, token: person.session.token, ip: person.session.ip };
  const slow = uploads.slice(0, 2).map((u) => upload({ ...common, ...u }));
  await Promise.all(slow.map((u) => u.started));
  await sleep(500);
  const big = upload({ ...common, ...uploads[2]! });
  await big.sent;
  const termAt = server.signal('SIGTERM');
  await sleep(300);
  const probe = await probeNewConnection(server.url);
  const answers = await Promise.all([...slow, big].map((u) => u.answer));
  const exit = await server.waitExit(options.capMs + 5000);
  keepAlive.destroy();

  answers.forEach((answer, i) => {
    const outcome = outcomeOf(answer.status, [201]);
    const ids = outcome === 'acked' ? (answer.body?.data ?? []).map((image) => image.id) : null;
    ledger.photosUploaded(uploads[i]!.listingId, ids, outcome);
  });
  const lines = answers.map(
    (answer, i) =>
      `${uploads[i]!.name}: ${answer.status || answer.error} ${answer.at - termAt} ms after SIGTERM`,
  );
  const exitMs = exit ? exit.at - termAt : null;
  return {
    uploads: lines,
    checks: [
      {
        name: 'SIGTERM: requests in flight get their answer',
        ok: answers.every((a) => a.status === 201 && a.at > termAt),
        detail: lines.join('; '),
      },
      {
        name: 'SIGTERM: new connections refused while finishing',
        ok: probe === 'ECONNREFUSED',
        detail: `a new connection 300 ms after SIGTERM: ${probe}`,
      },
      {
        name: `SIGTERM: process exits by itself within ${options.capMs / 1000} s`,
        ok: exit !== null && exit.code === 0 && exitMs! <= options.capMs,
        detail: exit
          ? `exit code ${exit.code ?? exit.signal} ${exitMs} ms after SIGTERM`
          : `still running ${(options.capMs + 5000) / 1000} s after SIGTERM`,
      },
    ],
  };
}
