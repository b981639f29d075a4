import type { FastifyInstance } from 'fastify';
import { ShortCache } from './short-cache';

// Public catalogue answers (category pages, product details, the quick search) are the same
// for every signed-out visitor and are asked for far more often than they change. Serving them
// from a few seconds of memory, already serialised and compressed, with an ETag, is what lets
// one small server carry a busy marketplace. A viewer's own values (hearts, what they already
// did) are never kept here: signed-in answers are the same bytes with holes (JsonTemplate) that
// routes fill per request from the viewer's own memory (decision 019).

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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's writes change nothing a signed-out visitor sees (a heart, a tap on WhatsApp or
     * Llamar, signing up or in, a report): they leave the caches alone. These are the most
     * frequent writes; emptying the caches on each would make a busy hour the slowest one.
     * Any other write empties them (the safe default).
     */
    keepsPublicAnswers?: boolean;
  }
}

export function registerPublicAnswers(
  app: FastifyInstance,
  options: { ttlSeconds: number; now?: () => number },
) {
  const answers = new PublicAnswers(options.ttlSeconds, options.now);
  app.decorate('publicAnswers', answers);
  // A write that succeeded empties the caches before its answer leaves, so whoever made the
  // change sees it on their next request to this process. Other processes catch up within
  // ttlSeconds (their caches expire).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !READS.has(request.method) &&
      reply.statusCode < 400 &&
      !request.routeOptions.config.keepsPublicAnswers
    ) {
      answers.clear();
    }
    done(null, payload);
  });
}
