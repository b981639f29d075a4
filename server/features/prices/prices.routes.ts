import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricesApi } from '../../../domain/api/prices';
import { PRICE_MESSAGES } from '../../../domain/prices/price-messages';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import type { PricesService } from './prices.service';
import { SIPSA_FILE_MAX_BYTES, SipsaFileError } from './sipsa-file';

const tags = ['prices'];
const security = [{ bearerAuth: [] }];

/** The price reference and the Bolsa de precios (signed in). */
export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (
  app,
  { prices },
) => {
  app.get(
    pricesApi.reference.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Precio de referencia de un producto del catálogo: mediana y rango por unidad (país y departamento), línea de 90 días y precios mayoristas SIPSA',
        querystring: pricesApi.reference.query,
        response: { 200: pricesApi.reference.response },
      },
    },
    async (request) => prices.priceReference(request.query.product_id, request.query.department_id),
  );

  app.get(
    pricesApi.summary.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Bolsa de precios: productos con precio de referencia, por categoría, departamento o palabras',
        querystring: pricesApi.summary.query,
        response: { 200: pricesApi.summary.response },
      },
    },
    async (request) => prices.summary(request.query),
  );
};

/** The operator's SIPSA load (admin). */
export const adminPricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (
  app,
  { prices },
) => {
  // One hook for the whole scope: a session and the admin role, read from the database each call.
  app.addHook('onRequest', app.requireAdmin);

  // The file comes as text/csv, or as the `file` field of a multipart form (the admin screen).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: SIPSA_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    pricesApi.sipsaImport.path,
    {
      bodyLimit: SIPSA_FILE_MAX_BYTES + 64 * 1024,
      config: { multipartOptions: { limits: { files: 1, fileSize: SIPSA_FILE_MAX_BYTES } } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Cargar un archivo de precios SIPSA-DANE (CSV del anexo semanal o diario; text/csv o multipart con el campo file)',
        response: { 200: pricesApi.sipsaImport.response },
      },
    },
    async (request) => {
      const body = request.body as unknown;
      const file =
        typeof body === 'string'
          ? body
          : Buffer.isBuffer((body as { file?: unknown } | null)?.file)
            ? (body as { file: Buffer }).file.toString('utf8')
            : null;
      if (file === null)
        throw new HttpError(422, PRICE_MESSAGES.sipsaEmpty, { file: [PRICE_MESSAGES.sipsaEmpty] });
      try {
        return await prices.importSipsa(file, sessionUser(request).id);
      } catch (error) {
        if (error instanceof SipsaFileError) {
          throw new HttpError(422, error.message, { file: [error.message] });
        }
        throw error;
      }
    },
  );
};
