import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { anyIp, createListing, registerAndSignIn } from '../test/factories';
import { multipartBody } from '../test/multipart';

// What every answer says to the browser: a script policy without inline scripts, no server
// banner, HSTS only when the request really came over HTTPS, CORS only for configured origins,
// and the per-address limit of the whole API.

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-web-security-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="es"><div id="root">');

const ALLOWED = 'https://campo.example';
const EVIL = 'https://evil.example';

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectStrictHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, label).toContain("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${label}: script-src allows ${loose}`).not.toContain(loose);
  }
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  expect(res.headers.server, label).toBeUndefined();
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBeDefined();
}

describe('a server reached directly (no proxy, no CORS origins)', () => {
  const ctx = useTestApp({ webRoot });

  it('sends the strict headers on pages, API answers, errors and photos', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const listing = await createListing(ctx.app, seller.auth);
    const photo = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } })
        .jpeg()
        .toBuffer(),
    );
    const body = multipartBody([
      { name: 'images', value: photo, filename: 'a.jpg', contentType: 'image/jpeg' },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${listing}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    const photoUrl: string = uploaded.json().data[0].url;

    for (const url of ['/', '/inicio', '/api/v1/health', '/api/v1/users/auth', '/api/v1/nada']) {
      expectStrictHeaders(await ctx.app.inject({ url, remoteAddress: anyIp() }), url);
    }
    const served = await ctx.app.inject({ url: photoUrl, remoteAddress: anyIp() });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expectStrictHeaders(served, photoUrl);
  });

  it('never sends HSTS over plain HTTP, nor because a client claims HTTPS without a trusted proxy', async () => {
    const plain = await ctx.app.inject({ url: '/api/v1/health', remoteAddress: anyIp() });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await ctx.app.inject({
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: anyIp(),
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives no CORS permission to any origin, in answers or preflights', async () => {
    for (const origin of [EVIL, ALLOWED, 'null']) {
      const res = await ctx.app.inject({
        url: '/api/v1/health',
        headers: { origin },
        remoteAddress: anyIp(),
      });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/users/delete',
        headers: {
          origin,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization',
        },
        remoteAddress: anyIp(),
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
  });

  it('uses the connection’s address for the limits: a forged X-Forwarded-For changes nothing', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/health',
      headers: { 'x-forwarded-for': '1.2.3.4' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
    // Lookups from one connection with a new forged address each all count for the connection.
    for (let i = 0; i < 61; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/validatephone',
        payload: { phone: '3001112233' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '10.9.9.10',
      });
    }
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      payload: { phone: '3001112233' },
      headers: { 'x-forwarded-for': '198.51.100.250' },
      remoteAddress: '10.9.9.10',
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe('a server behind an HTTPS proxy, with a configured web origin', () => {
  const ctx = useTestApp({
    webRoot,
    env: { TRUST_PROXY: 'true', CORS_ORIGINS: ALLOWED, RATE_LIMIT_PER_MINUTE: '20' },
  });

  it('sends HSTS for a year when the proxy says the request came over HTTPS', async () => {
    for (const url of ['/', '/api/v1/health']) {
      const res = await ctx.app.inject({
        url,
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: anyIp(),
      });
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
      expectStrictHeaders(res, url);
    }
    const http = await ctx.app.inject({
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'http' },
      remoteAddress: anyIp(),
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the configured origin call the API, without credentials, and nobody else', async () => {
    const allowed = await ctx.app.inject({
      url: '/api/v1/health',
      headers: { origin: ALLOWED },
      remoteAddress: anyIp(),
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/address',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
      remoteAddress: anyIp(),
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);

    for (const origin of [EVIL, `${ALLOWED}.evil.example`, 'http://campo.example', 'null']) {
      const res = await ctx.app.inject({
        url: '/api/v1/health',
        headers: { origin },
        remoteAddress: anyIp(),
      });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('limits each client address, as the proxy reports it, with a Spanish 429', async () => {
    const from = (client: string) =>
      ctx.app.inject({
        url: '/api/v1/products/999999',
        // The client wrote the first address; the proxy added the real one at the end.
        headers: { 'x-forwarded-for': `${client}, 203.0.113.50` },
        remoteAddress: '10.0.0.2',
      });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await from(`198.51.100.${i}`));
    expect(answers.slice(0, 20).every((res) => res.statusCode === 404)).toBe(true);
    const refused = answers[20]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Demasiadas solicitudes\. Espera un momento e inténtalo de nuevo\./,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
  it('counts an IPv6 client by its /64 network, and an IPv4-mapped one as its IPv4 address', async () => {
    const from = (client: string) =>
      ctx.app.inject({
        url: '/api/v1/products/999999',
        headers: { 'x-forwarded-for': client },
        remoteAddress: '10.0.0.2',
      });
    // 20 a minute: half from one address of the network, half from others in it.
    for (let i = 0; i < 20; i++) {
      const res = await from(i % 2 ? '2001:db8:1:2::5' : `2001:DB8:1:2:${i.toString(16)}::1`);
      expect(res.statusCode).toBe(404);
    }
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::5')).statusCode).toBe(404);

    for (let i = 0; i < 20; i++) {
      expect((await from(i % 2 ? '198.51.100.77' : '::ffff:198.51.100.77')).statusCode).toBe(404);
    }
    expect((await from('198.51.100.77')).statusCode).toBe(429);
    expect((await from('::ffff:198.51.100.78')).statusCode).toBe(404);
  });
});
