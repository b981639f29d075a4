import { z } from 'zod';
import { moderationReasonSchema } from '../admin/admin';
import { optionalFilterId } from '../form-values';
import { REQUESTS } from '../requests/buy-request';
import {
  buyRequestInputSchema,
  closeRequestSchema,
  grownProductsInputSchema,
  requestAnswerInputSchema,
} from '../requests/buy-request-schema';
import { idParam } from './common';
import { apiPaths } from './paths';

// Pedidos (decision 026): a buyer's requests ("Busco"), sellers' answers ("Tengo"), and the
// products a seller grows. Every call needs a session; a request's public view never carries
// the buyer's name or phone.

const named = z.object({ id: z.number().int(), name: z.string() });
const unit = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() });

export const keptWordSchema = z
  .object({
    kept: z.number().int(),
    total: z.number().int(),
    text: z.string().nullable().describe("'Cumplió 7 de 8 reservas'; null before any"),
  })
  .describe('Reservations kept, from both sides’ confirmations (decision 026)');

export const requestAnswerSchema = z.object({
  id: z.number().int(),
  seller: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().describe('For the buyer’s WhatsApp button'),
    kept_word: keptWordSchema,
  }),
  listing: z
    .object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      size: z.string(),
      available: z.boolean(),
    })
    .nullable()
    .describe('The seller’s listing, when they answered with one'),
  price: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  available_on: z.string().nullable(),
  contacted: z.boolean().describe('The buyer already reached this seller from the answer'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RequestAnswer = z.infer<typeof requestAnswerSchema>;

export const buyRequestSchema = z.object({
  id: z.number().int(),
  product: named,
  quantity: z.number().int(),
  size: unit,
  unit_weight_kg: z.number().nullable(),
  municipality: named,
  department: named,
  delivery: z.enum(['entrega', 'recoge']),
  needed_by: z.string().describe('YYYY-MM-DD'),
  frequency: z.enum(['once', 'weekly']),
  max_price: z.number().int().nullable(),
  note: z.string().nullable(),
  status: z.enum(['open', 'closed', 'expired', 'hidden']),
  closed_reason: z.enum(['conseguido', 'ya_no_lo_necesito']).nullable(),
  hidden_reason: z.string().nullable().describe('Only for the buyer: why a moderator hid it'),
  expires_on: z.string(),
  text: z.string().describe("'Un comprador en Tunja busca 20 bultos de papa pastusa…'"),
  distance_km: z.number().int().nullable().describe('From the place asked for (near)'),
  is_mine: z.boolean(),
  answer_count: z.number().int(),
  my_answer: requestAnswerSchema
    .omit({ seller: true, contacted: true })
    .nullable()
    .describe('The signed-in seller’s own answer'),
  buyer_phone: z
    .string()
    .nullable()
    .describe('Only for a seller who answered (the answer-side view); null for everyone else'),
  created_at: z.string(),
  renewed_at: z.string(),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

const page = z.coerce.number().int().min(1).default(1);
const requestParams = z.object({ id: idParam });
const pageOf = z.object({
  data: z.array(buyRequestSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});
const withRequest = z.object({ message: z.string(), data: buyRequestSchema });

export const requestsApi = {
  /**
   * "Pedidos cerca de ti": open requests of others, nearest first from `near` (a municipality;
   * by default the viewer's first address, else their profile's), within `radius_km`.
   */
  nearby: {
    path: apiPaths.requests.nearby,
    query: z.object({
      near: optionalFilterId,
      radius_km: z.coerce
        .number()
        .refine((value) => [25, 50, 100, 200].includes(value), 'Elige 25, 50, 100 o 200 km.')
        .default(REQUESTS.matchRadiusKm),
      product_id: optionalFilterId,
      category_id: optionalFilterId,
      page,
    }),
    response: pageOf,
  },
  /** The buyer's own requests, every status, newest first, with their answer counts. */
  mine: { path: apiPaths.requests.mine, query: z.object({ page }), response: pageOf },
  detail: {
    path: apiPaths.requests.detail,
    params: requestParams,
    response: z.object({ data: buyRequestSchema }),
  },
  create: { path: apiPaths.requests.create, body: buyRequestInputSchema, response: withRequest },
  /** Buyer only: 'conseguido' or 'ya_no_lo_necesito'. */
  close: {
    path: apiPaths.requests.close,
    params: requestParams,
    body: closeRequestSchema,
    response: withRequest,
  },
  /** Buyer only, weekly requests: open 8 more weeks from today. */
  renew: { path: apiPaths.requests.renew, params: requestParams, response: withRequest },
  /** Buyer only: who answered. */
  answers: {
    path: apiPaths.requests.answers,
    params: requestParams,
    response: z.object({ data: z.array(requestAnswerSchema) }),
  },
  /** A seller answers (or changes their answer): one of their listings or a short offer. */
  answer: {
    path: apiPaths.requests.myAnswer,
    params: requestParams,
    body: requestAnswerInputSchema,
    response: withRequest,
  },
  /** Buyer only: they tapped WhatsApp or Llamar on an answer (counts as a contact). */
  contactAnswer: {
    path: apiPaths.requests.contactAnswer,
    params: z.object({ id: idParam, answerId: idParam }),
    body: z.object({ channel: z.enum(['whatsapp', 'phone']).default('whatsapp') }),
    response: z.object({ message: z.string() }),
  },
  grownProducts: {
    path: apiPaths.requests.grownProducts,
    response: z.object({ data: z.array(named) }),
  },
  saveGrownProducts: {
    path: apiPaths.requests.grownProducts,
    body: grownProductsInputSchema,
    response: z.object({ message: z.string(), data: z.array(named) }),
  },
  /** Admin: hide a request with a reason its buyer reads. */
  hide: {
    path: apiPaths.requests.hide,
    params: requestParams,
    body: moderationReasonSchema,
    response: z.object({ message: z.string() }),
  },
} as const;
