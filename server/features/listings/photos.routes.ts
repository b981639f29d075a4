import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { IMAGES } from '../../../domain/limits';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { listImages } from './listing-images.queries';
import { findVisibleListing } from './listing-visibility';
import { toImage } from './listing-presenter';
import type { ListingsService } from './listings.service';
import { PHOTO_MESSAGES } from '../../../domain/listings/photos';

const m = LISTING_MESSAGES;
const tags = ['listings'];
const security = [{ bearerAuth: [] }];

/** Files from a multipart `images` / `images[]` field, or data URLs from `images64[]`. */
function uploadedFiles(body: unknown): Buffer[] {
  if (!body || typeof body !== 'object') return [];
  const fields = body as Record<string, unknown>;
  const list = (value: unknown) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  const files = [...list(fields.images), ...list(fields['images[]'])].filter(Buffer.isBuffer);
  const dataUrls = [...list(fields.images64), ...list(fields['images64[]'])].filter(
    (value): value is string => typeof value === 'string',
  );
  for (const dataUrl of dataUrls) {
    const match = /^data:[\w/+.-]*;base64,(.+)$/s.exec(dataUrl.trim());
    files.push(Buffer.from(match ? match[1]! : '', 'base64'));
  }
  return files;
}

/** A listing's photos: the list, uploads (at most 3) and removals by the owner. */
export const photosRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings: service },
) => {
  app.get(
    listingsApi.images.list.path,
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: 'Fotos de un producto',
        params: listingsApi.images.list.params,
        response: { 200: listingsApi.images.list.response },
      },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const row = await findVisibleListing(app.db, app.reference, request.params.id, viewerId);
      if (!row) throw new HttpError(404, m.notFound);
      const images = await listImages(app.db, request.params.id);
      return { data: images.map((image, index) => toImage(image, index, app.storage)) };
    },
  );

  app.post(
    listingsApi.images.upload.path,
    {
      onRequest: app.requireUser,
      // Room for the images64[] fallback (base64 adds a third); files go through multipart limits.
      bodyLimit: IMAGES.maxPerProduct * 20 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: `Subir fotos (multipart images, o images64[] con data URLs); máximo ${IMAGES.maxPerProduct}`,
        params: listingsApi.images.upload.params,
        response: { 201: listingsApi.images.upload.response },
      },
    },
    async (request, reply) => {
      const userId = sessionUser(request).id;
      const count = await service.addImages(userId, request.params.id, uploadedFiles(request.body));
      const images = await listImages(app.db, request.params.id);
      return reply.status(201).send({
        message: PHOTO_MESSAGES.uploaded(count),
        data: images.map((image, index) => toImage(image, index, app.storage)),
      });
    },
  );

  app.post(
    listingsApi.images.remove.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Eliminar una foto',
        params: listingsApi.images.remove.params,
        response: { 200: listingsApi.images.remove.response },
      },
    },
    async (request) => {
      await service.removeImage(sessionUser(request).id, request.params.id, request.params.imageId);
      return { success: true as const, message: PHOTO_MESSAGES.deleted };
    },
  );

  app.post(
    listingsApi.images.removeByField.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Eliminar una foto indicando image_id o su url',
        params: listingsApi.images.removeByField.params,
        body: listingsApi.images.removeByField.body,
        response: { 200: listingsApi.images.removeByField.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      const { image_id, url } = request.body;
      let imageId = image_id;
      if (imageId === undefined && url) {
        await service.assertOwner(userId, request.params.id);
        const images = await listImages(app.db, request.params.id);
        const match = images.find((image, index) => {
          const shown = toImage(image, index, app.storage);
          return [shown.url, shown.thumbnail_url].some((u) => url.endsWith(u) || u.endsWith(url));
        });
        imageId = match?.id;
      }
      if (imageId === undefined) throw new HttpError(404, PHOTO_MESSAGES.notFound);
      await service.removeImage(userId, request.params.id, imageId);
      return { success: true as const, message: PHOTO_MESSAGES.deleted };
    },
  );
};
