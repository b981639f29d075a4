import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { CATALOGUE } from '../../../domain/limits';
import { foldText } from '../../../domain/text';
import type { ReferenceData } from '../../db/reference-data';

// The quick search runs over the catalogue held in memory (about 800 products): a search
// costs microseconds instead of a database round trip with hundreds of unaccent() calls.

const spanish = new Intl.Collator('es');

interface Entry {
  item: CatalogueSearchItem;
  product: string;
  words: string[];
  subcategory: string;
}

export class CatalogueIndex {
  private readonly entries: Entry[];

  constructor(reference: ReferenceData) {
    this.entries = [...reference.products.values()]
      .map((product): CatalogueSearchItem => {
        const subcategory = reference.subcategories.get(product.subcategoryId)!;
        const category = reference.categories.get(subcategory.categoryId)!;
        return {
          category_id: category.id,
          category: category.name,
          subcategory_id: subcategory.id,
          subcategory: subcategory.name,
          product_id: product.id,
          product: product.name,
        };
      })
      .sort(
        (a, b) =>
          a.category_id - b.category_id ||
          a.subcategory_id - b.subcategory_id ||
          a.product_id - b.product_id,
      )
      .map((item) => ({
        item,
        product: foldText(item.product),
        words: foldText(item.product).split(/[\s,()/-]+/),
        subcategory: foldText(item.subcategory),
      }));
  }

  /** The whole catalogue, by category, for the client's cache. */
  all(): CatalogueSearchItem[] {
    return this.entries.map((entry) => entry.item);
  }

  /** Best matches first: name starts with the text, a word starts with it, name contains it, subcategory contains it. */
  search(text: string): CatalogueSearchItem[] {
    const needle = foldText(text);
    const rank = (entry: Entry) => {
      if (entry.product.startsWith(needle)) return 0;
      if (entry.words.some((word) => word.startsWith(needle))) return 1;
      if (entry.product.includes(needle)) return 2;
      if (entry.subcategory.includes(needle)) return 3;
      return -1;
    };
    return this.entries
      .map((entry) => ({ entry, rank: rank(entry) }))
      .filter(({ rank }) => rank >= 0)
      .sort(
        (a, b) => a.rank - b.rank || spanish.compare(a.entry.item.product, b.entry.item.product),
      )
      .slice(0, CATALOGUE.quickSearchMaxResults)
      .map(({ entry }) => entry.item);
  }
}
