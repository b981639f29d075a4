import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { createQuickSearcher, type QuickSearcher } from '../../../domain/catalogue/quick-search';

// Indexing ~800 names takes a moment on a cheap phone: done once per catalogue copy.
const searchers = new WeakMap<readonly CatalogueSearchItem[], QuickSearcher>();

/**
 * The quick search on the phone, with the same rules and order as the server's `?q=`
 * (domain/catalogue/quick-search.ts).
 */
export function searchCatalogueItems(
  items: readonly CatalogueSearchItem[],
  text: string,
): CatalogueSearchItem[] {
  let searcher = searchers.get(items);
  if (!searcher) {
    searcher = createQuickSearcher(items);
    searchers.set(items, searcher);
  }
  return searcher.search(text);
}
