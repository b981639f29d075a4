/** SPEC §2 "Stores" and §8 "Stores". */
export const STORE_MESSAGES = {
  empty: 'No hay suministros disponibles',
  emptyHint: 'Pronto tendremos nuevos suministros',
  loginRequired: 'Inicia sesión para ver las tiendas.',
  detailLoginRequired: 'Inicia sesión para ver el detalle de la tienda.',
  notFound: 'No encontramos esta tienda (puede que el ID no exista).',
  loadFailed: 'No se pudo cargar la tienda.',
} as const;
