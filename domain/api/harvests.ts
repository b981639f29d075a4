import { z } from 'zod';
import { optionalFilterId } from '../form-values';
import {
  cancelReservationSchema,
  confirmReservationSchema,
  harvestInputSchema,
  harvestListingInputSchema,
  reservationInputSchema,
} from '../harvests/harvest-schema';
import { idParam } from './common';
import { apiPaths } from './paths';
import { keptWordSchema, requestsApi } from './requests';

// Próxima cosecha (decision 026): a seller's upcoming harvests, buyers' follows and
// reservations, and each person's kept word. Every call needs a session.

const named = z.object({ id: z.number().int(), name: z.string() });
const unit = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() });

export const RESERVATION_STATUS_VALUES = [
  'requested',
  'accepted',
  'declined',
  'cancelled_by_buyer',
  'cancelled_by_seller',
  'kept',
  'not_kept',
] as const;

export const reservationSchema = z.object({
  id: z.number().int(),
  harvest: z.object({
    id: z.number().int(),
    product: named,
    expected_on: z.string(),
    status: z.enum(['open', 'listed', 'closed', 'hidden']),
    listing_id: z.number().int().nullable(),
  }),
  buyer: z.object({ id: z.number().int(), name: z.string(), kept_word: keptWordSchema }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  /** Each side's phone to the other once the seller accepted. */
  other_phone: z.string().nullable().describe('The other side’s phone, once accepted'),
  quantity: z.number().int(),
  status: z.enum(RESERVATION_STATUS_VALUES),
  cancel_reason: z.string().nullable(),
  reason_accepted: z.boolean(),
  my_side: z.enum(['buyer', 'seller']),
  my_confirmation: z.boolean().nullable().describe('Whether I said the other side kept their word'),
  can_confirm: z.boolean(),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const harvestSchema = z.object({
  id: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string(), kept_word: keptWordSchema }),
  product: named,
  expected_on: z.string(),
  quantity: z.number().int(),
  size: unit,
  unit_weight_kg: z.number().nullable(),
  municipality: named,
  department: named,
  expected_price: z.number().int().nullable(),
  note: z.string().nullable(),
  status: z.enum(['open', 'listed', 'closed', 'hidden']),
  needs_update: z
    .boolean()
    .describe('Its date is past by more than 15 days: the seller should update or close it'),
  listing_id: z.number().int().nullable(),
  hidden_reason: z.string().nullable().describe('Only for the seller'),
  followers: z.number().int(),
  reserved_quantity: z.number().int().describe('Requested and accepted reservations'),
  is_mine: z.boolean(),
  following: z.boolean(),
  my_reservation: reservationSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Harvest = z.infer<typeof harvestSchema>;

const page = z.coerce.number().int().min(1).default(1);
const harvestParams = z.object({ id: idParam });
const pageOf = z.object({
  data: z.array(harvestSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});
const withHarvest = z.object({ message: z.string(), data: harvestSchema });
const withReservation = z.object({ message: z.string(), data: reservationSchema });

export const harvestsApi = {
  /** Open harvests, soonest first; by seller (storefront) or product. */
  list: {
    path: apiPaths.harvests.list,
    query: z.object({ seller_id: optionalFilterId, product_id: optionalFilterId, page }),
    response: pageOf,
  },
  /** The seller's own harvests, every status. */
  mine: { path: apiPaths.harvests.mine, query: z.object({ page }), response: pageOf },
  detail: {
    path: apiPaths.harvests.detail,
    params: harvestParams,
    response: z.object({ data: harvestSchema }),
  },
  create: { path: apiPaths.harvests.create, body: harvestInputSchema, response: withHarvest },
  update: {
    path: apiPaths.harvests.update,
    params: harvestParams,
    body: harvestInputSchema,
    response: withHarvest,
  },
  close: { path: apiPaths.harvests.close, params: harvestParams, response: withHarvest },
  /**
   * The harvest is ready: one call publishes it as a listing (the listings' own rules: active
   * cap, address, unit) and tells everyone who followed or reserved it.
   */
  toListing: {
    path: apiPaths.harvests.toListing,
    params: harvestParams,
    body: harvestListingInputSchema,
    response: withHarvest,
  },
  follow: {
    path: apiPaths.harvests.follow,
    params: harvestParams,
    response: withHarvest,
  },
  reserve: {
    path: apiPaths.harvests.reservations,
    params: harvestParams,
    body: reservationInputSchema,
    response: withReservation,
  },
  /** The seller: every reservation; a buyer: their own. */
  reservations: {
    path: apiPaths.harvests.reservations,
    params: harvestParams,
    response: z.object({ data: z.array(reservationSchema) }),
  },
  myReservations: {
    path: apiPaths.harvests.myReservations,
    response: z.object({ data: z.array(reservationSchema) }),
  },
  accept: {
    path: apiPaths.harvests.acceptReservation,
    params: harvestParams,
    response: withReservation,
  },
  decline: {
    path: apiPaths.harvests.declineReservation,
    params: harvestParams,
    response: withReservation,
  },
  cancel: {
    path: apiPaths.harvests.cancelReservation,
    params: harvestParams,
    body: cancelReservationSchema,
    response: withReservation,
  },
  acceptReason: {
    path: apiPaths.harvests.acceptReason,
    params: harvestParams,
    response: withReservation,
  },
  confirm: {
    path: apiPaths.harvests.confirmReservation,
    params: harvestParams,
    body: confirmReservationSchema,
    response: withReservation,
  },
  keptWord: {
    path: apiPaths.harvests.keptWord,
    params: harvestParams,
    response: z.object({ data: keptWordSchema }),
  },
  hide: {
    path: apiPaths.harvests.hide,
    params: harvestParams,
    body: requestsApi.hide.body,
    response: z.object({ message: z.string() }),
  },
} as const;
