// Shapes of the reference catalogue (see README.md in this folder). The ids follow fixed rules
// and never change once published: listings reference them.

/** A unit of measure a listing is priced in (docs/product.md §3 "size"). */
export interface SizeSeed {
  id: number;
  name: string;
  abbreviation: string;
}

/** A catalogue product: id = subcategoryId * 1000 + n. */
export interface CatalogueProductSeed {
  id: number;
  name: string;
}

/** id = categoryId * 100 + n. */
export interface SubcategorySeed {
  id: number;
  name: string;
  products: CatalogueProductSeed[];
}

/** id 1..10; icon is one of the built-in icon slugs of docs/product.md §3. */
export interface CategorySeed {
  id: number;
  name: string;
  icon: string;
  subcategories: SubcategorySeed[];
}

/** The eight food groups (bulletin tables) of DANE's SIPSA wholesale-price bulletin. */
export type SipsaGroup =
  | 'Verduras y hortalizas'
  | 'Frutas'
  | 'Tubérculos, raíces y plátanos'
  | 'Granos y cereales'
  | 'Lácteos y huevos'
  | 'Carnes'
  | 'Pescados'
  | 'Procesados';

/**
 * A SIPSA product as placed in our catalogue. Its subcategory is Math.floor(id / 1000).
 * `retired` marks a product that SIPSA no longer lists: it keeps its id and stays in the
 * catalogue, because listings may reference it.
 */
export interface SipsaProductSeed {
  id: number;
  name: string;
  retired?: true;
}

export interface SipsaGroupSeed {
  group: SipsaGroup;
  products: SipsaProductSeed[];
}
