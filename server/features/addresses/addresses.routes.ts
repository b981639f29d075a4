import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_MESSAGES } from '../../../domain/addresses/address';
import { addressesApi } from '../../../domain/api/accounts';
import { PG_ERROR, pgErrorCode } from '../../db/errors';
import { municipalityIsIn } from '../../db/reference-data';
import { HttpError, notFound } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { createAddress, deleteOwnAddress, listAddresses } from './addresses.queries';
import { writeByGet } from '../../platform/http/writes-by-get';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.requireUser);

  app.get(
    addressesApi.list.path,
    {
      schema: {
        tags,
        security,
        summary: 'Mis direcciones',
        response: { 200: addressesApi.list.response },
      },
    },
    async (request) => ({ data: await listAddresses(app.db, sessionUser(request).id) }),
  );

  app.post(
    addressesApi.create.path,
    {
      schema: {
        tags,
        security,
        summary: 'Guardar una dirección',
        body: addressesApi.create.body,
        response: { 201: addressesApi.create.response },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (!municipalityIsIn(app.reference, input.municipality_id, input.department_id)) {
        throw new HttpError(422, ADDRESS_MESSAGES.municipalityMismatch, {
          municipalite_id: [ADDRESS_MESSAGES.municipalityMismatch],
        });
      }
      const address = await createAddress(app.db, sessionUser(request).id, input);
      return reply.status(201).send({ message: ADDRESS_MESSAGES.created, data: address });
    },
  );

  const remove = async (
    request: { params: { id: number } } & Parameters<typeof sessionUser>[0],
  ) => {
    try {
      const deleted = await deleteOwnAddress(app.db, sessionUser(request).id, request.params.id);
      // Someone else's address answers exactly like a missing one: nothing leaks.
      if (!deleted) throw notFound(ADDRESS_MESSAGES.notFound);
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === PG_ERROR.foreignKeyViolation || code === PG_ERROR.restrictViolation) {
        throw new HttpError(409, ADDRESS_MESSAGES.inUse);
      }
      throw error;
    }
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
  app.get(viaGet, { schema: removeSchema, ...writeByGet(app, viaGet) }, remove);
  app.post(viaGet, { schema: removeSchema }, remove);
  app.delete(viaDelete, { schema: removeSchema }, remove);
};
