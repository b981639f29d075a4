import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { sessionUser } from '../../platform/auth/authenticate';
import { writeByGet } from '../../platform/http/writes-by-get';
import type { ListingsService } from './listings.service';

const m = LISTING_MESSAGES;
const tags = ['listings'];
const security = [{ bearerAuth: [] }];

/** Publishing and changing one's own listings: edit, price, activation, sold, address. */
export const listingChangesRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings: service },
) => {
  const summaryOf = (id: number) => service.summary(id);

  app.post(
    listingsApi.create.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Publicar un producto (empieza inactivo)',
        body: listingsApi.create.body,
        response: { 201: listingsApi.create.response },
      },
    },
    async (request, reply) => {
      const id = await service.create(sessionUser(request).id, request.body);
      return reply.status(201).send({ id, message: m.created, data: { id } });
    },
  );

  app.post(
    listingsApi.update.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Cambiar un producto propio (precio, cantidad, unidad, descripción, dirección, activo)',
        params: listingsApi.update.params,
        body: listingsApi.update.body,
        response: { 200: listingsApi.update.response },
      },
    },
    async (request) => {
      await service.update(sessionUser(request).id, request.params.id, request.body);
      return { message: m.updated, data: await summaryOf(request.params.id) };
    },
  );

  app.post(
    listingsApi.updatePrice.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cambiar solo precio y cantidad',
        params: listingsApi.updatePrice.params,
        body: listingsApi.updatePrice.body,
        response: { 200: listingsApi.updatePrice.response },
      },
    },
    async (request) => {
      await service.update(sessionUser(request).id, request.params.id, request.body);
      return { message: m.updated, data: await summaryOf(request.params.id) };
    },
  );

  app.post(
    listingsApi.setActive.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Activar o desactivar (máximo 5 activos por vendedor)',
        params: listingsApi.setActive.params,
        body: listingsApi.setActive.body,
        response: { 200: listingsApi.setActive.response },
      },
    },
    async (request) => {
      const { is_active } = request.body;
      await service.update(sessionUser(request).id, request.params.id, { is_active });
      return {
        message: is_active ? m.activated : m.deactivated,
        data: await summaryOf(request.params.id),
      };
    },
  );

  const markSoldOptions = {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Marcar como vendido (definitivo)',
      params: listingsApi.markSold.params,
      response: { 200: listingsApi.markSold.response },
    },
  };
  const markSold = async (
    request: { params: { id: number } } & Parameters<typeof sessionUser>[0],
  ) => {
    await service.markSold(sessionUser(request).id, request.params.id);
    // Also reachable by GET (the original API), which the write hook does not watch.
    app.publicAnswers.clear();
    return { message: m.markedSold, data: await summaryOf(request.params.id) };
  };
  app.get(
    listingsApi.markSold.path,
    { ...markSoldOptions, ...writeByGet(app, listingsApi.markSold.path) },
    markSold,
  );
  app.post(listingsApi.markSold.path, markSoldOptions, markSold);

  const assignAddressOptions = {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Asignar otra dirección propia a un producto propio',
      params: listingsApi.assignAddress.params,
      response: { 200: listingsApi.assignAddress.response },
    },
  };
  const assignAddress = async (
    request: { params: { id: number; addressId: number } } & Parameters<typeof sessionUser>[0],
  ) => {
    await service.update(sessionUser(request).id, request.params.id, {
      address_id: request.params.addressId,
    });
    // Also reachable by GET (the original API), which the write hook does not watch.
    app.publicAnswers.clear();
    return { success: true as const, message: m.updated };
  };
  app.get(
    listingsApi.assignAddress.path,
    { ...assignAddressOptions, ...writeByGet(app, listingsApi.assignAddress.path) },
    assignAddress,
  );
  app.post(listingsApi.assignAddress.path, assignAddressOptions, assignAddress);
};
