import { z } from 'zod';
import { optionalId } from '../form-values';
import {
  activeSchema,
  catalogueQuerySchema,
  createListingSchema,
  myListingsQuerySchema,
  priceUpdateSchema,
  updateListingSchema,
} from '../listings/listing-schemas';
import { ratingSummarySchema } from './buyer';
import { idParam, pageMetaSchema } from './common';

export { pageMetaSchema };
import { apiPaths } from './paths';

const named = z.object({ id: z.number().int(), name: z.string() });

/** One stored photo in the sizes the server keeps (WebP, ~400 px for cards, ~1200 px for detail). */
export const listingImageSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('Detail size (1200 px wide at most)'),
  thumbnail_url: z.string().describe('Card size (400 px wide at most)'),
  srcset: z.string().describe('For <img srcset>: both sizes with their widths'),
  width: z.number().int(),
  height: z.number().int(),
  is_primary: z.boolean(),
  position: z.number().int(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

export const listingStatusSchema = z.enum(['active', 'inactive', 'sold', 'hidden']);

/**
 * The fields of a listing's answers that are personal to the viewer: what they did to it, or
 * whether it is theirs. This table is the one place to add such a field (docs/architecture.md,
 * "Adding a personal field"): the contract's fields below, the server's prepared answers with
 * holes and the values it fills per request (decision 019), and the viewer types derive from it.
 *
 * - `key`: the field's name in the answer; `on`: where it is: 'card' on every catalogue card
 *   (and the detail), 'detail' on the detail only, 'viewer' in the detail's `viewer` object
 *   (null without a session).
 * - `from`: 'mark' when it is something the person did (kept with their session on the server,
 *   written by its feature), 'owner' when it only depends on whose listing it is.
 * - `unknown`: the value for a signed-out visitor, and for a viewer who did nothing.
 */
export const LISTING_PERSONAL_FIELDS = {
  isFavourite: {
    key: 'is_favorite',
    on: 'card',
    from: 'mark',
    unknown: false,
    description: 'False without a session',
  },
  isOwner: {
    key: 'is_owner',
    on: 'detail',
    from: 'owner',
    unknown: false,
    description: 'The listing is the signed-in person’s own',
  },
  contacted: {
    key: 'contacted',
    on: 'viewer',
    from: 'mark',
    unknown: false,
    description: 'They tapped WhatsApp or Llamar on it',
  },
  reviewed: {
    key: 'reviewed',
    on: 'viewer',
    from: 'mark',
    unknown: false,
    description: 'They already gave their opinion of it',
  },
} as const satisfies Record<
  string,
  {
    key: string;
    on: 'card' | 'detail' | 'viewer';
    from: 'mark' | 'owner';
    unknown: boolean;
    description: string;
  }
>;

type PersonalFields = typeof LISTING_PERSONAL_FIELDS;
export type ListingPersonalName = keyof PersonalFields;
/** One viewer's values of a listing's personal fields. */
export type ListingPersonal = { [N in ListingPersonalName]: boolean };
/** The personal fields that are something the person did (their "marks"). */
export type ListingMarkName = {
  [N in ListingPersonalName]: PersonalFields[N]['from'] extends 'mark' ? N : never;
}[ListingPersonalName];
type PersonalPlace = PersonalFields[ListingPersonalName]['on'];
/** The personal fields at `on`, by their answer key. */
type PersonalSchemaOn<On extends PersonalPlace> = {
  [
    N in ListingPersonalName as PersonalFields[N]['on'] extends On
      ? PersonalFields[N]['key']
      : never
  ]: z.ZodBoolean;
};

/** Every personal field's name, in the table's order (the order of the server's holes). */
export const LISTING_PERSONAL_NAMES = Object.keys(LISTING_PERSONAL_FIELDS) as ListingPersonalName[];

/** The values for a signed-out visitor, and for a viewer who did nothing. */
export const UNKNOWN_VIEWER = Object.fromEntries(
  LISTING_PERSONAL_NAMES.map((name) => [name, LISTING_PERSONAL_FIELDS[name].unknown]),
) as ListingPersonal;

/** The answer's personal fields at `on` (by their answer key), for a viewer's values. */
export type PersonalAnswerFields<On extends PersonalPlace> = {
  [Key in keyof PersonalSchemaOn<On>]: boolean;
};

/** The personal fields of each place, in the table's order. */
export const LISTING_PERSONAL_NAMES_ON = {
  card: LISTING_PERSONAL_NAMES.filter((name) => LISTING_PERSONAL_FIELDS[name].on === 'card'),
  detail: LISTING_PERSONAL_NAMES.filter((name) => LISTING_PERSONAL_FIELDS[name].on === 'detail'),
  viewer: LISTING_PERSONAL_NAMES.filter((name) => LISTING_PERSONAL_FIELDS[name].on === 'viewer'),
} satisfies Record<PersonalPlace, ListingPersonalName[]>;

/** The answer's fields at `on` for a viewer's values (null: signed out, each its `unknown`). */
export function personalAnswerFields<On extends PersonalPlace>(
  on: On,
  values: ListingPersonal | null,
): PersonalAnswerFields<On> {
  return Object.fromEntries(
    LISTING_PERSONAL_NAMES_ON[on].map((name) => [
      LISTING_PERSONAL_FIELDS[name].key,
      (values ?? UNKNOWN_VIEWER)[name],
    ]),
  ) as PersonalAnswerFields<On>;
}

function personalSchemaOn<On extends PersonalPlace>(on: On): PersonalSchemaOn<On> {
  return Object.fromEntries(
    LISTING_PERSONAL_NAMES_ON[on].map((name) => {
      const field = LISTING_PERSONAL_FIELDS[name];
      return [field.key, z.boolean().describe(field.description)];
    }),
  ) as PersonalSchemaOn<On>;
}

/** A listing as cards show it: the catalogue, My products, favourites. */
export const listingSummarySchema = z.object({
  id: z.number().int(),
  product_user_id: z.number().int().describe('Same as id (the original API name of a listing)'),
  product_id: z.number().int().describe('Catalogue product'),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  previous_price: z.number().int().nullable(),
  stock: z.number().int(),
  size: z.string().describe('Unit label, e.g. "kg"'),
  size_id: z.number().int(),
  unit_name: z.string(),
  unit_weight_kg: z
    .number()
    .nullable()
    .describe('Kilograms in one unit, when the seller stated it (bulto, carga, saco…)'),
  category: named,
  subcategory: named,
  image: z.string().nullable().describe('Card-size photo'),
  image_srcset: z.string().nullable(),
  department: z.string(),
  municipality: z.string(),
  is_active: z.boolean(),
  mark_as_sold_at: z.string().nullable(),
  status: listingStatusSchema,
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  ...personalSchemaOn('card'),
  contacts_count: z
    .number()
    .int()
    .nullable()
    .describe('Buyers who tapped WhatsApp or Llamar; only for the seller (My products)'),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** A card of the public catalogue: with `near`, how far its municipality is. */
export const catalogueCardSchema = listingSummarySchema.extend({
  distance_km: z
    .number()
    .int()
    .optional()
    .describe(
      "Only with near: km from that municipality to the listing's, in a straight line between their centres",
    ),
});

/** Another listing of the same seller, as the detail's 'Más productos de este vendedor' card. */
const sellerListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  size: z.string().describe('Unit label, e.g. "kg"'),
  image: z.string().nullable().describe('Card-size photo'),
  image_srcset: z.string().nullable(),
  municipality: z.string(),
  department: z.string(),
});

/** GET /products/{id}: everything docs/product.md §3 "Product detail fields read" lists. */
export const listingDetailSchema = listingSummarySchema.extend({
  price_last: z.number().int().nullable(),
  price_changed_at: z.string().nullable(),
  mark_as_sold: z.boolean(),
  address: z.object({
    id: z.number().int(),
    country: z.string(),
    department: z.string(),
    department_id: z.number().int().describe('DANE code of the department'),
    municipality: z.string(),
    address: z
      .string()
      .describe('Empty for everyone but the seller when address_private (decision 020)'),
    vereda: z.string().nullable(),
    address_private: z
      .boolean()
      .describe("The seller chose 'Mostrar solo vereda y municipio' for this address"),
  }),
  latitude: z.number().describe("The municipality's centre, never the farm"),
  longitude: z.number().describe("The municipality's centre, never the farm"),
  images: z.array(listingImageSchema),
  provider: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable().describe('Only for signed-in people'),
    country_code: z.string(),
    rating: z
      .object({ avg: z.number(), count: z.number().int() })
      .describe("The seller's reviews over all their listings not hidden (as their storefront)"),
    listings: z
      .array(sellerListingSchema)
      .describe('Up to 4 other listings of the seller on offer, newest first'),
  }),
  ...personalSchemaOn('detail'),
  rating: ratingSummarySchema,
  viewer: z
    .object(personalSchemaOn('viewer'))
    .nullable()
    .describe('What the signed-in person already did with this listing; null without a session'),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

// A personal field written into the contract without its row in LISTING_PERSONAL_FIELDS would be
// prepared once with its default and shown to every viewer (decision 019). So every field of the
// detail's `viewer` is in the table, and every other true/false field of a card or detail is
// either in the table or named here as the same for everyone: a new one fails to compile until
// it is put in one or the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type FlagsOf<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T];
type FlagsForEveryone = 'is_active' | 'mark_as_sold';
const everyViewerFieldIsInThePersonalTable: Same<
  keyof NonNullable<ListingDetail['viewer']>,
  keyof PersonalSchemaOn<'viewer'>
> = true;
const everyFlagIsPersonalOrForEveryone: Same<
  FlagsOf<ListingDetail>,
  FlagsForEveryone | keyof PersonalSchemaOn<'card' | 'detail'>
> = true;
void [everyViewerFieldIsInThePersonalTable, everyFlagIsPersonalOrForEveryone];

const listingParams = z.object({ id: idParam });
const success = z.object({ success: z.literal(true), message: z.string() });

export const listingsApi = {
  catalogue: {
    path: apiPaths.listings.catalogue,
    querystring: catalogueQuerySchema,
    response: z.object({
      data: z.array(catalogueCardSchema),
      meta: pageMetaSchema.extend({
        total_is_exact: z
          .boolean()
          .describe(
            'False when there are more matches than counted: total and last_page are "at least"',
          ),
        suggestion: z
          .string()
          .optional()
          .describe(
            'Only with q, when a product was found by a near miss of a word: the words as the catalogue spells them ("¿Quisiste decir aguacate?")',
          ),
      }),
    }),
  },
  detail: {
    path: apiPaths.listings.detail,
    params: listingParams,
    response: z.object({ data: listingDetailSchema }),
  },
  mine: {
    path: apiPaths.listings.mine,
    querystring: myListingsQuerySchema,
    response: z.object({
      data: z.array(listingSummarySchema),
      meta: pageMetaSchema.extend({
        counts: z.object({
          all: z.number().int(),
          active: z.number().int().describe('On offer: active, not sold, not hidden'),
          inactive: z.number().int().describe('Neither on offer nor sold (hidden ones too)'),
          sold: z.number().int(),
        }),
        max_active: z.number().int(),
      }),
    }),
  },
  create: {
    path: apiPaths.listings.create,
    body: createListingSchema,
    response: z.object({
      id: z.number().int(),
      message: z.string(),
      data: z.object({ id: z.number().int() }),
    }),
  },
  update: {
    path: apiPaths.listings.update,
    params: listingParams,
    body: updateListingSchema,
    response: z.object({ message: z.string(), data: listingSummarySchema }),
  },
  updatePrice: {
    path: apiPaths.listings.updatePrice,
    params: listingParams,
    body: priceUpdateSchema,
    response: z.object({ message: z.string(), data: listingSummarySchema }),
  },
  setActive: {
    path: apiPaths.listings.setActive,
    params: listingParams,
    body: activeSchema,
    response: z.object({ message: z.string(), data: listingSummarySchema }),
  },
  markSold: {
    path: apiPaths.listings.markSold,
    params: listingParams,
    response: z.object({ message: z.string(), data: listingSummarySchema }),
  },
  assignAddress: {
    path: apiPaths.listings.assignAddress,
    params: z.object({ id: idParam, addressId: idParam }),
    response: success,
  },
  images: {
    list: {
      path: apiPaths.listings.images.list,
      params: listingParams,
      response: z.object({ data: z.array(listingImageSchema) }),
    },
    upload: {
      path: apiPaths.listings.images.upload,
      params: listingParams,
      response: z.object({ message: z.string(), data: z.array(listingImageSchema) }),
    },
    remove: {
      path: apiPaths.listings.images.remove,
      params: z.object({ id: idParam, imageId: idParam }),
      response: success,
    },
    removeByField: {
      path: apiPaths.listings.images.removeByField,
      params: listingParams,
      body: z.object({
        image_id: optionalId,
        url: z.string().max(500).optional(),
      }),
      response: success,
    },
  },
} as const;

/** GET /products as the server reads it (defaults applied). */
export type CatalogueQuery = z.output<typeof listingsApi.catalogue.querystring>;
/** The answer of GET /products: one page of the public catalogue. */
export type CatalogueAnswer = z.infer<typeof listingsApi.catalogue.response>;
