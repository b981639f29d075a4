import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Env } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './database';

/**
 * Builds the real app on a private test database for one test file. Use inside a describe or at
 * the top of the file; `ctx.app` and `ctx.database` are ready in the tests.
 */
export function useTestApp(
  options: {
    env?: Env;
    webRoot?: string;
    extraRoutes?: (app: App) => void;
    /** Clock for code expiry and sign-in limits. */
    now?: () => number;
    /** Receives each log line (JSON) at warn level and above; no log when absent. */
    logLines?: string[];
    /** The server's own logger options (logger-options.ts), for tests of what is logged. */
    logger?: FastifyServerOptions['logger'];
    /** How long a request may take to arrive; tests of the timeout shorten it. */
    requestTimeoutMs?: number;
    /** How long a body may make no progress; tests of the idle limit shorten it. */
    bodyIdleTimeoutMs?: number;
  } = {},
) {
  const ctx = {} as { app: App; database: DatabaseHandle };
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        // Uploads of this file's tests land in a throw-away folder.
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ectm-test-data-')),
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
        // Tests change rows directly and read them back at once; the short catalogue cache has
        // its own tests (they turn it on).
        CATALOGUE_CACHE_SECONDS: '0',
        // The factories read the codes of the console sender from the development outbox.
        DEV_OTP_OUTBOX: 'true',
        ...options.env,
      }),
      database: ctx.database,
      webRoot: options.webRoot ?? '/nonexistent-web-root',
      now: options.now,
      logger:
        options.logger ??
        (options.logLines
          ? { level: 'warn', stream: { write: (line: string) => options.logLines!.push(line) } }
          : undefined),
      requestTimeoutMs: options.requestTimeoutMs,
      bodyIdleTimeoutMs: options.bodyIdleTimeoutMs,
    });
    options.extraRoutes?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
