import type { ReferenceData } from '../../db/reference-data';
import { CatalogueWords, searchWords } from '../listings';

// A product typed in the chat ("papa pastuza", "cafe", "platano") matched to the catalogue the
// way the catalogue search matches words (accents, case and small typos forgiven), so the chat
// and the web find the same products.

export type ProductMatcher = (text: string) => { id: number; name: string }[];

export function productMatcher(reference: ReferenceData): ProductMatcher {
  const words = new CatalogueWords(reference);
  return (text) =>
    words
      .named(searchWords(text))
      .products.map((id) => reference.products.get(id))
      .filter((product) => product !== undefined)
      .map((product) => ({ id: product.id, name: product.name }));
}
