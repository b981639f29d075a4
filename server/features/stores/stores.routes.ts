import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storesApi } from '../../../domain/api/stores';
import type { StoresService } from './stores.service';

const tags = ['stores'];
const security = [{ bearerAuth: [] }];

/**
 * GET /stores and /stores/{id}, for signed-in people only (docs/product.md §7). The original client falls back
 * to /stores-list and /stores-list/{id} when the first answers 404 or 405, so both paths answer.
 */
export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresService }> = async (
  app,
  { stores },
) => {
  for (const path of [storesApi.list.path, storesApi.list.alias]) {
    app.get(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: 'Tiendas de A a Z (kind=suministros para los suministros agropecuarios)',
          querystring: storesApi.list.query,
          response: { 200: storesApi.list.response },
        },
      },
      async (request) => ({ data: await stores.list(request.query.kind) }),
    );
  }

  for (const path of [storesApi.detail.path, storesApi.detail.alias]) {
    app.get(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: 'Detalle de una tienda: fotos, catálogo, categorías y productos',
          params: storesApi.detail.params,
          response: { 200: storesApi.detail.response },
        },
      },
      async (request) => ({ data: await stores.detail(request.params.id) }),
    );
  }
};
