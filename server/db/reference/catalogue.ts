// The project's reference catalogue: units of measure, and the category › subcategory › product
// tree a seller picks from. It is assembled from the hand-written tree (own-catalogue.ts) and
// the SIPSA products (sipsa.generated.ts). See README.md for the id rules and how to add items.
import { ownCategories } from './own-catalogue';
import { sipsaGroups } from './sipsa.generated';
import type { CatalogueProductSeed, CategorySeed } from './types';

export type { CatalogueProductSeed, CategorySeed } from './types';
export { sizes } from './sizes';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function byName(a: CatalogueProductSeed, b: CatalogueProductSeed): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}

function assemble(): CategorySeed[] {
  const sipsaBySubcategory = new Map<number, CatalogueProductSeed[]>();
  for (const { products } of sipsaGroups) {
    for (const { id, name } of products) {
      const subcategoryId = Math.floor(id / 1000);
      const list = sipsaBySubcategory.get(subcategoryId) ?? [];
      list.push({ id, name });
      sipsaBySubcategory.set(subcategoryId, list);
    }
  }

  const tree = ownCategories.map((category) => ({
    ...category,
    subcategories: category.subcategories.map((subcategory) => {
      const sipsa = sipsaBySubcategory.get(subcategory.id) ?? [];
      sipsaBySubcategory.delete(subcategory.id);
      return {
        id: subcategory.id,
        name: subcategory.name,
        products: [...sipsa, ...subcategory.products.map(({ id, name }) => ({ id, name }))].sort(
          byName,
        ),
      };
    }),
  }));

  const orphans = [...sipsaBySubcategory.keys()];
  if (orphans.length > 0) {
    throw new Error(`SIPSA products point to unknown subcategories: ${orphans.join(', ')}`);
  }
  return tree;
}

/** Categories 1..10 with their subcategories; products sorted by name (Spanish collation). */
export const categories: CategorySeed[] = assemble();

export interface CatalogueProductRow extends CatalogueProductSeed {
  categoryId: number;
  subcategoryId: number;
}

/** Every catalogue product as a flat row, handy for seeding a table. */
export const catalogueProducts: CatalogueProductRow[] = categories.flatMap((category) =>
  category.subcategories.flatMap((subcategory) =>
    subcategory.products.map((product) => ({
      ...product,
      categoryId: category.id,
      subcategoryId: subcategory.id,
    })),
  ),
);
