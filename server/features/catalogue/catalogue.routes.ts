import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '../../../domain/api/catalogue';
import type { CatalogueService } from './catalogue.service';
import { sendPrepared } from '../../platform/http/send-prepared';

const CACHE_AN_HOUR = 'public, max-age=3600';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
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
      return { data: await catalogue.sizes() };
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
      return { data: await catalogue.categories() };
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
      sendPrepared(request, reply, catalogue.search(request.query.q), CACHE_AN_HOUR),
  );
};
