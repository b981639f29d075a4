import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_MESSAGES } from '../../../domain/addresses/address';
import { addressesApi } from '../../../domain/api/accounts';
import { sessionUser } from '../../platform/auth/authenticate';
import type { AddressesService } from './addresses.service';
import { writeByGet } from '../../platform/http/writes-by-get';

export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses: service },
) => {
  const tags = ['addresses'];
  const security = [{ bearerAuth: [] }];

  app.get(
    addressesApi.list.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis direcciones',
        response: { 200: addressesApi.list.response },
      },
    },
    async (request) => ({ data: await service.list(sessionUser(request).id) }),
  );

  app.post(
    addressesApi.create.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Guardar una dirección',
        body: addressesApi.create.body,
        response: { 201: addressesApi.create.response },
      },
    },
    async (request, reply) => {
      const address = await service.create(sessionUser(request).id, request.body);
      return reply.status(201).send({ message: ADDRESS_MESSAGES.created, data: address });
    },
  );

  app.put(
    addressesApi.update.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cambiar una de mis direcciones',
        params: addressesApi.update.params,
        body: addressesApi.update.body,
        response: { 200: addressesApi.update.response },
      },
    },
    async (request) => {
      const { id } = request.params;
      const address = await service.update(sessionUser(request).id, id, request.body);
      return { message: ADDRESS_MESSAGES.updated, data: address };
    },
  );

  const remove = async (
    request: { params: { id: number } } & Parameters<typeof sessionUser>[0],
  ) => {
    await service.remove(sessionUser(request).id, request.params.id);
    return { success: true as const, message: ADDRESS_MESSAGES.deleted };
  };
  const [viaGet, viaDelete] = addressesApi.remove.paths;
  const removeSchema = {
    tags,
    security,
    summary: 'Eliminar una dirección (409 si un producto la usa)',
    params: addressesApi.remove.params,
    response: { 200: addressesApi.remove.response },
  };
  const removeOptions = { onRequest: app.requireUser, schema: removeSchema };
  app.get(viaGet, { ...removeOptions, ...writeByGet(app, viaGet) }, remove);
  app.post(viaGet, removeOptions, remove);
  app.delete(viaDelete, removeOptions, remove);
};
