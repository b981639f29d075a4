import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { CATALOGUE } from '../../../domain/limits';
import { foldText, matchesSearch } from '../../../domain/text';

type Folded = { item: CatalogueSearchItem; product: string; text: string };

// Folding ~800 names takes a moment on a cheap phone: done once per catalogue copy.
const foldedCatalogues = new WeakMap<readonly CatalogueSearchItem[], Folded[]>();

function folded(items: readonly CatalogueSearchItem[]): Folded[] {
  let list = foldedCatalogues.get(items);
  if (!list) {
    list = items.map((item) => ({
      item,
      product: foldText(item.product),
      text: `${item.product} ${item.subcategory}`,
    }));
    foldedCatalogues.set(items, list);
  }
  return list;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * The quick search on the phone, ordered as the server orders `?q=`: names that start with the
 * text, then names with a word that starts with it, then the rest; alphabetical within each.
 * Accents and case are ignored; at most 50 results (SPEC §5 "Quick search").
 */
export function searchCatalogueItems(
  items: readonly CatalogueSearchItem[],
  text: string,
): CatalogueSearchItem[] {
  const needle = foldText(text);
  if (needle.length < CATALOGUE.quickSearchMinChars) return [];
  const rank = (product: string) =>
    product.startsWith(needle) ? 0 : product.includes(` ${needle}`) ? 1 : 2;
  return folded(items)
    .filter((entry) => matchesSearch(entry.text, needle))
    .map((entry) => ({ entry, rank: rank(entry.product) }))
    .sort((a, b) => a.rank - b.rank || collator.compare(a.entry.item.product, b.entry.item.product))
    .slice(0, CATALOGUE.quickSearchMaxResults)
    .map(({ entry }) => entry.item);
}
