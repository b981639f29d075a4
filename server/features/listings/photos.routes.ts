import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '../../../domain/api/listings';
import { IMAGES } from '../../../domain/limits';
import { sessionUser } from '../../platform/auth/authenticate';
import type { ListingsService } from './listings.service';
import { PHOTO_MESSAGES } from '../../../domain/listings/photos';

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
      return { data: await service.images(request.params.id, viewerId) };
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
      const { added, images } = await service.addImages(
        userId,
        request.params.id,
        uploadedFiles(request.body),
      );
      return reply.status(201).send({ message: PHOTO_MESSAGES.uploaded(added), data: images });
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
      await service.removeImageNamed(sessionUser(request).id, request.params.id, request.body);
      return { success: true as const, message: PHOTO_MESSAGES.deleted };
    },
  );
};
