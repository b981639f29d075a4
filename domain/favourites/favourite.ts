import { FAVOURITES } from '../limits';

/** docs/product.md §2 "Favourites" and the favourite calls. */
export const FAVOURITE_MESSAGES = {
  empty: 'No tienes productos en favoritos',
  emptyHint: 'Aún no tienes favoritos disponibles',
  added: 'Agregado a favoritos.',
  removed: 'Quitado de favoritos.',
  listingUnavailable: 'Este producto ya no está disponible.',
  tooMany: `Ya tienes ${FAVOURITES.maxPerPerson} favoritos, el máximo. Quita alguno para guardar este.`,
} as const;
