import { ALL_CATEGORIES } from '../../../../domain/listings/catalogue-address';
import type { CatalogueCategory } from '../../../../domain/listings/catalogue-address';

// The title of /productos/{category}?name=…. Kept apart from the filters because the router
// reads it for the browser tab title.

export const WHOLE_CATALOGUE_TITLE = 'Todos los productos';

/**
 * Title of the screen: the category name of the link, 'Todos los productos' for the whole
 * catalogue, or the category the listings themselves name when the link had none.
 */
export function catalogueTitle(location: CatalogueCategory, categoryOfListings?: string): string {
  if (location.category === ALL_CATEGORIES.id) return WHOLE_CATALOGUE_TITLE;
  return location.name ?? categoryOfListings ?? 'Productos';
}
