import { ALL_CATEGORIES } from '../../../../domain/listings/catalogue-address';
import type { CatalogueCategory } from '../../../../domain/listings/catalogue-address';

// The title of /productos/{category}?name=…. Kept apart from the filters because the router
// reads it for the browser tab title.

export const WHOLE_CATALOGUE_TITLE = 'Todos los productos';

/**
 * Title of the screen: the category name of the link, 'Todos los productos' for the whole
 * catalogue, or the category the listings themselves name when the link had none.
 */
export function catalogueTitle(
  location: CatalogueCategory & { q?: string | null },
  categoryOfListings?: string,
): string {
  const category =
    location.category === ALL_CATEGORIES.id
      ? null
      : (location.name ?? categoryOfListings ?? 'Productos');
  // Search results (docs/product.md §16): the words, and the category they were searched in.
  if (location.q)
    return category ? `«${location.q}» en ${category}` : `Resultados de «${location.q}»`;
  return category ?? WHOLE_CATALOGUE_TITLE;
}
