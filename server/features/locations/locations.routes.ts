import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationsApi } from '../../../domain/api/locations';
import type { LocationsService } from './locations.service';

// Public reference data: cacheable for a day by browsers and the service worker.
const CACHE_A_DAY = 'public, max-age=86400';

export const locationsRoutes: FastifyPluginAsyncZod<{ locations: LocationsService }> = async (
  app,
  { locations },
) => {
  app.get(
    locationsApi.departments.path,
    {
      schema: {
        tags: ['locations'],
        summary: 'Departamentos de Colombia (DANE DIVIPOLA)',
        response: { 200: locationsApi.departments.response },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      return { data: await locations.departments() };
    },
  );

  app.get(
    locationsApi.municipalities.path,
    {
      schema: {
        tags: ['locations'],
        summary: 'Municipios y áreas no municipalizadas de un departamento',
        params: locationsApi.municipalities.params,
        response: { 200: locationsApi.municipalities.response },
      },
    },
    async (request, reply) => {
      const data = await locations.municipalities(request.params.departmentId);
      reply.header('cache-control', CACHE_A_DAY);
      return { data };
    },
  );
};
