import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestsApi } from '../../../domain/api/requests';
import { REQUEST_MESSAGES, REQUESTS } from '../../../domain/requests/buy-request';
import { pageMeta } from '../../lib/paging';
import { sessionUser } from '../../platform/auth/authenticate';
import type { RequestsService } from './requests.service';

// Pedidos (decision 026): every call needs a session; the service checks ownership.

const m = REQUEST_MESSAGES;
const tags = ['requests'];
const security = [{ bearerAuth: [] }];
/** Requests one person may post per hour: the open cap bounds the list, this a post-close loop. */
const POSTS_PER_HOUR = 20;

export const requestsRoutes: FastifyPluginAsyncZod<{ requests: RequestsService }> = async (
  app,
  { requests },
) => {
  app.get(
    requestsApi.nearby.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Pedidos cerca de ti: abiertos, de otros, los más cercanos primero (${REQUESTS.pageSize} por página)`,
        querystring: requestsApi.nearby.query,
        response: { 200: requestsApi.nearby.response },
      },
    },
    async (request) => {
      const viewerId = sessionUser(request).id;
      const { data, hasMore } = await requests.nearby(viewerId, request.query);
      return {
        data,
        meta: pageMeta({ page: request.query.page, pageSize: REQUESTS.pageSize }, hasMore),
      };
    },
  );

  app.get(
    requestsApi.mine.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis pedidos: abiertos, cerrados, vencidos y ocultos, con cuántos respondieron',
        querystring: requestsApi.mine.query,
        response: { 200: requestsApi.mine.response },
      },
    },
    async (request) => {
      const { data, hasMore } = await requests.mine(sessionUser(request).id, request.query.page);
      return {
        data,
        meta: pageMeta({ page: request.query.page, pageSize: REQUESTS.pageSize }, hasMore),
      };
    },
  );

  app.get(
    requestsApi.detail.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Un pedido (sin el nombre ni el teléfono del comprador, salvo a quien respondió)',
        params: requestsApi.detail.params,
        response: { 200: requestsApi.detail.response },
      },
    },
    async (request) => ({
      data: await requests.view(sessionUser(request).id, request.params.id),
    }),
  );

  app.post(
    requestsApi.create.path,
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: POSTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `requests:create:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary: `Publicar un pedido (máximo ${REQUESTS.maxOpenPerPerson} abiertos por persona)`,
        body: requestsApi.create.body,
        response: { 201: requestsApi.create.response },
      },
    },
    async (request, reply) => {
      const userId = sessionUser(request).id;
      const id = await requests.post(userId, request.body);
      return reply
        .status(201)
        .send({ message: m.published, data: await requests.view(userId, id) });
    },
  );

  app.post(
    requestsApi.close.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cerrar un pedido propio: conseguido o ya no lo necesito',
        params: requestsApi.close.params,
        body: requestsApi.close.body,
        response: { 200: requestsApi.close.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await requests.close(userId, request.params.id, request.body.reason);
      return { message: m.closed, data: await requests.view(userId, request.params.id) };
    },
  );

  app.post(
    requestsApi.renew.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Renovar un pedido semanal propio por 8 semanas más',
        params: requestsApi.renew.params,
        response: { 200: requestsApi.renew.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await requests.renew(userId, request.params.id);
      return { message: m.renewed, data: await requests.view(userId, request.params.id) };
    },
  );

  app.get(
    requestsApi.answers.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Las respuestas a un pedido propio (Tengo), con el teléfono de cada vendedor',
        params: requestsApi.answers.params,
        response: { 200: requestsApi.answers.response },
      },
    },
    async (request) => ({
      data: await requests.answers(sessionUser(request).id, request.params.id),
    }),
  );

  app.put(
    requestsApi.answer.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Responder un pedido (Tengo) con un producto propio o una oferta; se puede cambiar',
        params: requestsApi.answer.params,
        body: requestsApi.answer.body,
        response: { 200: requestsApi.answer.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await requests.answer(userId, request.params.id, request.body);
      return { message: m.answerSaved, data: await requests.view(userId, request.params.id) };
    },
  );

  app.post(
    requestsApi.contactAnswer.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Registrar que el comprador escribió o llamó a quien respondió (cuenta como contacto)',
        params: requestsApi.contactAnswer.params,
        body: requestsApi.contactAnswer.body,
        response: { 200: requestsApi.contactAnswer.response },
      },
    },
    async (request) => {
      await requests.contactAnswer(
        sessionUser(request).id,
        request.params.id,
        request.params.answerId,
        request.body.channel,
      );
      return { message: m.contactRecorded };
    },
  );

  app.get(
    requestsApi.grownProducts.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Lo que cultivo: productos del catálogo por los que me llegan pedidos',
        response: { 200: requestsApi.grownProducts.response },
      },
    },
    async (request) => ({ data: await requests.grownProducts(sessionUser(request).id) }),
  );

  app.put(
    requestsApi.saveGrownProducts.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Guardar lo que cultivo (la lista entera)',
        body: requestsApi.saveGrownProducts.body,
        response: { 200: requestsApi.saveGrownProducts.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await requests.saveGrownProducts(userId, request.body.product_ids);
      return { message: m.grownSaved, data: await requests.grownProducts(userId) };
    },
  );
};

/** A moderator hides a request, with a reason its buyer reads. */
export const adminRequestsRoutes: FastifyPluginAsyncZod<{ requests: RequestsService }> = async (
  app,
  { requests },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.post(
    requestsApi.hide.path,
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Ocultar un pedido, con el motivo que verá el comprador',
        params: requestsApi.hide.params,
        body: requestsApi.hide.body,
        response: { 200: requestsApi.hide.response },
      },
    },
    async (request) => {
      await requests.hide(sessionUser(request).id, request.params.id, request.body.reason);
      return { message: 'Pedido oculto.' };
    },
  );
};
