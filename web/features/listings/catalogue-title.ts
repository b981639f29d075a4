import { ALL_CATEGORIES } from '../../app/paths';

// Which category /productos/{category}?name=… shows, and its title. Kept apart from the filters
// (and free of zod) because the router reads it for the browser tab title.

export const WHOLE_CATALOGUE_TITLE = 'Todos los productos';

export interface CatalogueCategory {
  /** 0 is the whole catalogue. */
  category: number;
  /** The category name the link carried (?name=), if any. */
  name: string | null;
}

/** SPEC §2: category 0, or the name 'Todos', is the whole catalogue. Unreadable ids too. */
export function readCatalogueCategory(
  categoryParam: string | undefined,
  search: URLSearchParams,
): CatalogueCategory {
  const name = search.get('name')?.trim() || null;
  const id = /^\d+$/.test(categoryParam ?? '') ? Number(categoryParam) : ALL_CATEGORIES.id;
  const category = name === ALL_CATEGORIES.name || !Number.isSafeInteger(id) ? 0 : id;
  return { category, name };
}

/**
 * Title of the screen: the category name of the link, 'Todos los productos' for the whole
 * catalogue, or the category the listings themselves name when the link had none.
 */
export function catalogueTitle(location: CatalogueCategory, categoryOfListings?: string): string {
  if (location.category === ALL_CATEGORIES.id) return WHOLE_CATALOGUE_TITLE;
  return location.name ?? categoryOfListings ?? 'Productos';
}
