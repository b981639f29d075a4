import { describe, expect, it } from 'vitest';
import { filterStoreProducts, storeFilterTags } from './store-filter';

const urea = {
  name: 'Urea granulada',
  description: 'Fertilizante nitrogenado 46 %',
  tag: 'Fertilizantes',
  size: 'Bulto 50 kg',
};
const glifosato = {
  name: 'Glifosato',
  description: 'Herbicida de amplio espectro',
  tag: 'Herbicidas',
  size: 'Litro',
};
const pala = { name: 'Pala redonda', description: '', tag: null, size: null };
const cafe = {
  name: 'Semilla de café',
  description: 'Variedad Castillo',
  tag: 'Semillas',
  size: 'kg',
};
const products = [urea, glifosato, pala, cafe];

const names = (list: { name: string }[]) => list.map((product) => product.name);

describe('store product filter (docs/product.md §5)', () => {
  it('with no tag and no search keeps every product, in order', () => {
    expect(filterStoreProducts(products)).toEqual(products);
    expect(filterStoreProducts(products, { tag: null, search: '   ' })).toEqual(products);
  });

  it('the tag chip matches whatever the case', () => {
    expect(names(filterStoreProducts(products, { tag: 'fertilizantes' }))).toEqual([
      'Urea granulada',
    ]);
    expect(names(filterStoreProducts(products, { tag: 'HERBICIDAS' }))).toEqual(['Glifosato']);
  });

  it('a tag no product has leaves nothing, and untagged products only show under "Todas"', () => {
    expect(filterStoreProducts(products, { tag: 'Riego' })).toEqual([]);
    expect(names(filterStoreProducts(products, { tag: '' }))).toContain('Pala redonda');
  });

  it('searches the name, whatever the case', () => {
    expect(names(filterStoreProducts(products, { search: 'GLIFO' }))).toEqual(['Glifosato']);
  });

  it('searches the description', () => {
    expect(names(filterStoreProducts(products, { search: 'nitrogenado' }))).toEqual([
      'Urea granulada',
    ]);
  });

  it('searches the tag', () => {
    expect(names(filterStoreProducts(products, { search: 'herbicida' }))).toEqual(['Glifosato']);
  });

  it('searches the size (unit label)', () => {
    expect(names(filterStoreProducts(products, { search: 'bulto' }))).toEqual(['Urea granulada']);
    expect(names(filterStoreProducts(products, { search: 'litro' }))).toEqual(['Glifosato']);
  });

  it('ignores accents, as the other searches of the app do', () => {
    expect(names(filterStoreProducts(products, { search: 'cafe' }))).toEqual(['Semilla de café']);
  });

  it('every typed word must be found, in any of the fields', () => {
    expect(names(filterStoreProducts(products, { search: 'urea 50 kg' }))).toEqual([
      'Urea granulada',
    ]);
    expect(filterStoreProducts(products, { search: 'urea litro' })).toEqual([]);
  });

  it('tag and search narrow together', () => {
    expect(filterStoreProducts(products, { tag: 'Herbicidas', search: 'urea' })).toEqual([]);
    expect(names(filterStoreProducts(products, { tag: 'semillas', search: 'castillo' }))).toEqual([
      'Semilla de café',
    ]);
  });
});

describe('filter chips', () => {
  it("the store's tags first, then product tags it lacks, once each whatever the case", () => {
    expect(
      storeFilterTags(
        ['Fertilizantes', 'Herbicidas', ' '],
        [...products, { name: 'Cal', tag: 'fertilizantes' }],
      ),
    ).toEqual(['Fertilizantes', 'Herbicidas', 'Semillas']);
  });
});
