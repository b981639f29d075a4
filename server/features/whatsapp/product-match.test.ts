import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../db/reference-data';
import { catalogueProducts, categories } from '../../db/reference/catalogue';
import { productMatcher } from './product-match';

// Product names as farmers type them in the chat, against the real catalogue.

const reference = {
  categories: new Map(categories.map((c) => [c.id, { id: c.id, name: c.name, icon: '' }])),
  subcategories: new Map(
    categories.flatMap((c) =>
      c.subcategories.map((s) => [s.id, { id: s.id, name: s.name, categoryId: c.id }] as const),
    ),
  ),
  products: new Map(
    catalogueProducts.map((p) => [
      p.id,
      { id: p.id, name: p.name, subcategoryId: p.subcategoryId },
    ]),
  ),
} as unknown as ReferenceData;
const match = productMatcher(reference);
const names = (text: string) => match(text).map((p) => p.name);

describe('products typed in the chat', () => {
  it.each([
    ['papa pastusa', 'Papa parda pastusa'],
    ['papa pastuza', 'Papa parda pastusa'],
    ['PAPA PASTUSA', 'Papa parda pastusa'],
    ['platano harton', 'Plátano hartón verde'],
    ['plátano hartón verde', 'Plátano hartón verde'],
    ['aguacate has', 'Aguacate Hass'],
  ])('"%s" finds %s first', (typed, product) => {
    expect(names(typed)[0]).toBe(product);
  });

  it('a word many products share offers them all, the chat shows the first three', () => {
    expect(names('papa').length).toBeGreaterThan(3);
    expect(
      names('papa')
        .slice(0, 3)
        .every((name) => name.startsWith('Papa')),
    ).toBe(true);
  });

  it('nothing for words that name no product', () => {
    expect(match('xqzw')).toEqual([]);
  });
});
