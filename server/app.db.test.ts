import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './lib/http-error';
import { useTestApp } from './test/app';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html lang="es"><div id="root"></div>',
);
writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")'.repeat(200));
writeFileSync(
  path.join(webRoot, 'assets', 'app-abc123.js.gz'),
  gzipSync('console.log("app")'.repeat(200)),
);

const echoBody = z.object({
  name: z.string().min(2, 'El nombre debe tener al menos 2 caracteres'),
});

// Routes that exist only in this test, to drive the shared error handling and body parsing.
const ctx = useTestApp({
  webRoot,
  extraRoutes(app) {
    app.get('/api/v1/__test/crash', async () => {
      throw new Error('relation "users" does not exist SQLSTATE 42P01 at Object.<anonymous>');
    });
    app.get('/api/v1/__test/leaky', async () => {
      throw new HttpError(409, 'duplicate key value violates unique constraint {users_phone}');
    });
    app.post('/api/v1/__test/echo', { schema: { body: echoBody } }, async (request) => ({
      name: request.body.name,
    }));
  },
});

describe('health', () => {
  it('reports the service and its database as ok', async () => {
    const res = await ctx.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a Spanish 404 in the one error shape', async () => {
    const res = await ctx.app.inject('/api/v1/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Recurso no encontrado.' });
  });

  it('never shows a crash, SQL or stack to the client: only a generic Spanish message', async () => {
    const res = await ctx.app.inject('/api/v1/__test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Ocurrió un error' });
  });

  it('replaces a technical message even when our own code throws it', async () => {
    const res = await ctx.app.inject('/api/v1/__test/leaky');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ocurrió un error' });
  });

  it('answers malformed JSON with a clean 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'La solicitud no es válida.' });
  });

  it('refuses a body over 1 MB with 413 and a Spanish message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'La solicitud es demasiado grande.' });
  });
});

describe('request bodies (docs/product.md §7 uses JSON, form-encoded and multipart)', () => {
  it('reads the same fields from JSON, form-encoded and multipart bodies', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      payload: { name: 'Ana' },
    });
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Jos%C3%A9',
    });
    const boundary = 'ectmboundary';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nLucía\r\n--${boundary}--\r\n`,
    });
    expect([json.json(), form.json(), multipart.json()]).toEqual([
      { name: 'Ana' },
      { name: 'José' },
      { name: 'Lucía' },
    ]);
  });

  it('answers invalid fields with 422 and errors per field, as the client expects', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      payload: { name: 'A' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El nombre debe tener al menos 2 caracteres',
      errors: { name: ['El nombre debe tener al menos 2 caracteres'] },
    });
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, no X-Powered-By and no HSTS over plain HTTP', async () => {
    const res = await ctx.app.inject('/api/v1/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no CORS permission to an origin that is not configured', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('answers any page route with the app shell so deep links work (history fallback)', async () => {
    for (const url of ['/', '/inicio', '/producto/12', '/tiendas/3?x=1', '/ruta-que-no-existe']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('lets browsers keep hashed assets for a year, pre-compressed', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not answer a missing file with the app shell', async () => {
    const res = await ctx.app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/departments',
        '/api/v1/municipalities/{departmentId}',
        '/api/v1/sizes',
        '/api/v1/categories',
        '/api/v1/categories/all',
      ]),
    );
  });

  it('serves the interactive docs page', async () => {
    const res = await ctx.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
