import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Serves the built web app (dist/web). Hashed files under /assets never change, so browsers
// keep them for a year; index.html must be revalidated so a new release is picked up, and so
// must /sw.js and /manifest.webmanifest (the browser compares the worker byte for byte to find
// an update; docs/decisions/007-pwa.md). The worker's Workbox runtime is named by its hash.
// Any other GET for a page (no file extension) answers index.html: SPEC §2 routes are client
// routes, and /producto/12 must work when opened from a WhatsApp link.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Content-hashed file names: `assets/<name>-<hash>.<ext>` and `workbox-<hash>.js`. */
function isHashedFile(filePath: string): boolean {
  return (
    filePath.includes(`${path.sep}assets${path.sep}`) ||
    /^workbox-[0-9a-f]{8}\.js(\.br|\.gz)?$/.test(path.basename(filePath))
  );
}

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'web app not built: pages will answer 503 (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        isHashedFile(filePath) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}

/** Photos stored on local disk. Their names are random and never reused: cache for a year. */
export async function registerUploads(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    !pathname.startsWith('/api/') && !pathname.startsWith('/uploads/') && !path.extname(pathname)
  );
}

export function sendAppShell(reply: FastifyReply, webRoot: string) {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('La aplicación web no está compilada. Ejecuta: npm run build');
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
}
