/** docs/product.md §2 "Stores" and §8 "Stores". */
export const STORE_MESSAGES = {
  empty: 'No hay suministros disponibles',
  emptyHint: 'Pronto tendremos nuevos suministros',
  loginRequired: 'Inicia sesión para ver las tiendas.',
  detailLoginRequired: 'Inicia sesión para ver el detalle de la tienda.',
  notFound: 'No encontramos esta tienda (puede que el ID no exista).',
  loadFailed: 'No se pudo cargar la tienda.',
} as const;

/** Agro-supply shops (/suministros) and any other shop (/tiendas lists both). */
export const STORE_KINDS = [
  { value: 'suministros', label: 'Suministros agropecuarios' },
  { value: 'tienda', label: 'Otra tienda' },
] as const;
export type StoreKind = (typeof STORE_KINDS)[number]['value'];
export const STORE_KIND_VALUES = STORE_KINDS.map((k) => k.value) as [StoreKind, ...StoreKind[]];

export const STORE_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  addressMax: 300,
  tagMax: 40,
  tagsPerStore: 30,
  productsPerStore: 300,
  productNameMax: 120,
  productDescriptionMax: 500,
  sliderImages: 8,
  brochureImages: 12,
} as const;

/** Admin store forms (server-checked). */
export const STORE_FORM_MESSAGES = {
  nameRequired: 'Escribe el nombre de la tienda.',
  nameTooLong: `El nombre puede tener hasta ${STORE_LIMITS.nameMax} caracteres.`,
  kindRequired: 'Elige el tipo de tienda.',
  descriptionTooLong: `La descripción puede tener hasta ${STORE_LIMITS.descriptionMax} caracteres.`,
  addressTooLong: `La dirección puede tener hasta ${STORE_LIMITS.addressMax} caracteres.`,
  phoneInvalid: 'El teléfono debe tener 10 dígitos.',
  tagRequired: 'Escribe el nombre de la categoría.',
  tagTooLong: `La categoría puede tener hasta ${STORE_LIMITS.tagMax} caracteres.`,
  tagDuplicate: 'La tienda ya tiene esa categoría.',
  tooManyTags: `Una tienda puede tener hasta ${STORE_LIMITS.tagsPerStore} categorías.`,
  productNameRequired: 'Escribe el nombre del producto.',
  productNameTooLong: `El nombre puede tener hasta ${STORE_LIMITS.productNameMax} caracteres.`,
  productDescriptionTooLong: `La descripción puede tener hasta ${STORE_LIMITS.productDescriptionMax} caracteres.`,
  tooManyProducts: `Una tienda puede tener hasta ${STORE_LIMITS.productsPerStore} productos.`,
  tagNotInStore: 'Esa categoría no es de esta tienda.',
  sizeNotFound: 'La unidad no existe.',
  tooManySlider: `El carrusel puede tener hasta ${STORE_LIMITS.sliderImages} fotos.`,
  tooManyBrochures: `El catálogo puede tener hasta ${STORE_LIMITS.brochureImages} páginas.`,
  imageKindRequired: 'Indica si las fotos son del carrusel (slider) o del catálogo (brochure).',
  imagesRequired: 'Envía al menos una imagen en el campo images.',
  oneProductImage: 'Envía una sola foto del producto.',
  municipalityNotFound: 'El municipio no existe.',
  imageNotFound: 'No encontramos esa foto en la tienda.',
  tagNotFound: 'No encontramos esa categoría en la tienda.',
  productNotFound: 'No encontramos ese producto en la tienda.',
  created: 'Tienda creada.',
  saved: 'Cambios guardados.',
  deleted: 'Tienda eliminada.',
} as const;

export const STORE_IMAGE_KINDS = ['slider', 'brochure'] as const;
export type StoreImageKind = (typeof STORE_IMAGE_KINDS)[number];
