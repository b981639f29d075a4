import { foldText, matchesSearch } from '../text';

// docs/product.md §5 "Store product filter": the tag chip matches case-insensitively, and the search box
// looks, case-insensitively, through the name, description, tag and size of each product.
// Accents are folded too ("cafe" finds "Café"), as every other search of the app does.

/** The fields of a store product the filter reads (docs/product.md §3 "Product as listed in a store"). */
export interface FilterableStoreProduct {
  name: string;
  description?: string | null;
  tag?: string | null;
  size?: string | null;
}

export interface StoreProductFilter {
  /** The chosen chip; null (or blank) is 'Todas'. */
  tag?: string | null;
  /** What was typed in 'Buscar productos…'. */
  search?: string;
}

export function matchesStoreTag(product: FilterableStoreProduct, tag?: string | null): boolean {
  const wanted = foldText(tag ?? '');
  return wanted === '' || foldText(product.tag ?? '') === wanted;
}

/** Every typed word must appear in one of the four fields; a blank search keeps them all. */
export function matchesStoreSearch(product: FilterableStoreProduct, search = ''): boolean {
  const text = [product.name, product.description, product.tag, product.size]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n');
  return matchesSearch(text, search);
}

export function filterStoreProducts<T extends FilterableStoreProduct>(
  products: readonly T[],
  { tag = null, search = '' }: StoreProductFilter = {},
): T[] {
  return products.filter(
    (product) => matchesStoreTag(product, tag) && matchesStoreSearch(product, search),
  );
}

/**
 * The chips after 'Todas': the store's tags, then any tag a product carries that the store list
 * lacks, once each whatever its case, in the order first seen.
 */
export function storeFilterTags(
  storeTags: readonly string[],
  products: readonly FilterableStoreProduct[],
): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of [...storeTags, ...products.map((product) => product.tag ?? '')]) {
    const tag = raw.trim();
    const key = foldText(tag);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
