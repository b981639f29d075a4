import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/free-port';

// The BUILT app (dist/server/main.js, as `npm start` runs it) on a free loopback port. Without
// DATABASE_URL it uses a throw-away embedded database and loads the demo marketplace (what a
// visitor of a real deployment sees: photos, reviews, stores), which takes ≈40 s on 2 cores.

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the catalogue answers a full first page (the demo commits in one transaction). */
async function waitForCatalogue(baseUrl: string, exited: () => boolean, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`El servidor terminó antes de tiempo:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/products?pagination=20`);
      if (res.ok) {
        const body = (await res.json()) as { data?: unknown[] };
        if ((body.data?.length ?? 0) >= 20) return;
      }
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(
    `El catálogo sigue vacío tras 3 minutos. Con DATABASE_URL carga antes la demostración ` +
      `(npm run db:seed -- --demo).\n${log()}`,
  );
}

export async function startBuiltApp(databaseUrl = process.env.DATABASE_URL): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      // Development: console code sender (the script signs in through /api/v1/dev/otp) and the
      // demo marketplace on a fresh embedded database. The web app served is the production build.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      SEARCHES_PER_MINUTE: '100000',
      DEMO_DATA: 'true',
      DEV_OTP_OUTBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForCatalogue(
      baseUrl,
      () => child.exitCode !== null,
      () => log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
