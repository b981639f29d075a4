import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '../../../domain/api/notifications';
import { NOTIFICATIONS } from '../../../domain/limits';
import {
  NOTIFICATION_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from '../../../domain/notifications/notification-messages';
import { sessionUser } from '../../platform/auth/authenticate';
import type { NotificationInbox } from './notification-inbox.service';
import type { SavedSearchesService } from './saved-searches.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** Saved searches ('Avísame'), the Notificaciones list, channel settings and Web Push. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  inbox: NotificationInbox;
  savedSearches: SavedSearchesService;
}> = async (app, { inbox, savedSearches }) => {
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
    async (request) => ({ data: await savedSearches.list(sessionUser(request).id) }),
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
      const saved = await savedSearches.save(sessionUser(request).id, request.body);
      return reply.status(201).send({ message: SAVED_SEARCH_MESSAGES.saved, data: saved });
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
      await savedSearches.remove(sessionUser(request).id, request.params.id);
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
    async (request) => inbox.page(sessionUser(request).id, request.query.page),
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
    async (request) => ({ unread: await inbox.unread(sessionUser(request).id) }),
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
      const unread = await inbox.markRead(sessionUser(request).id, request.body.ids);
      return { message: NOTIFICATION_MESSAGES.read, unread };
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
    async (request) => inbox.settings(sessionUser(request).id),
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
    async (request) => inbox.saveSettings(sessionUser(request).id, request.body),
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
    async () => ({ public_key: inbox.pushPublicKey }),
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
      await inbox.subscribe(sessionUser(request).id, request.body);
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
      await inbox.unsubscribe(sessionUser(request).id, request.body.endpoint);
      return { message: NOTIFICATION_MESSAGES.pushUnsubscribed };
    },
  );
};
