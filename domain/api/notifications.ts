import { z } from 'zod';
import { NOTIFICATIONS } from '../limits';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { savedSearchInputSchema } from '../notifications/saved-search-schema';
import { idParam, pageMetaSchema } from './common';
import { apiPaths } from './paths';

const named = z.object({ id: z.number().int(), name: z.string() });
const message = z.object({ message: z.string() });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  q: z.string().nullable(),
  category: named.nullable(),
  department: named.nullable(),
  municipality: named.nullable(),
  near: named.nullable().describe('Listings within radius_km of this municipality'),
  radius_km: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z
    .enum(['listing', 'digest', 'price', 'moderation', 'request', 'harvest'])
    .describe(
      'moderation: a moderator hid one of your listings, requests or harvests (with the reason); request, harvest: Pedidos y cosechas (decision 026)',
    ),
  title: z.string(),
  body: z.string(),
  listing: z
    .object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      previous_price: z.number().int().nullable().describe('When the price went down'),
      size: z.string(),
      image: z.string().nullable(),
      municipality: z.string(),
      department: z.string(),
      available: z.boolean().describe('Still on offer (active, not sold, not hidden)'),
    })
    .nullable(),
  price: z
    .object({
      product_id: z.number().int(),
      name: z.string(),
      department: named.nullable().describe('null: the whole country'),
      unit: z.string().describe("'kg' when compared per kilogram, else the unit's abbreviation"),
      median: z.number().describe('The new median'),
      previous_median: z.number().describe('The median the person was told before'),
      change: z.number().describe('Percent, one decimal; negative when it went down'),
    })
    .nullable()
    .describe('A followed price that moved (Bolsa de precios, decision 018)'),
  buy_request_id: z.number().int().nullable().describe('The buy request it is about'),
  harvest_id: z.number().int().nullable().describe('The upcoming harvest it is about'),
  count: z
    .number()
    .int()
    .describe('What a digest stands for (listings and price moves); 1 otherwise'),
  created_at: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationSettingsSchema = z.object({
  push: z.boolean(),
  whatsapp: z.boolean(),
  whatsapp_available: z.boolean().describe('The server sends WhatsApp alerts (configured)'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const base64url = (field: string) =>
  z
    .string({ error: NOTIFICATION_MESSAGES.pushKeys })
    .min(8, NOTIFICATION_MESSAGES.pushKeys)
    .max(200, NOTIFICATION_MESSAGES.pushKeys)
    .regex(/^[A-Za-z0-9_-]+=*$/, NOTIFICATION_MESSAGES.pushKeys)
    .describe(field);

const endpoint = z
  .string({ error: NOTIFICATION_MESSAGES.pushEndpoint })
  .max(1000, NOTIFICATION_MESSAGES.pushEndpoint)
  .url(NOTIFICATION_MESSAGES.pushEndpoint);

export const pushSubscriptionInputSchema = z.object({
  endpoint,
  keys: z.object(
    { p256dh: base64url('The browser key (P-256)'), auth: base64url('The auth secret') },
    { error: NOTIFICATION_MESSAGES.pushKeys },
  ),
});

export const notificationsApi = {
  savedSearches: {
    path: apiPaths.notifications.savedSearches,
    body: savedSearchInputSchema,
    response: z.object({ data: z.array(savedSearchSchema) }),
    created: z.object({ message: z.string(), data: savedSearchSchema }),
  },
  removeSavedSearch: {
    path: apiPaths.notifications.removeSavedSearch,
    params: z.object({ id: idParam }),
    response: message,
  },
  list: {
    path: apiPaths.notifications.list,
    querystring: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({
      data: z.array(notificationSchema),
      meta: pageMetaSchema.extend({ unread: z.number().int() }),
    }),
  },
  unread: {
    path: apiPaths.notifications.unread,
    response: z.object({ unread: z.number().int() }),
  },
  read: {
    path: apiPaths.notifications.read,
    body: z.object({
      ids: z
        .array(idParam)
        .max(NOTIFICATIONS.maxReadPerCall, NOTIFICATION_MESSAGES.tooManyToRead)
        .optional()
        .describe('Without ids, every notification of the caller is marked read'),
    }),
    response: z.object({ message: z.string(), unread: z.number().int() }),
  },
  settings: {
    path: apiPaths.notifications.settings,
    body: z
      .object({ push: z.boolean().optional(), whatsapp: z.boolean().optional() })
      .refine((value) => value.push !== undefined || value.whatsapp !== undefined, {
        message: 'Indica push o whatsapp.',
      }),
    response: notificationSettingsSchema,
  },
  pushKey: {
    path: apiPaths.notifications.pushKey,
    response: z.object({ public_key: z.string().describe('VAPID applicationServerKey') }),
  },
  pushSubscribe: {
    path: apiPaths.notifications.pushSubscriptions,
    body: pushSubscriptionInputSchema,
    response: message,
  },
  pushUnsubscribe: {
    path: apiPaths.notifications.pushSubscriptions,
    body: z.object({ endpoint }),
    response: message,
  },
} as const;
