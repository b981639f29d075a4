import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/free-port';
import { CHROMIUM_MISSING, findChromium } from './chromium';

// Starts the BUILT app (dist/server/main.js, as `npm start` runs it) on a free loopback port with
// a throw-away DATA_DIR, so the journeys run against the real server, database and web app.
//
// One person is made admin the way an operator does it: register in the app, stop the server
// (the embedded database belongs to one process), `npm run admin -- grant <phone>`, start again.

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; chromium: string; adminPhone: string } | null;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000',
    // Every browser of the journeys searches from this machine's one address; the search budget
    // per address has its own test (server/security/search-cost.security.test.ts).
    SEARCHES_PER_MINUTE: '10000',
    // API sign-ins of the journeys name their own client address (e2e/support/api.ts).
    TRUST_PROXY: 'true',
    // The journeys create what they need; the demo marketplace would only slow the start.
    DEMO_DATA: 'false',
    // The journeys read the codes of the console sender from GET /api/v1/dev/otp.
    DEV_OTP_OUTBOX: 'true',
    // The WhatsApp journey chats through /dev/whatsapp, the stand-in for Meta (decision 025).
    DEV_WHATSAPP: 'true',
  };
}

async function startServer(dataDir: string, port: number) {
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => log);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

const ADMIN = { name: 'Marta Lucía Ospina', phone: '3209990001', document: '52999000' };

/** Registers the admin as anyone registers: the form, then the code sent to the phone. */
async function registerAdmin(baseUrl: string) {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const res = await post('/register-user', { ...ADMIN, terms: true });
  if (res.status !== 201) throw new Error(`admin registration failed: ${await res.text()}`);
  const { data } = (await res.json()) as { data: { registration_id: string } };
  const asked = await post('/auth', { phone: ADMIN.phone, registration: data.registration_id });
  if (!asked.ok) throw new Error(`admin code failed: ${await asked.text()}`);
  const { id } = (await asked.json()) as { id: string };
  const outbox = await fetch(`${baseUrl}/api/v1/dev/otp?phone=${ADMIN.phone}`);
  const { code } = (await outbox.json()) as { code: string };
  const verified = await post(`/auth/${id}/verify`, { pin: code });
  if (!verified.ok) throw new Error(`admin account failed: ${await verified.text()}`);
}

function grantAdmin(dataDir: string, port: number) {
  // Exactly the documented command, so the package.json script is exercised too.
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', 'grant', ADMIN.phone], {
    cwd: root,
    env: serverEnv(dataDir, port),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`npm run admin -- grant failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    console.warn(`\n${CHROMIUM_MISSING}\n`);
    project.provide('e2e', null);
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const stopFirst = await startServer(dataDir, port);
  await registerAdmin(baseUrl);
  await stopFirst();
  grantAdmin(dataDir, port);
  const stop = await startServer(dataDir, port);
  project.provide('e2e', { baseUrl, chromium, adminPhone: ADMIN.phone });

  return async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
