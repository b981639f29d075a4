import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { FAVOURITE_MESSAGES } from '../../../domain/favourites/favourite';
import { FAVOURITES } from '../../../domain/limits';
import { sessionUser } from '../../platform/auth/authenticate';
import type { FavouritesService } from './favourites.service';
import { writeByGet } from '../../platform/http/writes-by-get';

export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  const tags = ['favourites'];
  const security = [{ bearerAuth: [] }];

  app.get(
    buyerApi.favourites.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Mis favoritos, los más recientes primero (${FAVOURITES.pageSize} por página; máximo ${FAVOURITES.maxPerPerson} por persona)`,
        querystring: buyerApi.favourites.querystring,
        response: { 200: buyerApi.favourites.response },
      },
    },
    async (request) => {
      const { page, pagination } = request.query;
      return favourites.page(sessionUser(request).id, page, pagination);
    },
  );

  const toggle = async (
    request: Parameters<typeof sessionUser>[0] & { params: { id: number } },
  ) => {
    const result = await favourites.toggle(sessionUser(request).id, request.params.id);
    return {
      message: result.isFavourite ? FAVOURITE_MESSAGES.added : FAVOURITE_MESSAGES.removed,
      data: { id: result.id, is_favorite: result.isFavourite },
    };
  };
  const toggleOptions = {
    onRequest: app.requireUser,
    // A heart changes nothing a signed-out visitor sees: the catalogue's caches stay
    // (public-answers.ts).
    config: { keepsPublicAnswers: true },
    schema: {
      tags,
      security,
      summary: 'Agregar o quitar de favoritos (alterna)',
      params: buyerApi.toggleFavourite.params,
      response: { 200: buyerApi.toggleFavourite.response },
    },
  };
  app.get(
    buyerApi.toggleFavourite.path,
    { ...toggleOptions, ...writeByGet(app, buyerApi.toggleFavourite.path) },
    toggle,
  );
  app.post(buyerApi.toggleFavourite.path, toggleOptions, toggle);
};
