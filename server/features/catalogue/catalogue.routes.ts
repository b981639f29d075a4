import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '../../../domain/api/catalogue';
import { CatalogueIndex } from './catalogue-index';
import { listCategories, listSizes } from './catalogue.queries';
import { sendPrepared } from '../../platform/http/send-prepared';

const CACHE_AN_HOUR = 'public, max-age=3600';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = new CatalogueIndex(app.reference);
  app.get(
    catalogueApi.sizes.path,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Unidades de medida',
        response: { 200: catalogueApi.sizes.response },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return { data: await listSizes(app.db) };
    },
  );

  app.get(
    catalogueApi.categories.path,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categorías (1 despensa … 10 mercado)',
        response: { 200: catalogueApi.categories.response },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return { data: await listCategories(app.db) };
    },
  );

  app.get(
    catalogueApi.search.path,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catálogo para la búsqueda rápida de productos (q: mínimo 2 caracteres)',
        querystring: catalogueApi.search.querystring,
        response: { 200: catalogueApi.search.response },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, index.answer(request.query.q), CACHE_AN_HOUR),
  );
};
