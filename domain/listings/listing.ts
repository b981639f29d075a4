import { LISTINGS, SEARCH } from '../limits';

/** docs/product.md §5 "Create product", "Images", "Edit product" and §8 "Products", "My products", "Edit". */
export const LISTING_MESSAGES = {
  required: 'Requerido',
  pickFromSearch: 'Debes escoger un producto desde el buscador',
  atLeastOneImage: 'Debes subir al menos 1 imagen',
  limitReached:
    'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.',
  actionFailed: 'No se pudo procesar la acción',
  unexpected: 'Ocurrió un problema inesperado.',
  changeAtLeastOne: 'Cambia al menos un campo (precio, cantidad o descripción).',
  selectAddress: 'Selecciona una dirección',
  saveFailed: 'No se pudo guardar cambios',
  loadFailed: 'No se pudo cargar el producto.',
  listFailed: 'No pudimos cargar los productos.',
  unexpectedFormat: 'Respuesta de productos en formato inesperado',
  empty: 'No hay productos disponibles',
  emptyHint: 'Pronto tendremos nuevos productos',
  myListFailed: 'No pudimos cargar tus productos.',
  noPhone: 'No hay número de teléfono disponible para este producto.',
  badPhone: 'El número de teléfono no tiene un formato válido.',
  // Server-side rules docs/product.md leaves to us.
  wholeNumber: 'Escribe solo números, sin puntos ni comas.',
  priceTooHigh: 'El precio es demasiado alto.',
  stockTooHigh: 'La cantidad es demasiado alta.',
  descriptionTooLong: `La descripción puede tener hasta ${LISTINGS.descriptionMaxLength} caracteres.`,
  notFound: 'Producto no encontrado.',
  soldIsFinal: 'Este producto ya se vendió: no se puede activar ni cambiar.',
  unknownProduct: 'Ese producto no está en el catálogo. Escógelo desde el buscador.',
  unknownSize: 'Escoge una unidad de la lista.',
  unitWeightRange: 'Escribe el peso en kilos, entre 0,1 y 2.000.',
  unitWeightNotForUnit: 'El peso solo se indica para bultos, cargas, sacos, canastillas o cajas.',
  unknownAddress: 'Escoge una de tus direcciones guardadas.',
  created: 'Producto publicado. Actívalo en Mis productos para que los compradores lo vean.',
  updated: 'Los cambios se guardaron correctamente.',
  activated: 'Producto activado.',
  deactivated: 'Producto desactivado.',
  markedSold: 'Producto marcado como vendido.',
} as const;

/** The catalogue search (docs/product.md §16): words and place. */
export const LISTING_SEARCH_MESSAGES = {
  wordsTooShort: `Escribe al menos ${SEARCH.minLength} caracteres para buscar.`,
  wordsTooLong: `La búsqueda puede tener hasta ${SEARCH.maxLength} caracteres.`,
  wordsNeeded: 'Escribe qué buscas para ordenar por relevancia.',
  unknownDepartment: 'No encontramos ese departamento.',
  unknownMunicipality: 'No encontramos ese municipio.',
  municipalityNotInDepartment: 'Ese municipio no es de ese departamento.',
  badRadius: `Elige una distancia de ${SEARCH.radiiKm.slice(0, -1).join(', ')} o ${SEARCH.radiiKm.at(-1)} km.`,
  nearNeeded: 'Elige el municipio desde el que medimos la distancia.',
} as const;

export const MAX_PRICE = 999_999_999_999;
export const MAX_STOCK = 10_000_000;
