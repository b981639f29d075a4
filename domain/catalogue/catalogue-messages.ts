export const QUICK_SEARCH_HINT = 'Escribe al menos 2 caracteres para buscar.';

/** docs/product.md §8 "Categories". */
export const CATEGORY_MESSAGES = {
  loadFailed: 'No se pudo cargar categorías',
  empty: 'No hay categorías disponibles.',
} as const;
