import { describe, expect, it } from 'vitest';
import type { CatalogueSearchItem } from '../api/catalogue';
import { createQuickSearcher } from './quick-search';

const item = (
  product_id: number,
  product: string,
  subcategory = 'Frutas',
): CatalogueSearchItem => ({
  category_id: 10,
  category: 'Mercado',
  subcategory_id: 1002,
  subcategory,
  product_id,
  product,
});

const catalogue = createQuickSearcher([
  item(1, 'Tomate chonto'),
  item(2, 'Papa criolla', 'Tubérculos, raíces y plátanos'),
  item(3, 'Harina de papa'),
  item(4, 'Plátano hartón verde', 'Tubérculos, raíces y plátanos'),
  item(5, 'Papaya maradol'),
  item(6, 'Ñame espino', 'Tubérculos, raíces y plátanos'),
]);
const names = (text: string) => catalogue.search(text).map((i) => i.product);

describe('catalogue quick search', () => {
  it('finds "Plátano" for "platano" and "Ñame" for "name"', () => {
    // Then the products whose subcategory ("…raíces y plátanos") matches.
    expect(names('platano')).toEqual(['Plátano hartón verde', 'Ñame espino', 'Papa criolla']);
    expect(names('ÑAME')).toEqual(['Ñame espino']);
  });

  it('puts names that start with the text first, then names with a word that does', () => {
    expect(names('papa')).toEqual(['Papa criolla', 'Papaya maradol', 'Harina de papa']);
  });

  it('finds by the subcategory after the names', () => {
    expect(names('tuberculos')).toEqual(['Ñame espino', 'Papa criolla', 'Plátano hartón verde']);
  });

  it('answers nothing under 2 characters, and at most 50 results', () => {
    expect(names('p')).toEqual([]);
    const many = createQuickSearcher(Array.from({ length: 80 }, (_, i) => item(i, `Pan ${i}`)));
    expect(many.search('pan')).toHaveLength(50);
  });
});
