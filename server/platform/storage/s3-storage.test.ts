import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3-storage';

// A local stand-in for an S3-compatible service: checks the request shapes (path-style URL,
// SigV4 signature headers, content type, cache headers) and answers like S3 does.

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let server: Server;
let endpoint = '';
let received: Received[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(status >= 400 ? '<Error><Code>AccessDenied</Code></Error>' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  status = 200;
});

const storage = () =>
  new S3FileStorage({
    endpoint,
    bucket: 'campo-fotos',
    region: 'us-east-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    publicUrl: 'https://fotos.campo.example/',
  });

describe('S3-compatible photo storage', () => {
  it('PUTs the file path-style with a SigV4 signature, its type and a one-year cache', async () => {
    await storage().put('listings/7/abc-400.webp', Buffer.from('webp-bytes'), 'image/webp');
    const [request] = received;
    expect(request!.method).toBe('PUT');
    expect(request!.url).toBe('/campo-fotos/listings/7/abc-400.webp');
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(request!.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request!.headers['x-amz-content-sha256']).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect(request!.headers['content-type']).toBe('image/webp');
    expect(request!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(request!.body.toString()).toBe('webp-bytes');
  });

  it('DELETEs a file and treats an already missing one as deleted', async () => {
    await storage().remove('listings/7/abc-400.webp');
    expect(received[0]).toMatchObject({
      method: 'DELETE',
      url: '/campo-fotos/listings/7/abc-400.webp',
    });
    status = 404;
    await expect(storage().remove('listings/7/gone-400.webp')).resolves.toBeUndefined();
  });

  it('GETs a stored file signed, and answers null for a missing one', async () => {
    const found = await storage().read('listings/7/abc-og.jpg');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/campo-fotos/listings/7/abc-og.jpg' });
    expect(received[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(found).toBeInstanceOf(Buffer);
    status = 404;
    await expect(storage().read('listings/7/gone-og.jpg')).resolves.toBeNull();
  });

  it('reports a refused upload as an error', async () => {
    status = 403;
    await expect(
      storage().put('listings/7/x-400.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/HTTP 403/);
  });

  it('gives public addresses on the configured base and allows that origin for images', () => {
    expect(storage().publicUrl('listings/7/abc-400.webp')).toBe(
      'https://fotos.campo.example/listings/7/abc-400.webp',
    );
    expect(storage().imageOrigin).toBe('https://fotos.campo.example');
  });

  it('refuses a key that could escape its folder', async () => {
    await expect(
      storage().put('../etc/passwd.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/unsafe/);
    expect(received).toHaveLength(0);
  });
});
