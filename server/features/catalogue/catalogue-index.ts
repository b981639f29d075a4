import { catalogueApi, type CatalogueSearchItem } from '../../../domain/api/catalogue';
import { createQuickSearcher, type QuickSearcher } from '../../../domain/catalogue/quick-search';
import { foldText } from '../../../domain/text';
import type { ReferenceData } from '../../db/reference-data';
import { PreparedJson } from '../../platform/http/prepared-bytes';

/** Distinct searches kept ready to send (people type the same few letters again and again). */
const KEPT_ANSWERS = 2000;

// The quick search runs over the catalogue held in memory (about 800 products): a search
// costs microseconds instead of a database round trip with hundreds of unaccent() calls.
export class CatalogueIndex {
  private readonly items: CatalogueSearchItem[];
  private readonly searcher: QuickSearcher;
  private readonly answers = new Map<string, PreparedJson>();
  private everything: PreparedJson | null = null;

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
    this.searcher = createQuickSearcher(this.items);
  }

  /** The whole catalogue, by category, for the client's cache. */
  all(): CatalogueSearchItem[] {
    return this.items;
  }

  search(text: string): CatalogueSearchItem[] {
    return this.searcher.search(text);
  }

  /**
   * The answer to GET /categories/all, serialised once. The catalogue only changes with a new
   * release (reference data loads at start-up), so an answer never goes stale in a process.
   */
  answer(text: string | undefined): PreparedJson {
    const schema = catalogueApi.search.response;
    if (text === undefined)
      return (this.everything ??= new PreparedJson(schema, { data: this.items }));
    // The search folds accents and case first, so "Pá" and "pa" are the same question.
    const key = foldText(text);
    let answer = this.answers.get(key);
    if (!answer) {
      answer = new PreparedJson(schema, { data: this.search(text) });
      if (this.answers.size >= KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
    }
    return answer;
  }
}
