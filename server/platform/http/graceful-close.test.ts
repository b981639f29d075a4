import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhileClosing } from './graceful-close';

describe('closing the server with a request in flight on a kept-alive connection', () => {
  it('answers it, asks the client to close, and finishes closing at once', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    closeConnectionsWhileClosing(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });

    const answer = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode, connection: res.headers.connection }),
          );
        })
        .on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = app.close().then(() => Date.now() - started);

    expect(await answer).toEqual({ status: 200, connection: 'close' });
    const closedIn = await closed;
    agent.destroy();
    // Without the header the close waited for the keep-alive timeout (72 s in Fastify).
    expect(closedIn).toBeLessThan(2000);
  });
});
