import { z } from 'zod';
import { optionalId, optionalPhone, optionalText, requiredText } from '../form-values';
import { priceSchema } from '../listings/listing';

/** SPEC §2 "Stores" and §8 "Stores". */
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
const STORE_KIND_VALUES = STORE_KINDS.map((k) => k.value) as [StoreKind, ...StoreKind[]];

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

const m = STORE_FORM_MESSAGES;

export const storeInputSchema = z.object({
  name: requiredText(STORE_LIMITS.nameMax, { required: m.nameRequired, tooLong: m.nameTooLong }),
  kind: z.enum(STORE_KIND_VALUES, { error: m.kindRequired }),
  description: optionalText(STORE_LIMITS.descriptionMax, m.descriptionTooLong),
  address: optionalText(STORE_LIMITS.addressMax, m.addressTooLong),
  municipality_id: optionalId,
  phone: optionalPhone(m.phoneInvalid),
  whatsapp: optionalPhone(m.phoneInvalid),
});
export type StoreInput = z.input<typeof storeInputSchema>;

export const storeTagInputSchema = z.object({
  name: requiredText(STORE_LIMITS.tagMax, { required: m.tagRequired, tooLong: m.tagTooLong }),
});

/** A store product (multipart with an optional `image`, or JSON). */
export const storeProductInputSchema = z.object({
  name: requiredText(STORE_LIMITS.productNameMax, {
    required: m.productNameRequired,
    tooLong: m.productNameTooLong,
  }),
  description: optionalText(STORE_LIMITS.productDescriptionMax, m.productDescriptionTooLong),
  price: priceSchema,
  tag_id: optionalId,
  size_id: optionalId,
});
export type StoreProductInput = z.input<typeof storeProductInputSchema>;

export const STORE_IMAGE_KINDS = ['slider', 'brochure'] as const;
export type StoreImageKind = (typeof STORE_IMAGE_KINDS)[number];
