import { describe, expect, it } from 'vitest';
import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { useTestApp } from '../../test/app';

const ctx = useTestApp();

const search = async (q: string) => {
  const res = await ctx.app.inject({ url: '/api/v1/categories/all', query: { q } });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/v1/sizes', () => {
  it('offers docs/product.md default units first and the units farmers sell in', async () => {
    const { data } = (await ctx.app.inject('/api/v1/sizes')).json();
    expect(data.slice(0, 4)).toEqual([
      { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
      { id: 2, name: 'Libras', abbreviation: 'lb' },
      { id: 3, name: 'Toneladas', abbreviation: 'ton' },
      { id: 4, name: 'Unidades', abbreviation: 'unidad' },
    ]);
    const names = data.map((s: { name: string }) => s.name.toLowerCase()).join(' ');
    for (const unit of [
      'arroba',
      'bulto',
      'carga',
      'docena',
      'litro',
      'cabeza',
      'hectárea',
      'fanegada',
    ]) {
      expect(names).toContain(unit);
    }
  });
});

describe('GET /api/v1/categories', () => {
  it('lists the ten categories with their built-in icons', async () => {
    const { data } = (await ctx.app.inject('/api/v1/categories')).json();
    expect(data.map((c: { id: number; icon: string }) => [c.id, c.icon])).toEqual([
      [1, 'pantry'],
      [2, 'machinery'],
      [3, 'animals'],
      [4, 'tourism'],
      [5, 'wood'],
      [6, 'derivatives'],
      [7, 'implements'],
      [8, 'house'],
      [9, 'land'],
      [10, 'groceries'],
    ]);
  });
});

describe('GET /api/v1/categories/all (quick search)', () => {
  it('finds "Plátano" when the person types "platano" without the accent', async () => {
    const { status, body } = await search('platano');
    expect(status).toBe(200);
    const names = body.data.map((i: CatalogueSearchItem) => i.product);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n: string) => n.startsWith('Plátano'))).toBe(true);
  });

  it('ignores letter case', async () => {
    const lower = await search('papa');
    const upper = await search('PAPA');
    expect(upper.body.data).toEqual(lower.body.data);
    expect(lower.body.data.length).toBeGreaterThan(0);
  });

  it('answers category, subcategory and product ids and labels for each row', async () => {
    const { body } = await search('tomate');
    expect(body.data[0]).toEqual({
      category_id: expect.any(Number),
      category: expect.any(String),
      subcategory_id: expect.any(Number),
      subcategory: expect.any(String),
      product_id: expect.any(Number),
      product: expect.stringMatching(/tomate/i),
    });
  });

  it('puts names that start with the text before names that only contain it', async () => {
    const { body } = await search('papa');
    const names: string[] = body.data.map((i: CatalogueSearchItem) => i.product);
    const firstContainsOnly = names.findIndex((n) => !n.toLowerCase().startsWith('papa'));
    const lastStarts = names.map((n) => n.toLowerCase().startsWith('papa')).lastIndexOf(true);
    expect(lastStarts).toBeGreaterThanOrEqual(0);
    if (firstContainsOnly !== -1) expect(lastStarts).toBeLessThan(firstContainsOnly);
  });

  it('answers at most 50 results', async () => {
    const { body } = await search('an');
    expect(body.data.length).toBe(50);
  });

  it('refuses a one-letter search with the spec hint', async () => {
    const { status, body } = await search('p');
    expect(status).toBe(422);
    expect(body.message).toBe('Escribe al menos 2 caracteres para buscar.');
  });

  it('treats % and _ as plain text, not as wildcards', async () => {
    const { status, body } = await search('%%');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers the whole catalogue when there is no text, for the client cache', async () => {
    const { data } = (await ctx.app.inject('/api/v1/categories/all')).json();
    expect(data.length).toBeGreaterThan(500);
    expect(new Set(data.map((i: CatalogueSearchItem) => i.category_id)).size).toBe(10);
  });
});
