import type { FastifyInstance } from 'fastify';
import { routePattern } from '../../../domain/browsing-screens';

// Hints sent with a page's HTML as `Link` headers for what its screen shows first, such as the
// product's photo on /producto/{id}. Without them the phone asks for that photo only after the
// app code has arrived and run and the API has answered; with them it fetches it alongside the
// code, which on a 3G connection brings the main picture a second or more sooner. A page the
// server renders (server-render.ts) goes without: its own HTML names the photo, within the same
// first round trip that its headers share (decision 027).
//
// A hint may read the database (through the public answers cache, which the API call that
// follows then finds warm), but the page never waits long for it: after HINT_BUDGET_MS it goes
// without, and a failing hint is dropped.

const HINT_BUDGET_MS = 100;

/**
 * Hint lookups running at once, at most. Pages are requested without signing in, and each
 * hinted page may read the database: beyond this many (a flood from many addresses, which the
 * per-address limit does not stop), pages go out without hints and the database is left alone.
 */
export const MAX_HINTS_IN_FLIGHT = 8;

/** Link header values for one page; `params` are the route's `:name` parts. */
export type PageHint = (
  params: Record<string, string>,
  search: URLSearchParams,
) => Promise<string[]>;

interface Entry {
  pattern: RegExp;
  names: string[];
  hint: PageHint;
}

// Only addresses that cannot break out of a Link header value (no quotes, commas inside <>,
// spaces, angle brackets or control characters).
const SAFE_URL = /^(?:https?:\/\/[\w.:-]+)?\/[\w./%-]+$/;

/**
 * A responsive image preload: the browser picks the same file from `srcset` and `sizes` as the
 * page's <img> will, so they must be the ones the screen uses.
 */
export function imagePreload(src: string, srcset: string, sizes: string): string | null {
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
  const safe =
    SAFE_URL.test(src) &&
    candidates.every(
      ([url, width, ...rest]) =>
        SAFE_URL.test(url ?? '') && /^\d+w$/.test(width ?? '') && rest.length === 0,
    ) &&
    /^[\w (),:.-]+$/.test(sizes);
  if (!safe) return null;
  // As important as the <img> says it is (fetchpriority="high"): without it the preload is a
  // low-priority request, which Chromium holds back while the page's code is being fetched.
  return `<${src}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${srcset}"; imagesizes="${sizes}"`;
}

export class PageHints {
  private readonly entries: Entry[] = [];
  private inFlight = 0;

  add(route: string, hint: PageHint): void {
    this.entries.push({ ...routePattern(route), hint });
  }

  /** Whether the page at `url` has hints (which may read the database): such pages are rate limited. */
  hasHints(url: string): boolean {
    const pathname = url.split('?', 1)[0] ?? '/';
    return this.entries.some((entry) => entry.pattern.test(pathname));
  }

  /** The hints of the page at `url` (path and query), within the time budget. */
  async linksFor(url: string): Promise<string[]> {
    const [pathname = '/', query = ''] = url.split('?', 2);
    const found = this.entries
      .map((entry) => ({ entry, match: entry.pattern.exec(pathname) }))
      .filter(({ match }) => match !== null);
    if (found.length === 0 || this.inFlight >= MAX_HINTS_IN_FLIGHT) return [];
    this.inFlight += 1;
    const search = new URLSearchParams(query);
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), HINT_BUDGET_MS);
    });
    try {
      const hints = found.map(({ entry, match }) => {
        const params = Object.fromEntries(
          entry.names.map((name, i) => [name, decodeURIComponent(match![i + 1]!)]),
        );
        return entry.hint(params, search).catch(() => []);
      });
      return (await Promise.race([Promise.all(hints), outOfTime])).flat();
    } catch {
      return []; // a malformed %-escape in the address: no hints, the page still loads
    } finally {
      clearTimeout(timer);
      this.inFlight -= 1;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHints: PageHints;
  }
}

export function registerPageHints(app: FastifyInstance): void {
  app.decorate('pageHints', new PageHints());
}
