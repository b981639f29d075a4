import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricesApi } from '../../../domain/api/prices';
import { PRICE_ALERTS } from '../../../domain/limits';
import { PRICE_MESSAGES } from '../../../domain/prices/price-messages';
import { sessionUser } from '../../platform/auth/authenticate';
import type { PriceAlertsService } from './price-alerts.service';

const tags = ['prices'];
const security = [{ bearerAuth: [] }];

/** Prices a person follows, told through Notificaciones when they move (decision 018). */
export const priceAlertsRoutes: FastifyPluginAsyncZod<{ alerts: PriceAlertsService }> = async (
  app,
  { alerts },
) => {
  app.get(
    pricesApi.alerts.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Los precios que sigo, con la mediana más reciente de cada uno',
        response: { 200: pricesApi.alerts.response },
      },
    },
    async (request) => ({ data: await alerts.list(sessionUser(request).id) }),
  );

  app.post(
    pricesApi.alerts.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Seguir el precio de un producto en un departamento (o en todo el país) y una unidad: aviso en Notificaciones cuando la mediana suba o baje más de ${PRICE_ALERTS.movePercent} % (máximo ${PRICE_ALERTS.maxPerPerson} por persona)`,
        body: pricesApi.alerts.body,
        response: { 201: pricesApi.alerts.created },
      },
    },
    async (request, reply) => {
      const data = await alerts.follow(sessionUser(request).id, request.body);
      return reply.status(201).send({ message: PRICE_MESSAGES.alertFollowed, data });
    },
  );

  app.delete(
    pricesApi.removeAlert.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Dejar de seguir uno de mis precios',
        params: pricesApi.removeAlert.params,
        response: { 200: pricesApi.removeAlert.response },
      },
    },
    async (request) => {
      await alerts.unfollow(sessionUser(request).id, request.params.id);
      return { message: PRICE_MESSAGES.alertRemoved };
    },
  );
};
