import type { FastifyInstance } from 'fastify';
import { routePattern } from '../../../domain/browsing-screens';

// Tags added to the <head> of the app's index.html for one page, such as the link preview of
// /producto/{id} (Open Graph: WhatsApp's crawler reads the first HTML and runs no script). Like
// page hints, a lookup may read the database but the page never waits for it long: after
// HEAD_BUDGET_MS, or when it fails, the page goes without.

const HEAD_BUDGET_MS = 100;

/** The tags for one page (already escaped HTML); `params` are the route's `:name` parts. */
export type PageHeadTags = (params: Record<string, string>) => Promise<string>;

export class PageHeads {
  private readonly entries: Array<ReturnType<typeof routePattern> & { tags: PageHeadTags }> = [];

  add(route: string, tags: PageHeadTags): void {
    this.entries.push({ ...routePattern(route), tags });
  }

  /** The extra <head> tags of the page at `url` (path and query), or ''. */
  async tagsFor(url: string): Promise<string> {
    const pathname = url.split('?', 1)[0] ?? '/';
    for (const entry of this.entries) {
      const match = entry.pattern.exec(pathname);
      if (!match) continue;
      let timer: NodeJS.Timeout | undefined;
      try {
        const params = Object.fromEntries(
          entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
        );
        const outOfTime = new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve(''), HEAD_BUDGET_MS);
        });
        return await Promise.race([entry.tags(params).catch(() => ''), outOfTime]);
      } catch {
        return ''; // a malformed %-escape in the address: the page still loads
      } finally {
        clearTimeout(timer);
      }
    }
    return '';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: PageHeads;
  }
}

export function registerPageHeads(app: FastifyInstance): void {
  app.decorate('pageHeads', new PageHeads());
}
