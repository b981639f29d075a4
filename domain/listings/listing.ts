import { z } from 'zod';
import { LISTINGS } from '../limits';
import { optionalText, requiredId } from '../form-values';

/** SPEC §5 "Create product", "Images", "Edit product" and §8 "Products", "My products", "Edit". */
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
  // Server-side rules the SPEC leaves to us.
  wholeNumber: 'Escribe solo números, sin puntos ni comas.',
  priceTooHigh: 'El precio es demasiado alto.',
  stockTooHigh: 'La cantidad es demasiado alta.',
  descriptionTooLong: `La descripción puede tener hasta ${LISTINGS.descriptionMaxLength} caracteres.`,
  notFound: 'Producto no encontrado.',
  soldIsFinal: 'Este producto ya se vendió: no se puede activar ni cambiar.',
  unknownProduct: 'Ese producto no está en el catálogo. Escógelo desde el buscador.',
  unknownSize: 'Escoge una unidad de la lista.',
  unknownAddress: 'Escoge una de tus direcciones guardadas.',
  created: 'Producto publicado. Actívalo en Mis productos para que los compradores lo vean.',
  updated: 'Los cambios se guardaron correctamente.',
  activated: 'Producto activado.',
  deactivated: 'Producto desactivado.',
  markedSold: 'Producto marcado como vendido.',
} as const;

const m = LISTING_MESSAGES;

export const MAX_PRICE = 999_999_999_999;
export const MAX_STOCK = 10_000_000;

/** A non-negative whole number given as a number or as digits ("12000"); never "12.000". */
const wholeNumber = (max: number, tooHigh: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return /^\d+$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? m.required : m.wholeNumber) })
      .int(m.wholeNumber)
      .min(0, m.wholeNumber)
      .max(max, tooHigh),
  );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const flag = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? ['true', '1', 'on'].includes(value)
      : value === 1
        ? true
        : value === 0
          ? false
          : value,
  z.boolean({ error: 'Indica true o false.' }),
);

const description = optionalText(LISTINGS.descriptionMaxLength, m.descriptionTooLong);

export const priceSchema = wholeNumber(MAX_PRICE, m.priceTooHigh);
export const stockSchema = wholeNumber(MAX_STOCK, m.stockTooHigh);

/** POST /products (SPEC §3 "Create-listing payload"). */
export const createListingSchema = z.object({
  product_id: requiredId(m.pickFromSearch),
  price: priceSchema,
  stock: stockSchema,
  size_id: requiredId(m.required),
  description,
  address_id: requiredId(m.required),
});
export type CreateListingInput = z.input<typeof createListingSchema>;

/** POST /products/{id}: any subset of the fields; nothing at all is refused. */
export const updateListingSchema = z
  .object({
    price: optional(priceSchema),
    stock: optional(stockSchema),
    size_id: optional(requiredId(m.required)),
    description: z.preprocess(
      (value) => (value === null ? '' : value),
      z.string().trim().max(LISTINGS.descriptionMaxLength, m.descriptionTooLong).optional(),
    ),
    address_id: optional(requiredId(m.selectAddress)),
    is_active: optional(flag),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.changeAtLeastOne);
export type UpdateListingInput = z.input<typeof updateListingSchema>;

/** POST /products/{id}/update/price: the lighter call for price and stock. */
export const priceUpdateSchema = z
  .object({ price: optional(priceSchema), stock: optional(stockSchema) })
  .refine((value) => value.price !== undefined || value.stock !== undefined, m.changeAtLeastOne);

/** POST /products/{id}/active: the My products toggle. */
export const activeSchema = z.object({ is_active: flag });

export const listingSortSchema = z.enum(LISTINGS.sortOptions);

/** GET /products (the public catalogue). */
export const catalogueQuerySchema = z.object({
  category: z.coerce.number().int().min(0).default(0),
  max_price: optional(wholeNumber(MAX_PRICE, m.priceTooHigh)),
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().min(2, 'Escribe al menos 2 caracteres para buscar.').max(100).optional(),
  ),
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    listingSortSchema.default(LISTINGS.defaultSort),
  ),
  page: z.coerce.number().int().min(1).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(LISTINGS.defaultPagination),
});

/** GET /products/my */
export const myListingsQuerySchema = z.object({
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(LISTINGS.myProductsPageSize),
});

export type ListingStatus = 'active' | 'inactive' | 'sold' | 'hidden';
