import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './counting-proxy';

const body = gzipSync(Buffer.from('{"data":[]}'.repeat(200)));
let app: http.Server;
let proxy: CountingProxy;

beforeAll(async () => {
  app = http.createServer((_request, reply) => {
    reply.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    reply.end(body);
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const { port } = app.address() as { port: number };
  proxy = await startCountingProxy(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => app.close(resolve));
});

describe('counting what the server sends', () => {
  it('passes answers through unchanged and counts them compressed, headers included', async () => {
    proxy.reset();
    const raw = await new Promise<Buffer>((resolve) => {
      http.get(`${proxy.origin}/api/v1/products`, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
    expect(raw.equals(body)).toBe(true);
    const { bytes, responses } = proxy.counted();
    expect(responses).toBe(1);
    expect(bytes).toBeGreaterThan(body.length);
    expect(bytes).toBeLessThan(body.length + 300);
  });

  it('starts again from zero for the next visit', () => {
    proxy.reset();
    expect(proxy.counted()).toEqual({ bytes: 0, responses: 0 });
  });
});
