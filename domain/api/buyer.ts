import { z } from 'zod';
import { reviewInputSchema } from '../reviews/review-schema';
import { FAVOURITES } from '../limits';
import { idParam, pageMetaSchema } from './common';
import { apiPaths } from './paths';

export const CONTACT_CHANNELS = ['whatsapp', 'phone'] as const;

export const ratingSummarySchema = z.object({
  avg: z.number().describe('Average to one decimal; 0 without reviews'),
  count: z.number().int(),
  comments: z.number().int().describe('Reviews with a written comment'),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  voto: z.number(),
  body: z.string(),
  created_at: z.string(),
  user: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    avatar: z.string().nullable(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;

export const favouriteRowSchema = z.object({
  id: z.number().int(),
  product_user_id: z.number().int(),
  type: z.literal('product_users'),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    image: z.string().nullable(),
    image_srcset: z.string().nullable(),
    size: z.string(),
    municipality: z.string(),
    department: z.string(),
    status: z.enum(['active', 'inactive', 'sold', 'hidden']),
  }),
});
export type FavouriteRow = z.infer<typeof favouriteRowSchema>;

const listingParams = z.object({ id: idParam });

/** GET /products/my/favorites: a page of them, newest first (like /products/my). */
export const favouritesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(FAVOURITES.pageSize),
});

export const buyerApi = {
  favourites: {
    path: apiPaths.buyer.favourites,
    querystring: favouritesQuerySchema,
    response: z.object({
      data: z.array(favouriteRowSchema),
      meta: pageMetaSchema.extend({
        max_favorites: z.number().int().describe('How many favourites one person may keep'),
      }),
    }),
  },
  toggleFavourite: {
    path: apiPaths.buyer.toggleFavourite,
    params: listingParams,
    response: z.object({
      message: z.string(),
      data: z.object({ id: z.number().int(), is_favorite: z.boolean() }),
    }),
  },
  contact: {
    path: apiPaths.buyer.contact,
    params: listingParams,
    body: z.object({
      channel: z.enum(CONTACT_CHANNELS, { error: 'Indica el canal: whatsapp o phone.' }),
    }),
    response: z.object({ message: z.string(), recorded: z.boolean() }),
  },
  rate: {
    path: apiPaths.buyer.rate,
    params: listingParams,
    body: reviewInputSchema,
    response: z.object({ message: z.string(), data: reviewSchema, summary: ratingSummarySchema }),
  },
  reviews: {
    path: apiPaths.buyer.reviews,
    params: listingParams,
    response: z.object({ data: z.array(reviewSchema), summary: ratingSummarySchema }),
  },
} as const;
