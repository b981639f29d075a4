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
      q: null,
      departmentId: null,
      municipalityId: null,
      near: null,
      radiusKm: 50,
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

  it('reads words and place, and drops what the API would refuse', () => {
    expect(
      read('0', 'q=+cafe+&departamento=41&municipio=41298&cerca=41551&radio=100&sort=distance'),
    ).toMatchObject({
      q: 'cafe',
      departmentId: 41,
      municipalityId: 41298,
      near: 41551,
      radiusKm: 100,
      sort: 'distance',
    });
    // Words start by relevance; an order whose words or place are missing falls back.
    expect(read('0', 'q=cafe').sort).toBe('relevance');
    expect(read('0', 'sort=relevance').sort).toBe('price_asc');
    expect(read('0', 'sort=distance&radio=25').sort).toBe('price_asc');
    // One letter, a radius not offered, a municipality of another department.
    expect(read('0', 'q=a&cerca=41298&radio=30&departamento=5&municipio=41298')).toMatchObject({
      q: null,
      radiusKm: 50,
      departmentId: 5,
      municipalityId: null,
    });
  });

  it('a search change keeps the place, starts in relevance order and leaves defaults out', () => {
    const search = new URLSearchParams('name=Todos&departamento=41&page=2');
    expect(withCatalogueFilters(search, { q: 'cafe' }).toString()).toBe(
      'name=Todos&departamento=41&q=cafe',
    );
    const nearest = withCatalogueFilters(search, { near: 41298, sort: 'distance' });
    expect(nearest.toString()).toBe(
      'name=Todos&departamento=41&cerca=41298&radio=50&sort=distance',
    );
    expect(withCatalogueFilters(nearest, { near: null }).toString()).toBe(
      'name=Todos&departamento=41',
    );
    expect(
      withCatalogueFilters(new URLSearchParams('q=cafe&sort=price_desc'), { q: null }).toString(),
    ).toBe('sort=price_desc');
  });
});
