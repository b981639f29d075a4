import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { registerAndSignIn } from '../test/factories';

// A body announced and never sent must not hold its connection for the whole request time
// (5 minutes): after BODY_IDLE_TIMEOUT_MS without a byte it is answered 408 in Spanish. A body
// that keeps arriving, however slowly (a photo over rural 3G), still finishes. The idle time is
// shortened here; the whole-request limit is left far above it.

const IDLE_MS = 600;
const logLines: string[] = [];
const ctx = useTestApp({
  requestTimeoutMs: 60_000,
  bodyIdleTimeoutMs: IDLE_MS,
  logLines,
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
});
let port = 0;
let auth = '';
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
  auth = (await registerAndSignIn(ctx.app)).auth.authorization;
});
afterAll(async () => {
  await ctx.app.close();
});

/** Writes `head`, then each chunk `everyMs` apart; answers what came back and when it closed. */
function exchange(
  head: string,
  chunks: string[],
  everyMs: number,
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text: Buffer.concat(received).toString('utf8'), ms: Date.now() - started });
    };
    const giveUp = setTimeout(done, 20_000);
    socket.on('data', (data) => received.push(data));
    socket.on('close', done);
    socket.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? done() : reject(error),
    );
    socket.on('connect', () => {
      socket.write(head);
      const next = (index: number) => {
        if (index >= chunks.length || socket.destroyed) return;
        socket.write(chunks[index]!);
        timer = setTimeout(() => next(index + 1), everyMs);
      };
      timer = setTimeout(() => next(0), everyMs);
    });
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const bodyOf = (text: string) =>
  JSON.parse(text.split('\r\n\r\n').slice(1).join('')) as {
    message: string;
  };

describe('a body that makes no progress', () => {
  it('a signed-in POST /report announcing 100,000 bytes and sending none gets a Spanish 408 and its connection closed', async () => {
    const { text, ms } = await exchange(
      `POST /api/v1/report HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      [],
      0,
    );
    expect(statusOf(text), text).toBe(408);
    expect(bodyOf(text).message).toBe(
      'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(ms).toBeGreaterThanOrEqual(IDLE_MS);
    expect(ms).toBeLessThan(IDLE_MS * 4);
  });

  it('a body that stops halfway is closed the same way', async () => {
    const { text, ms } = await exchange(
      `POST /api/v1/report HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"phone":"3',
      ['0', '0'],
      100,
    );
    expect(statusOf(text), text).toBe(408);
    expect(ms).toBeLessThan(IDLE_MS * 4 + 200);
  });

  it('a slow body that keeps arriving finishes and is answered by its route', async () => {
    const body = JSON.stringify({
      phone: '3001234567',
      type: 'otro',
      description: 'Enviado despacio, como desde una vereda con poca señal. '.repeat(4).trim(),
    });
    // 12 pieces, each within the idle time, the whole well beyond it (≈ 5 idle times).
    const size = Math.ceil(body.length / 12);
    const pieces = Array.from({ length: 12 }, (_, index) =>
      body.slice(index * size, (index + 1) * size),
    );
    const { text, ms } = await exchange(
      `POST /api/v1/report HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      pieces,
      IDLE_MS / 2,
    );
    expect(ms).toBeGreaterThan(IDLE_MS * 4);
    expect(statusOf(text), text).not.toBe(408);
    expect(statusOf(text), text).toBe(201);
    expect(logLines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
