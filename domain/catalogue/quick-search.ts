import type { CatalogueSearchItem } from '../api/catalogue';
import { CATALOGUE } from '../limits';
import { foldText } from '../text';

// The quick search over the catalogue (docs/product.md §5): the server answers `?q=` with it and the
// phone searches its stored copy with it, so both give the same results in the same order.

interface Entry {
  item: CatalogueSearchItem;
  product: string;
  words: string[];
  subcategory: string;
}

/**
 * Built at the first search, not when the module loads: building ICU's Spanish collation took
 * 6–15 ms of a phone page's first code evaluation, a task Lighthouse counted as blocking
 * (decision 027, session 20), for a search most visits never make.
 */
let spanish: Intl.Collator | undefined;
const compareInSpanish = (a: string, b: string) =>
  (spanish ??= new Intl.Collator('es', { sensitivity: 'base' })).compare(a, b);

export interface QuickSearcher {
  /** Best matches first, at most 50; nothing under 2 characters. */
  search(text: string): CatalogueSearchItem[];
}

/**
 * Ranks: the name starts with the text, then a word of the name starts with it, then the name
 * contains every typed word, then the subcategory does. Accents and case never matter.
 */
export function createQuickSearcher(items: readonly CatalogueSearchItem[]): QuickSearcher {
  const entries: Entry[] = items.map((item) => {
    const product = foldText(item.product);
    return {
      item,
      product,
      words: product.split(/[\s,()/-]+/),
      subcategory: foldText(item.subcategory),
    };
  });
  return {
    search(text) {
      const needle = foldText(text);
      if (needle.length < CATALOGUE.quickSearchMinChars) return [];
      const typed = needle.split(/\s+/);
      const rank = (entry: Entry) => {
        if (entry.product.startsWith(needle)) return 0;
        if (entry.words.some((word) => word.startsWith(needle))) return 1;
        if (typed.every((word) => entry.product.includes(word))) return 2;
        if (typed.every((word) => `${entry.product} ${entry.subcategory}`.includes(word))) return 3;
        return -1;
      };
      return entries
        .map((entry) => ({ entry, rank: rank(entry) }))
        .filter(({ rank }) => rank >= 0)
        .sort(
          (a, b) => a.rank - b.rank || compareInSpanish(a.entry.item.product, b.entry.item.product),
        )
        .slice(0, CATALOGUE.quickSearchMaxResults)
        .map(({ entry }) => entry.item);
    },
  };
}
