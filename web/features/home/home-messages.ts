// Spanish texts of SPEC §8 the home screen shows. The stores and categories ones belong in
// domain/ once the stores feature lands (see the lead's note); listings' are already there.

export const CATEGORY_MESSAGES = {
  loadFailed: 'No se pudo cargar categorías',
  empty: 'No hay categorías disponibles.',
} as const;

export const STORE_MESSAGES = {
  empty: 'No hay suministros disponibles',
  emptyHint: 'Pronto tendremos nuevos suministros',
} as const;
