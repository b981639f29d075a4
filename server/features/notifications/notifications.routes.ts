import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi, type AppNotification } from '../../../domain/api/notifications';
import { NOTIFICATIONS } from '../../../domain/limits';
import {
  NOTIFICATION_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from '../../../domain/notifications/notification-messages';
import {
  digestNotificationText,
  priceMoveChange,
} from '../../../domain/notifications/notification-text';
import {
  harvestActivityText,
  hiddenActivityText,
  requestActivityText,
  type HarvestEvent,
  type RequestEvent,
} from '../../../domain/requests/activity-text';
import { bogotaIsoDate } from '../../../domain/dates';
import { fieldError, HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { cardUrl } from '../../platform/images/stored-images';
import { pushEndpointAllowed } from '../../platform/push/push-endpoints';
import {
  channelSettings,
  deleteSubscription,
  markRead,
  notificationsPage,
  saveChannelSettings,
  saveSubscription,
  unreadCount,
  type NotificationRow,
} from './notifications.queries';
import { deleteSavedSearch, listSavedSearches } from './saved-searches.queries';
import { presentSavedSearch, saveSearch } from './saved-searches.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** Saved searches ('Avísame'), the Notificaciones list, channel settings and Web Push. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (row: NotificationRow): AppNotification => {
    const base = {
      id: row.id,
      count: row.count,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
      buy_request_id: row.request?.id ?? null,
      harvest_id: row.harvest?.id ?? null,
    };
    const productName = (id: number) => app.reference.products.get(id)?.name ?? '';
    const municipalityName = (id: number) => app.reference.municipalities.get(id)?.name ?? '';
    // Pedidos y cosechas (decision 026): text from the request or harvest as it is now.
    if (row.request && (row.kind === 'request' || row.kind === 'moderation')) {
      const request = row.request;
      const size = app.reference.sizes.get(request.sizeId);
      const text =
        row.kind === 'moderation'
          ? hiddenActivityText('request', productName(request.productId), request.hiddenReason)
          : requestActivityText(
              row.event as RequestEvent,
              {
                productName: productName(request.productId),
                quantity: request.quantity,
                size: { name: size?.name ?? '', abbreviation: size?.abbreviation ?? '' },
                municipality: municipalityName(request.municipalityId),
                neededBy: request.neededBy,
                hiddenReason: request.hiddenReason,
              },
              bogotaIsoDate(row.createdAt),
            );
      return { ...base, kind: row.kind, ...text, listing: null, price: null };
    }
    if (row.harvest && (row.kind === 'harvest' || row.kind === 'moderation')) {
      const harvest = row.harvest;
      const text =
        row.kind === 'moderation'
          ? hiddenActivityText('harvest', productName(harvest.productId), harvest.hiddenReason)
          : harvestActivityText(row.event as HarvestEvent, {
              productName: productName(harvest.productId),
              municipality: municipalityName(harvest.municipalityId),
              hiddenReason: harvest.hiddenReason,
            });
      return { ...base, kind: row.kind, ...text, listing: null, price: null };
    }
    if (row.kind === 'price' && row.price) {
      const move = row.price;
      const department =
        move.departmentId > 0 ? app.reference.departments.get(move.departmentId) : undefined;
      return {
        ...base,
        kind: 'price',
        ...app.notifications.priceText(move),
        listing: null,
        price: {
          product_id: move.productId,
          name: app.reference.products.get(move.productId)?.name ?? '',
          department: department ? { id: department.id, name: department.name } : null,
          unit: app.notifications.priceUnit(move.sizeId),
          median: move.median,
          previous_median: move.previousMedian,
          change: priceMoveChange(move),
        },
      };
    }
    if (row.kind === 'digest' || !row.listing) {
      return {
        ...base,
        kind: 'digest',
        ...digestNotificationText(row.count, row.priceCount),
        listing: null,
        price: null,
      };
    }
    const listing = row.listing;
    const municipality = app.reference.municipalities.get(listing.municipalityId);
    const listingView = {
      id: listing.id,
      name: app.reference.products.get(listing.productId)?.name ?? '',
      price: listing.price,
      previous_price: row.previousPrice,
      size: app.reference.sizes.get(listing.sizeId)?.abbreviation ?? '',
      image: listing.imageKey ? cardUrl(app.storage, listing.imageKey) : null,
      municipality: municipality?.name ?? '',
      department: app.reference.departments.get(municipality?.departmentId ?? 0)?.name ?? '',
      available: listing.status === 'active',
    };
    if (row.kind === 'moderation') {
      const reason = listing.hiddenReason?.trim() ?? '';
      return {
        ...base,
        kind: 'moderation',
        title: NOTIFICATION_MESSAGES.hiddenTitle,
        body:
          listing.status === 'hidden'
            ? NOTIFICATION_MESSAGES.hiddenBody(
                listingView.name,
                /[.!?]$/.test(reason) ? reason : `${reason}.`,
              )
            : listing.status === 'inactive'
              ? NOTIFICATION_MESSAGES.shownInactiveBody(listingView.name)
              : NOTIFICATION_MESSAGES.shownAgainBody(listingView.name),
        listing: listingView,
        price: null,
      };
    }
    const text = app.notifications.listingText(listing, row.previousPrice);
    return {
      ...base,
      kind: 'listing',
      ...text,
      listing: listingView,
      price: null,
    };
  };

  app.get(
    notificationsApi.savedSearches.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis búsquedas guardadas (Avísame), las más antiguas primero',
        response: { 200: notificationsApi.savedSearches.response },
      },
    },
    async (request) => {
      const rows = await listSavedSearches(app.db, sessionUser(request).id);
      return { data: rows.map((row) => presentSavedSearch(app.reference, row)) };
    },
  );

  app.post(
    notificationsApi.savedSearches.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Guardar una búsqueda del catálogo para recibir avisos (máximo ${NOTIFICATIONS.maxSavedSearchesPerPerson} por persona)`,
        body: notificationsApi.savedSearches.body,
        response: { 201: notificationsApi.savedSearches.created },
      },
    },
    async (request, reply) => {
      const row = await saveSearch(app.db, app.reference, sessionUser(request).id, request.body);
      return reply.status(201).send({
        message: SAVED_SEARCH_MESSAGES.saved,
        data: presentSavedSearch(app.reference, row),
      });
    },
  );

  app.delete(
    notificationsApi.removeSavedSearch.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Borrar una de mis búsquedas guardadas',
        params: notificationsApi.removeSavedSearch.params,
        response: { 200: notificationsApi.removeSavedSearch.response },
      },
    },
    async (request) => {
      const removed = await deleteSavedSearch(app.db, sessionUser(request).id, request.params.id);
      if (!removed) throw new HttpError(404, SAVED_SEARCH_MESSAGES.notFound);
      return { message: SAVED_SEARCH_MESSAGES.deleted };
    },
  );

  app.get(
    notificationsApi.list.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Mis notificaciones, las más recientes primero (${NOTIFICATIONS.pageSize} por página)`,
        querystring: notificationsApi.list.querystring,
        response: { 200: notificationsApi.list.response },
      },
    },
    async (request) => {
      const { page } = request.query;
      const pageSize = NOTIFICATIONS.pageSize;
      const { rows, total, unread } = await notificationsPage(
        app.db,
        sessionUser(request).id,
        page,
        pageSize,
      );
      return {
        data: rows.map(present),
        meta: {
          page,
          pagination: pageSize,
          total,
          last_page: Math.max(1, Math.ceil(total / pageSize)),
          unread,
        },
      };
    },
  );

  app.get(
    notificationsApi.unread.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cuántas notificaciones sin leer tengo (el número del menú)',
        response: { 200: notificationsApi.unread.response },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, sessionUser(request).id) }),
  );

  app.post(
    notificationsApi.read.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Marcar como leídas algunas de mis notificaciones (ids) o todas (sin ids)',
        body: notificationsApi.read.body,
        response: { 200: notificationsApi.read.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await markRead(app.db, userId, request.body.ids);
      return { message: NOTIFICATION_MESSAGES.read, unread: await unreadCount(app.db, userId) };
    },
  );

  app.get(
    notificationsApi.settings.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Por dónde me llegan los avisos además de la app (push, WhatsApp)',
        response: { 200: notificationsApi.settings.response },
      },
    },
    async (request) => ({
      ...(await channelSettings(app.db, sessionUser(request).id)),
      whatsapp_available: app.notifications.whatsappAvailable,
    }),
  );

  app.put(
    notificationsApi.settings.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Encender o apagar los avisos push o por WhatsApp',
        body: notificationsApi.settings.body,
        response: { 200: notificationsApi.settings.response },
      },
    },
    async (request) => ({
      ...(await saveChannelSettings(app.db, sessionUser(request).id, request.body)),
      whatsapp_available: app.notifications.whatsappAvailable,
    }),
  );

  app.get(
    notificationsApi.pushKey.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'La clave pública VAPID para suscribir este navegador a los avisos',
        response: { 200: notificationsApi.pushKey.response },
      },
    },
    async () => ({ public_key: app.notifications.push.keys.publicKey }),
  );

  app.post(
    notificationsApi.pushSubscribe.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Guardar la suscripción Web Push de este navegador (PushSubscription.toJSON())',
        body: notificationsApi.pushSubscribe.body,
        response: { 201: notificationsApi.pushSubscribe.response },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!pushEndpointAllowed(endpoint, app.config.push)) {
        throw fieldError('endpoint', NOTIFICATION_MESSAGES.pushEndpoint);
      }
      await saveSubscription(app.db, sessionUser(request).id, {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return reply.status(201).send({ message: NOTIFICATION_MESSAGES.pushSubscribed });
    },
  );

  app.delete(
    notificationsApi.pushUnsubscribe.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Quitar la suscripción Web Push de este navegador',
        body: notificationsApi.pushUnsubscribe.body,
        response: { 200: notificationsApi.pushUnsubscribe.response },
      },
    },
    async (request) => {
      await deleteSubscription(app.db, sessionUser(request).id, request.body.endpoint);
      return { message: NOTIFICATION_MESSAGES.pushUnsubscribed };
    },
  );
};
