import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { bogotaIsoDate } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { addressKeys } from '../../platform/http/security';
import { insertShareOpens, type ShareOpen } from './sharing.queries';

// How many people opened a shared link (Mi tienda's counts): each person counts once per page
// and Bogotá day. A person is a keyed hash of their address and the day: the address itself is
// never stored, and tomorrow's hash of the same person cannot be linked to today's. Not the
// browser string: anyone can send a new one with each request, and one visitor doing so took a
// seller from 0 to 40 opens. An IPv6 address counts by its /64 (one home or phone network), as
// the rate limits do. The browser string only tells crawlers apart: link-preview crawlers
// (WhatsApp, Facebook…) and browsers prefetching a link are no visitors.
//
// The public pages are answered from memory, so counting must not add a database write to each
// request: opens already seen today are skipped in memory, new ones are written in batches a
// few seconds later, off the request.

const FLUSH_AFTER_MS = 2000;
/** User agents already classified (a few browsers make most visits): isbot runs once each. */
const MAX_KNOWN_AGENTS = 1000;
/** Beyond this many remembered opens the memory is emptied (the unique index still dedupes). */
const MAX_REMEMBERED = 50_000;

export class ShareOpens {
  private seen = new Set<string>();
  private seenDay = '';
  private pending: ShareOpen[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly crawlers = new Map<string, boolean>();
  private readonly addressKey = addressKeys();

  constructor(
    private readonly db: Database,
    /** Keys the visitor hash (derived from the server's secret). */
    private readonly key: Buffer,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts this request as an open of the page of `target`, unless it is a crawler's. */
  record(request: FastifyRequest, target: { sellerId: number; listingId: number | null }): void {
    const userAgent = request.headers['user-agent'] ?? '';
    if (request.method !== 'GET' || !userAgent || this.isCrawler(userAgent)) return;
    if (isPrefetch(request)) return;
    const day = bogotaIsoDate(this.now());
    if (day !== this.seenDay || this.seen.size >= MAX_REMEMBERED) {
      this.seen = new Set();
      this.seenDay = day;
    }
    const visitor = createHmac('sha256', this.key)
      .update(`${day}\n${this.addressKey(request.ip ?? '')}`)
      .digest('base64url')
      .slice(0, 22);
    const seenKey = `${visitor}|${target.sellerId}|${target.listingId ?? ''}`;
    if (this.seen.has(seenKey)) return;
    this.seen.add(seenKey);
    this.pending.push({ ...target, visitor, openedOn: day });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }

  private isCrawler(userAgent: string): boolean {
    let crawler = this.crawlers.get(userAgent);
    if (crawler === undefined) {
      crawler = isbot(userAgent);
      if (this.crawlers.size >= MAX_KNOWN_AGENTS) this.crawlers.clear();
      this.crawlers.set(userAgent, crawler);
    }
    return crawler;
  }

  /** Writes the opens waiting in memory (Mi tienda calls it before counting). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      try {
        await insertShareOpens(this.db, batch);
      } catch (error) {
        // A count lost is not worth a failed page: logged, never shown.
        this.log.warn({ err: error, opens: batch.length }, 'share opens not recorded');
      }
    });
    await this.writing;
  }
}

/** Chromium's and Safari's link prefetches say so; they are not a person opening the page. */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && purpose.includes('prefetch');
}
