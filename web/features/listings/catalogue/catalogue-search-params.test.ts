import { describe, expect, it } from 'vitest';
import { readCatalogueLocation, withCatalogueFilters } from './catalogue-search-params';
import { catalogueTitle } from './catalogue-title';

const read = (category: string | undefined, search: string) =>
  readCatalogueLocation(category, new URLSearchParams(search));

describe('catalogue address', () => {
  it('starts with the lowest price first, page 1 and no price limit', () => {
    expect(read('3', 'name=Animales')).toEqual({
      category: 3,
      name: 'Animales',
      maxPrice: null,
      sort: 'price_asc',
      page: 1,
    });
  });

  it('reads the filters it wrote, and ignores values it does not know', () => {
    expect(read('3', 'sort=price_desc&page=4&max_price=90000')).toMatchObject({
      sort: 'price_desc',
      page: 4,
      maxPrice: 90000,
    });
    expect(read('3', 'sort=cheapest&page=-2&max_price=abc')).toMatchObject({
      sort: 'price_asc',
      page: 1,
      maxPrice: null,
    });
  });

  it.each([
    ['0', 'name=Todos'],
    ['7', 'name=Todos'],
    ['papas', ''],
    [undefined, ''],
  ])('category %s with "%s" is the whole catalogue', (category, search) => {
    const location = read(category, search);
    expect(location.category).toBe(0);
    expect(catalogueTitle(location)).toBe('Todos los productos');
  });

  it('is titled with the name of the link, or the category the listings name', () => {
    expect(catalogueTitle(read('3', 'name=Animales'))).toBe('Animales');
    expect(catalogueTitle(read('3', ''), 'Animales')).toBe('Animales');
    expect(catalogueTitle(read('3', ''))).toBe('Productos');
  });

  it('a filter change keeps the name, goes back to page 1 and leaves defaults out', () => {
    const search = new URLSearchParams('name=Animales&page=3&sort=price_desc');
    expect(withCatalogueFilters(search, { maxPrice: 50000 }).toString()).toBe(
      'name=Animales&sort=price_desc&max_price=50000',
    );
    expect(withCatalogueFilters(search, { sort: 'price_asc' }).toString()).toBe('name=Animales');
    expect(withCatalogueFilters(search, { page: 4 }).toString()).toBe(
      'name=Animales&page=4&sort=price_desc',
    );
  });
});
