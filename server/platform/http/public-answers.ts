import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountsApi, reportsApi } from '../../../domain/api/accounts';
import { buyerApi } from '../../../domain/api/buyer';

// Public catalogue answers (category pages, product details, the quick search) are the same
// for every signed-out visitor and are asked for far more often than they change. Serving them
// from a few seconds of memory, already serialised and compressed, with an ETag, is what lets
// one small server carry a busy marketplace. Personal parts (hearts, the seller's phone, what
// the viewer already did) are never kept here: routes add them per request.

/** Answers smaller than this go uncompressed (same threshold as @fastify/compress in app.ts). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Prepared answers are compressed once and sent many times, so they can afford a better
 * quality than per-request compression (4 in app.ts): ≈5 % fewer bytes on the phone's data plan
 * for a few hundred µs once per answer. 11 would save ≈12 % more but costs tens of ms.
 */
const BROTLI_QUALITY = 6;

export type Encoding = 'br' | 'gzip';

/** Bytes sent many times: one ETag, compressed once per encoding on first use. */
export class PreparedBytes {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {
    this.etag = etagOf(body);
  }

  /** Compressed on first use, then kept with the answer. */
  encoded(encoding: Encoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A JSON answer serialised once: same bytes, ETag and compressed forms for every request. */
export class PreparedJson extends PreparedBytes {
  /** `schema` is the route's response schema: the answer is checked and stripped as usual. */
  constructor(schema: z.ZodType, value: unknown) {
    super(Buffer.from(JSON.stringify(z.encode(schema, value))));
  }
}

/** Weak: the compressed and plain forms of one answer share it. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
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
  answer: PreparedJson,
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

/**
 * Sends an answer made for one signed-in viewer: private to their browser, revalidated with its
 * ETag (etagPersonalAnswer). Its public part was checked against the route's schema when it was
 * prepared for signed-out visitors (PreparedJson); the viewer's fields are typed by the caller,
 * so it goes out as plain JSON, without a second pass through zod (≈3× the cost of stringify).
 */
export function sendPersonal<T>(reply: FastifyReply, answer: T): FastifyReply {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  addVary(reply, 'Authorization');
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(JSON.stringify(answer));
}

/**
 * Route onSend hook for answers serialised per request (signed-in viewers): adds an ETag and
 * answers 304 when the client's copy is still the same, so a revisit costs headers only.
 */
export function etagPersonalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) {
    done(null, payload);
    return;
  }
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (!matchesEtag(request, etag)) {
    done(null, payload);
    return;
  }
  reply.code(304);
  reply.removeHeader('content-type');
  done(null, '');
}

interface Entry<V> {
  value: V;
  expires: number;
}

/**
 * A few seconds of memory for public answers, keyed by the normalised request. Concurrent misses
 * for one key share one load. clear() (any write in this process) also drops loads that started
 * before it, so an answer read before a change is never kept after it.
 */
export class ShortCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const started = this.now();
    const promise = load().then(
      (value) => {
        this.loading.delete(key);
        if (generation === this.generation) this.keep(key, value, started);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, value: V, started: number) {
    // Oldest first out (a Map keeps insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    // Counted from when the database was read, so no answer outlives the promised staleness.
    this.entries.set(key, { value, expires: started + this.ttlMs });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Short caches of public answers; every successful write in this process empties them. */
    publicAnswers: PublicAnswers;
  }
}

export class PublicAnswers {
  private readonly caches: ShortCache<unknown>[] = [];

  constructor(
    /** 0 turns the caches off (every request reads the database). */
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  cache<V>(maxEntries: number): ShortCache<V> {
    const cache = new ShortCache<V>(this.ttlSeconds * 1000, maxEntries, this.now);
    this.caches.push(cache as ShortCache<unknown>);
    return cache;
  }

  /** After any change in this process: listings, photos, reviews, accounts, moderation. */
  clear(): void {
    for (const cache of this.caches) cache.clear();
  }

  /** Cache-Control for an answer every visitor gets alike (signed out). */
  get publicCacheControl(): string {
    return this.ttlSeconds > 0 ? `public, max-age=${this.ttlSeconds}` : 'no-cache';
  }
}

/** Personal answers: only the viewer's own browser keeps them, and revalidates every time. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The most frequent writes, which change nothing a signed-out visitor sees: a heart, a tap on
 * WhatsApp or Llamar, signing up or in, a report. Emptying the caches on each of them would
 * make a busy hour the slowest one. Any other write empties them (the safe default).
 */
const PERSONAL_WRITES = [
  buyerApi.toggleFavourite.path,
  buyerApi.contact.path,
  accountsApi.phoneCheck.path,
  ...accountsApi.register.paths,
  accountsApi.requestOtp.path,
  accountsApi.verifyOtp.path,
  accountsApi.logoutEverywhere.path,
  reportsApi.create.path,
];

export function registerPublicAnswers(
  app: FastifyInstance,
  options: { ttlSeconds: number; apiPrefix: string; now?: () => number },
) {
  const answers = new PublicAnswers(options.ttlSeconds, options.now);
  const keeps = new Set(PERSONAL_WRITES.map((path) => options.apiPrefix + path));
  app.decorate('publicAnswers', answers);
  // A write that succeeded empties the caches before its answer leaves, so whoever made the
  // change sees it on their next request to this process. Other processes catch up within
  // ttlSeconds (their caches expire).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !READS.has(request.method) &&
      reply.statusCode < 400 &&
      !keeps.has(request.routeOptions.url ?? '')
    ) {
      answers.clear();
    }
    done(null, payload);
  });
}
