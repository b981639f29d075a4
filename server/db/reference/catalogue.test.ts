import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CSV,
  GENERATED_FILE,
  generateSipsaModule,
} from '../../../scripts/reference-data/generate-catalogue';
import {
  ADOPTED_IDS,
  OWN_FIRST_N,
  SIPSA_LAST_N,
  SIPSA_SUBCATEGORY_IDS,
} from '../../../scripts/reference-data/sipsa';
import { catalogueProducts, categories, sizes } from './catalogue';
import { ownCategories } from './own-catalogue';
import { sipsaGroups } from './sipsa.generated';

const sipsaProducts = sipsaGroups.flatMap((g) => g.products);
const subcategories = categories.flatMap((c) => c.subcategories);
const products = subcategories.flatMap((s) => s.products);

/** Subcategories whose n 1..500 belong to the generator. */
const sipsaSubcategoryIds = new Set([
  ...SIPSA_SUBCATEGORY_IDS,
  ...sipsaProducts.map((p) => Math.floor(p.id / 1000)),
]);

/** Case- and accent-insensitive form, to catch near-duplicate names. */
const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

function expectWellFormedName(name: string) {
  expect(name, JSON.stringify(name)).toBe(name.trim());
  expect(name, JSON.stringify(name)).not.toMatch(/\s{2}/);
  expect(name, JSON.stringify(name)).toMatch(/^[\p{Lu}\d]/u);
}

function expectUniqueFolded(names: readonly string[], where: string) {
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = fold(name);
    expect(seen.get(key), `${where}: "${name}" repeats "${seen.get(key)}"`).toBeUndefined();
    seen.set(key, name);
  }
}

/** Own products that SIPSA took over (ADOPTED_IDS): their ids moved to sipsa.generated.ts. */
const adoptedIds = new Set(Object.values(ADOPTED_IDS));

/** The n of each id are consecutive from `first` (nothing deleted, nothing skipped). */
function expectConsecutive(
  ns: readonly number[],
  first: number,
  where: string,
  taken = new Set<number>(),
) {
  const sorted = [...new Set([...ns, ...taken])].sort((a, b) => a - b);
  expect(ns.length + taken.size, `${where}: repeated n`).toBe(sorted.length);
  expect(sorted, where).toEqual(sorted.map((_, i) => first + i));
}

describe('sizes', () => {
  it('starts with the four docs/product.md defaults, ids 1 to 4', () => {
    expect(sizes.slice(0, 4)).toEqual([
      { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
      { id: 2, name: 'Libras', abbreviation: 'lb' },
      { id: 3, name: 'Toneladas', abbreviation: 'ton' },
      { id: 4, name: 'Unidades', abbreviation: 'unidad' },
    ]);
  });

  it('has consecutive ids and unique, trimmed names and abbreviations', () => {
    expect(sizes.map((s) => s.id)).toEqual(sizes.map((_, i) => i + 1));
    for (const { name, abbreviation } of sizes) {
      expectWellFormedName(name);
      expect(abbreviation).toBe(abbreviation.trim());
      expect(abbreviation.length).toBeGreaterThan(0);
    }
    expectUniqueFolded(
      sizes.map((s) => s.name),
      'sizes',
    );
    expect(new Set(sizes.map((s) => s.abbreviation)).size).toBe(sizes.length);
  });
});

describe('categories', () => {
  it('are the ten docs/product.md categories with their built-in icons', () => {
    expect(categories.map(({ id, name, icon }) => [id, name, icon])).toEqual([
      [1, 'Despensa', 'pantry'],
      [2, 'Maquinaria', 'machinery'],
      [3, 'Animales', 'animals'],
      [4, 'Turismo', 'tourism'],
      [5, 'Maderas', 'wood'],
      [6, 'Derivados', 'derivatives'],
      [7, 'Implementos', 'implements'],
      [8, 'Hogar', 'house'],
      [9, 'Tierras', 'land'],
      [10, 'Mercado', 'groceries'],
    ]);
  });

  it('each have several subcategories, numbered categoryId * 100 + n from n = 1', () => {
    for (const category of categories) {
      expect(category.subcategories.length, category.name).toBeGreaterThanOrEqual(3);
      for (const { id } of category.subcategories) {
        expect(Math.floor(id / 100), `subcategory ${id}`).toBe(category.id);
      }
      expectConsecutive(
        category.subcategories.map((s) => s.id % 100),
        1,
        `subcategories of ${category.name}`,
      );
      expectUniqueFolded(
        category.subcategories.map((s) => s.name),
        category.name,
      );
      category.subcategories.forEach((s) => expectWellFormedName(s.name));
    }
  });
});

describe('catalogue products', () => {
  it('have globally unique ids', () => {
    const ids = [
      ...categories.map((c) => c.id),
      ...subcategories.map((s) => s.id),
      ...products.map((p) => p.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are numbered subcategoryId * 1000 + n, n from 1 to 999', () => {
    for (const subcategory of subcategories) {
      for (const { id } of subcategory.products) {
        expect(Math.floor(id / 1000), `product ${id}`).toBe(subcategory.id);
        expect(id % 1000, `product ${id}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('leave n 1..500 to SIPSA and number our own consecutively (from 501 where SIPSA is)', () => {
    for (const subcategory of ownCategories.flatMap((c) => c.subcategories)) {
      const first = sipsaSubcategoryIds.has(subcategory.id) ? OWN_FIRST_N : 1;
      const adoptedHere = [...adoptedIds].filter((id) => Math.floor(id / 1000) === subcategory.id);
      expectConsecutive(
        subcategory.products.map((p) => p.id % 1000),
        first,
        `own products of ${subcategory.id} ${subcategory.name}`,
        new Set(adoptedHere.map((id) => id % 1000)),
      );
    }
    for (const id of adoptedIds) {
      expect(id % 1000, `adopted id ${id}`).toBeGreaterThanOrEqual(OWN_FIRST_N);
      expect(
        sipsaProducts.some((p) => p.id === id),
        `adopted id ${id} in sipsa.generated.ts`,
      ).toBe(true);
    }
    const sipsaNs = new Map<number, number[]>();
    for (const { id } of sipsaProducts) {
      if (adoptedIds.has(id)) continue;
      expect(id % 1000, `SIPSA product ${id}`).toBeLessThanOrEqual(SIPSA_LAST_N);
      const subcategoryId = Math.floor(id / 1000);
      sipsaNs.set(subcategoryId, [...(sipsaNs.get(subcategoryId) ?? []), id % 1000]);
    }
    for (const [subcategoryId, ns] of sipsaNs) {
      expectConsecutive(ns, 1, `SIPSA products of ${subcategoryId}`);
    }
  });

  it('include every SIPSA product exactly once, under its SIPSA name', () => {
    expect(sipsaProducts.length).toBeGreaterThanOrEqual(395);
    const byId = new Map(products.map((p) => [p.id, p.name]));
    for (const { id, name } of sipsaProducts) {
      expect(byId.get(id), `SIPSA product ${id}`).toBe(name);
      expect(products.filter((p) => p.name === name && p.id === id)).toHaveLength(1);
    }
    const ownCount = ownCategories
      .flatMap((c) => c.subcategories)
      .reduce((sum, s) => sum + s.products.length, 0);
    expect(products).toHaveLength(sipsaProducts.length + ownCount);
    expect(new Set(sipsaProducts.map((p) => p.name)).size).toBe(sipsaProducts.length);
  });

  it('leave no subcategory empty', () => {
    for (const subcategory of subcategories) {
      expect(subcategory.products.length, `${subcategory.id} ${subcategory.name}`).toBeGreaterThan(
        0,
      );
    }
  });

  it('have trimmed names, unique within their subcategory', () => {
    for (const subcategory of subcategories) {
      subcategory.products.forEach((p) => expectWellFormedName(p.name));
      expectUniqueFolded(
        subcategory.products.map((p) => p.name),
        `${subcategory.id} ${subcategory.name}`,
      );
    }
  });

  it('are also listed flat, with their category and subcategory', () => {
    expect(catalogueProducts).toHaveLength(products.length);
    for (const row of catalogueProducts) {
      expect(Math.floor(row.id / 1000)).toBe(row.subcategoryId);
      expect(Math.floor(row.subcategoryId / 100)).toBe(row.categoryId);
    }
  });
});

describe('sipsa.generated.ts', () => {
  it.skipIf(!existsSync(DEFAULT_CSV))('is what the generator makes of the shared CSV', () => {
    const expected = generateSipsaModule(readFileSync(DEFAULT_CSV, 'utf8'), sipsaGroups);
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(expected);
  });

  it('credits the source', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toContain('Fuente: DANE – SIPSA');
  });
});
