import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerApi } from '../../../domain/api/buyer';
import { FAVOURITE_MESSAGES } from '../../../domain/favourites/favourite';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { toSummary } from '../listings/listing-presenter';
import { findListing } from '../listings/listings.queries';
import { isFavourite, listFavourites, toggleFavourite } from './favourites.queries';
import { writeByGet } from '../../platform/http/writes-by-get';

export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourites'];
  const security = [{ bearerAuth: [] }];

  app.get(
    buyerApi.favourites.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis favoritos',
        response: { 200: buyerApi.favourites.response },
      },
    },
    async (request) => {
      const rows = await listFavourites(app.db, sessionUser(request).id);
      const listings = await Promise.all(
        rows
          .filter((row) => !row.hiddenAt)
          .map(async (row) => ({
            row,
            listing: await findListing(app.db, app.reference, row.listingId),
          })),
      );
      return {
        data: listings.flatMap(({ row, listing }) => {
          if (!listing) return [];
          const card = toSummary(listing, app.storage);
          return [
            {
              id: row.id,
              product_user_id: row.listingId,
              type: 'product_users' as const,
              product: {
                id: card.id,
                name: card.name,
                description: card.description,
                price: card.price,
                image: card.image,
                image_srcset: card.image_srcset,
                size: card.size,
                municipality: card.municipality,
                department: card.department,
                status: card.status,
              },
            },
          ];
        }),
      };
    },
  );

  const toggle = async (
    request: Parameters<typeof sessionUser>[0] & { params: { id: number } },
  ) => {
    const userId = sessionUser(request).id;
    const listingId = request.params.id;
    const listing = await findListing(app.db, app.reference, listingId);
    // Anyone may keep a visible listing; an unavailable one can only be removed.
    const available = listing && !listing.listing.hiddenAt;
    if (!available && !(listing && (await isFavourite(app.db, userId, listingId)))) {
      throw new HttpError(
        404,
        listing ? FAVOURITE_MESSAGES.listingUnavailable : LISTING_MESSAGES.notFound,
      );
    }
    const result = await toggleFavourite(app.db, userId, listingId);
    return {
      message: result.isFavourite ? FAVOURITE_MESSAGES.added : FAVOURITE_MESSAGES.removed,
      data: { id: result.id, is_favorite: result.isFavourite },
    };
  };
  const toggleOptions = {
    onRequest: app.requireUser,
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
