import { createHash, randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountsApi, reportsApi } from '../../../domain/api/accounts';
import { buyerApi } from '../../../domain/api/buyer';

// Public catalogue answers (category pages, product details, the quick search) are the same
// for every signed-out visitor and are asked for far more often than they change. Serving them
// from a few seconds of memory, already serialised and compressed, with an ETag, is what lets
// one small server carry a busy marketplace. A viewer's own values (hearts, what they already
// did) are never kept here: signed-in answers are the same bytes with holes (JsonTemplate) that
// routes fill per request from the viewer's own memory (decision 019).

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

/** Where a viewer's own true or false goes in an answer: an object of the encoded answer, and its key. */
export interface Hole {
  in: object;
  key: string;
}

// Marks the holes while the answer is serialised; random per process, so no text a person typed
// can pass for one.
const HOLE_MARK = `\u0000${randomBytes(12).toString('hex')}:`;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

/**
 * A JSON answer that is the same for every signed-in viewer but for a few true/false values of
 * their own (hearts, what they did): serialised and checked against the schema once, as bytes
 * with holes, filled per request without serialising anything again (decision 019).
 */
export class JsonTemplate<S extends z.ZodType> {
  /** The answer with the values it was built with (a viewer who did nothing): compressed once. */
  readonly base: PreparedBytes;
  private readonly pieces: Buffer[];
  /** The hole each gap between pieces fills, in the text's order. */
  private readonly order: number[];
  private readonly defaults: boolean[];
  /** Names the pieces and where the holes are: personal ETags are this plus the values. */
  private readonly tag: string;

  /**
   * `value` is answered as the route's `schema` encodes it; `holes` points, in the encoded
   * answer, at the true/false values a viewer may change.
   */
  constructor(schema: S, value: z.output<S>, holes: (encoded: z.input<S>) => Hole[]) {
    const encoded = z.encode(schema, value);
    const slots = holes(encoded);
    const fields = slots.map((slot) => slot.in as Record<string, unknown>);
    this.defaults = slots.map((slot, index) => {
      const current = fields[index]![slot.key];
      if (typeof current !== 'boolean') throw new Error(`Hole ${slot.key} is not true or false`);
      return current;
    });
    slots.forEach((slot, index) => (fields[index]![slot.key] = `${HOLE_MARK}${index}`));
    const text = JSON.stringify(encoded);
    const found = slots
      .map((_, index) => {
        const mark = JSON.stringify(`${HOLE_MARK}${index}`);
        const at = text.indexOf(mark);
        if (at < 0) throw new Error(`Hole ${index} not found in the answer`);
        return { index, at, end: at + mark.length };
      })
      .sort((a, b) => a.at - b.at);
    const texts: string[] = [];
    let from = 0;
    for (const hole of found) {
      texts.push(text.slice(from, hole.at));
      from = hole.end;
    }
    texts.push(text.slice(from));
    this.pieces = texts.map((piece) => Buffer.from(piece));
    this.order = found.map((hole) => hole.index);
    // Pieces are JSON, where a NUL is always escaped: joined by NULs they name the template.
    this.tag = createHash('sha1').update(texts.join('\u0000')).digest('base64url');
    this.base = new PreparedBytes(this.join(this.defaults));
  }

  /**
   * Sends the answer with the viewer's values (in the order of `holes`): private to their
   * browser, revalidated with its ETag. The base answer goes out prepared (compressed once);
   * any other is put together from the pieces now.
   */
  send(request: FastifyRequest, reply: FastifyReply, values: readonly boolean[]): FastifyReply {
    if (values.every((value, index) => value === this.defaults[index])) {
      return sendPrepared(request, reply, this.base, PRIVATE_CACHE_CONTROL);
    }
    const etag = `W/"${this.tag}.${values.map((value) => (value ? 1 : 0)).join('')}"`;
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    reply.header('etag', etag);
    addVary(reply, 'Authorization');
    if (matchesEtag(request, etag)) return reply.code(304).send();
    reply.header('content-type', 'application/json; charset=utf-8');
    // Compressed by @fastify/compress when the client asks for it.
    return reply.send(this.join(values));
  }

  private join(values: readonly boolean[]): Buffer {
    const parts: Buffer[] = [this.pieces[0]!];
    let length = this.pieces[0]!.length;
    for (let gap = 0; gap < this.order.length; gap++) {
      const value = values[this.order[gap]!] ? TRUE : FALSE;
      const piece = this.pieces[gap + 1]!;
      parts.push(value, piece);
      length += value.length + piece.length;
    }
    return joinedAnswers.join(parts, length);
  }
}

/**
 * Where put-together answers are written: slices of a shared block, as Node's own Buffer pool
 * does for small buffers. Buffer.concat gives each answer over 4 KB a fresh allocation of its
 * own, and a signed-in category page (12.5 KB) then cost ≈ 40 % more CPU than the same bytes
 * prepared once (scripts/bench/profile-api.ts: the socket write and the garbage collector).
 * A block is never written twice: when full, a new one is taken, and the old one is freed
 * once no answer that points into it is still being sent.
 */
export class AnswerBlocks {
  private block: Buffer;
  private used = 0;

  constructor(private readonly size: number) {
    this.block = Buffer.allocUnsafeSlow(size);
  }

  join(parts: readonly Buffer[], length: number): Buffer {
    if (length > this.size / 4) return Buffer.concat(parts, length);
    if (this.used + length > this.size) {
      this.block = Buffer.allocUnsafeSlow(this.size);
      this.used = 0;
    }
    const answer = this.block.subarray(this.used, this.used + length);
    let at = 0;
    for (const part of parts) at += part.copy(answer, at);
    // Aligned to 8 bytes, as Node's pool does.
    this.used += (length + 7) & ~7;
    return answer;
  }
}

const joinedAnswers = new AnswerBlocks(256 * 1024);

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

  /** The kept answer, if there is one and it is fresh; nothing is loaded. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > this.now() ? entry.value : undefined;
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
