import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { multipartBody } from '../test/multipart';

// docs/product.md §14 "Requests": requests as a real network sends them, on a listening server. A
// connection cut at once, a body that never ends, a body in an encoding the server does not
// decode, and page addresses requested over and over from one address.

const REQUEST_TIMEOUT_MS = 600;
const RATE_LIMIT = 5;

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-hardening-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');

/** The lines the app logs at warn and above (pino writes one JSON object per line). */
const logLines: string[] = [];
const ctx = useTestApp({
  webRoot,
  env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  logLines,
});
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(() => {
  logLines.length = 0;
});

const errorLines = () =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((line) => line.level >= 50);

/** Sends raw bytes, then answers whatever the server sent back before closing (or `waitMs`). */
function rawExchange(
  chunks: Array<string | Buffer>,
  waitMs = 5_000,
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(received).toString('utf8'), ms: Date.now() - started });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (data) => received.push(data));
    socket.on('close', done);
    socket.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? done() : reject(error),
    );
    socket.on('connect', () => chunks.forEach((chunk) => socket.write(chunk)));
  });
}

/** Status and JSON body of a raw HTTP/1.1 answer. */
function parseAnswer(text: string): { status: number; body: { message?: string } | null } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const raw = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  let body = null;
  try {
    body = JSON.parse(raw);
  } catch {
    // not JSON
  }
  return { status, body };
}

const healthOk = async () =>
  (await fetch(`http://127.0.0.1:${port}/api/v1/health`, { headers: { 'x-test': 'alive' } }))
    .status;

describe('a connection reset right after the request (item 8)', () => {
  it('logs no error and the server keeps serving', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('GET /api/v1/products HTTP/1.1\r\nHost: x\r\n\r\n');
          socket.resetAndDestroy();
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errorLines()).toEqual([]);
    // The limiter still counts and answers (a fresh address is not used here: all 127.0.0.1).
    expect([200, 429]).toContain(await healthOk());
  });
});

describe('bodies that never end (item 11)', () => {
  it('a body that stops arriving is answered 408 in Spanish, not held forever', async () => {
    const { text, ms } = await rawExchange([
      'POST /api/v1/auth HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"phone":',
    ]);
    const answer = parseAnswer(text);
    expect(answer.status, text).toBe(408);
    expect(answer.body?.message).toMatch(/tardó demasiado/);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS * 5);
  });

  it('a gzip-encoded multipart body is refused at once with 415 in Spanish', async () => {
    const form = multipartBody([{ name: 'phone', value: '3001234567' }]);
    const gzipped = gzipSync(form.payload);
    const { text, ms } = await rawExchange([
      `POST /api/v1/auth HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${form.headers['content-type']}\r\nContent-Encoding: gzip\r\nContent-Length: ${gzipped.length}\r\n\r\n`,
      gzipped,
    ]);
    const answer = parseAnswer(text);
    expect(answer.status, text).toBe(415);
    expect(answer.body).toEqual({ message: 'La solicitud no puede venir comprimida.' });
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

describe('page addresses share the per-address limit (item 12)', () => {
  it('an address over the limit gets a 429 before any page hint reads the database', async () => {
    const from = '10.77.0.1';
    const pages = [];
    for (let i = 0; i <= RATE_LIMIT + 2; i += 1) {
      pages.push(
        await ctx.app.inject({
          url: `/producto/${1000 + i}`,
          headers: { accept: 'text/html' },
          remoteAddress: from,
        }),
      );
    }
    expect(pages.slice(0, RATE_LIMIT).map((page) => page.statusCode)).toEqual(
      Array(RATE_LIMIT).fill(200),
    );
    const refused = pages.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/Demasiadas solicitudes/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is served as usual.
    const other = await ctx.app.inject({
      url: '/producto/1',
      headers: { accept: 'text/html' },
      remoteAddress: '10.77.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('pages without hints (the landing, static screens) are not counted', async () => {
    const from = '10.77.0.3';
    for (let i = 0; i < RATE_LIMIT * 2; i += 1) {
      const page = await ctx.app.inject({
        url: '/inicio',
        headers: { accept: 'text/html' },
        remoteAddress: from,
      });
      expect(page.statusCode).toBe(200);
    }
  });
});
