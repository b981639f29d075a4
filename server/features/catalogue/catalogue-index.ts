import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import {
  createCatalogueSearch,
  type CatalogueSearch,
} from '../../../domain/catalogue/quick-search';
import type { ReferenceData } from '../../db/reference-data';

// The quick search runs over the catalogue held in memory (about 800 products): a search
// costs microseconds instead of a database round trip with hundreds of unaccent() calls.
export class CatalogueIndex {
  private readonly items: CatalogueSearchItem[];
  private readonly searcher: CatalogueSearch;

  constructor(reference: ReferenceData) {
    this.items = [...reference.products.values()]
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
      );
    this.searcher = createCatalogueSearch(this.items);
  }

  /** The whole catalogue, by category, for the client's cache. */
  all(): CatalogueSearchItem[] {
    return this.items;
  }

  search(text: string): CatalogueSearchItem[] {
    return this.searcher.search(text);
  }
}
