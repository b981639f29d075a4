import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBytes, Encoding } from './prepared-bytes';

// Sending prepared answers: 304 when the client already has the bytes (its ETag), else the best
// encoding it accepts, with the headers that tell caches what the answer varies with.

/** Answers smaller than this go uncompressed (same threshold as @fastify/compress in app.ts). */
const COMPRESS_FROM_BYTES = 1024;
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** br, else gzip, else none, as the client's Accept-Encoding allows (q=0 refuses). */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const allowed = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return null;
}

/**
 * Adds names to the Vary header without dropping what others put there (CORS adds Origin when
 * origins are configured).
 */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  // Nobody put one there yet (most answers): no parsing.
  if (current === undefined) {
    reply.header('vary', names.join(', '));
    return;
  }
  const present = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  const missing = names.filter((name) => !lower.has(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...present, ...missing].join(', '));
}

/**
 * Sends a prepared answer: 304 when the client already has it, otherwise the bytes in the best
 * encoding it accepts. `cacheControl` says who may keep it and for how long.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedBytes,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl);
  reply.header('etag', answer.etag);
  addVary(reply, 'Authorization', 'Accept-Encoding');
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(answer.body);
  // Already compressed: @fastify/compress leaves answers with a Content-Encoding alone.
  reply.header('content-encoding', encoding);
  return reply.send(answer.encoded(encoding));
}

/** Personal answers: only the viewer's own browser keeps them, and revalidates every time. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
