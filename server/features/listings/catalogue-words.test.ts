import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../db/reference-data';
import { CatalogueWords, MAX_SEARCH_WORDS, searchWords } from './catalogue-words';

// The catalogue's names in memory: what a search's words name, at a bounded cost.

const reference = {
  categories: new Map([[10, { id: 10, name: 'Mercado', icon: '' }]]),
  subcategories: new Map([
    [1, { id: 1, name: 'Frutas', categoryId: 10 }],
    [2, { id: 2, name: 'Tubérculos, raíces y plátanos', categoryId: 10 }],
  ]),
  products: new Map([
    [100, { id: 100, name: 'Aguacate Hass', subcategoryId: 1 }],
    [101, { id: 101, name: 'Coco', subcategoryId: 1 }],
    [102, { id: 102, name: 'Jugo de frutas', subcategoryId: 2 }],
    [200, { id: 200, name: 'Plátano hartón', subcategoryId: 2 }],
    [201, { id: 201, name: 'Yuca criolla', subcategoryId: 2 }],
  ]),
} as unknown as ReferenceData;
const words = new CatalogueWords(reference);

describe('searchWords', () => {
  it('folds, drops filler and repeats, and keeps at most five words of a long search', () => {
    expect(searchWords('Plátano  de la FINCA, plátano')).toEqual(['platano', 'finca']);
    expect(searchWords('de')).toEqual(['de']);
    const long = Array.from({ length: 25 }, (_, i) => `pal${String.fromCharCode(97 + i)}`).join(
      ' ',
    );
    expect(searchWords(long)).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('CatalogueWords', () => {
  it('names the products whose own name holds the words, not those of a subcategory named after them', () => {
    expect(words.named(['platano'])).toEqual({ products: [200], byName: true });
  });

  it('forgives a typo against names and spells the word as the catalogue does', () => {
    expect(words.named(['aguacte'])).toEqual({
      products: [100],
      byName: true,
      suggestion: 'aguacate',
    });
  });

  it('falls back on subcategory and category names when no product is named; a subcategory named exactly follows the products named', () => {
    expect(words.named(['mercado'])).toMatchObject({ byName: false });
    expect(words.named(['mercado']).products.sort()).toEqual([100, 101, 102, 200, 201]);
    expect(words.named(['frutas'])).toEqual({ products: [102, 100, 101], byName: true });
  });

  it('needs every word: "aguacate hass" is one product, made-up words are none', () => {
    expect(words.named(['aguacate', 'hass']).products).toEqual([100]);
    expect(words.named(['qzx', 'vbw'])).toEqual({ products: [], byName: false });
  });
});
