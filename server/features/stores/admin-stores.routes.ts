import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStoresApi } from '../../../domain/api/stores';
import {
  STORE_FORM_MESSAGES,
  STORE_IMAGE_KINDS,
  STORE_LIMITS,
  type StoreImageKind,
} from '../../../domain/stores/store';
import { fieldError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import type { StoresAdmin, StoresService } from './stores.service';

const m = STORE_FORM_MESSAGES;
const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const MAX_FILES = Math.max(STORE_LIMITS.sliderImages, STORE_LIMITS.brochureImages);
const tooManyFiles = `Envía hasta ${MAX_FILES} fotos a la vez.`;

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The `images` files of a multipart body (also sent as `images[]` by some clients). */
function uploadedImages(body: unknown): Buffer[] {
  const fields = (body ?? {}) as Record<string, unknown>;
  return [...asList(fields.images), ...asList(fields['images[]'])].filter(Buffer.isBuffer);
}

function imageKind(body: unknown): StoreImageKind {
  const kind = ((body ?? {}) as Record<string, unknown>).kind;
  if (!STORE_IMAGE_KINDS.includes(kind as StoreImageKind)) {
    throw fieldError('kind', m.imageKindRequired);
  }
  return kind as StoreImageKind;
}

// The product photo is a file in a multipart body; the body schema (which strips unknown
// fields) never sees it, so it is taken out first and kept per request.
const productPhotos = new WeakMap<FastifyRequest, Buffer | null>();

async function takeProductPhoto(request: FastifyRequest) {
  if (!request.body || typeof request.body !== 'object') return;
  const fields = request.body as Record<string, unknown>;
  // At most one file reaches here (the route's multipart limit).
  const [photo] = asList(fields.image).filter(Buffer.isBuffer);
  delete fields.image;
  productPhotos.set(request, photo ?? null);
}

/** Admin-only store management (403 for everyone else); every change is in the action log. */
export const adminStoresRoutes: FastifyPluginAsyncZod<{
  stores: StoresService;
  admin: StoresAdmin;
}> = async (app, { stores, admin }) => {
  // One hook for the whole scope: a session and the admin role, read from the database each call.
  app.addHook('onRequest', app.requireAdmin);
  const detailOf = (id: number) => stores.detail(id);
  const adminId = (request: FastifyRequest) => sessionUser(request).id;
  /** Listed under 'admin' in the API document. */
  const adminOnly = <S extends object>(summary: string, schema: S) => ({
    schema: { tags, security, summary, ...schema },
  });
  /** Every change answers the store as it now is. */
  const saved = async (id: number, message: string = m.saved) => ({
    message,
    data: await detailOf(id),
  });

  // Too many files in one request: say this route's limit, not the listing one of the app-wide
  // handler. Everything else goes to that handler.
  const appErrorHandler = app.errorHandler;
  app.setErrorHandler(function (error: FastifyError, request, reply) {
    if (error.code === 'FST_FILES_LIMIT') {
      const product = request.routeOptions.url?.includes('/products');
      const message = product ? m.oneProductImage : tooManyFiles;
      return reply
        .status(413)
        .send({ message, errors: { [product ? 'image' : 'images']: [message] } });
    }
    return appErrorHandler.call(this, error, request, reply);
  });

  app.post(
    adminStoresApi.create.path,
    adminOnly('Crear una tienda', {
      body: adminStoresApi.create.body,
      response: { 201: adminStoresApi.create.response },
    }),
    async (request, reply) => {
      const id = await admin.create(adminId(request), request.body);
      return reply.status(201).send(await saved(id, m.created));
    },
  );

  app.put(
    adminStoresApi.update.path,
    adminOnly('Editar los datos de una tienda (reemplaza todos los campos)', {
      params: adminStoresApi.update.params,
      body: adminStoresApi.update.body,
      response: { 200: adminStoresApi.update.response },
    }),
    async (request) => {
      await admin.update(adminId(request), request.params.id, request.body);
      return saved(request.params.id);
    },
  );

  app.delete(
    adminStoresApi.remove.path,
    adminOnly('Eliminar una tienda con sus fotos, categorías y productos', {
      params: adminStoresApi.remove.params,
      response: { 200: adminStoresApi.remove.response },
    }),
    async (request) => {
      await admin.remove(adminId(request), request.params.id);
      return { message: m.deleted };
    },
  );

  app.post(
    adminStoresApi.addImages.path,
    {
      ...adminOnly(
        `Subir fotos (multipart: kind=slider|brochure e images); hasta ${STORE_LIMITS.sliderImages} del carrusel y ${STORE_LIMITS.brochureImages} del catálogo`,
        {
          params: adminStoresApi.addImages.params,
          response: { 201: adminStoresApi.addImages.response },
        },
      ),
      bodyLimit: MAX_FILES * 20 * 1024 * 1024,
      config: { multipartOptions: { limits: { files: MAX_FILES } } },
    },
    async (request, reply) => {
      const kind = imageKind(request.body);
      await admin.addImages(
        adminId(request),
        request.params.id,
        kind,
        uploadedImages(request.body),
      );
      return reply.status(201).send(await saved(request.params.id));
    },
  );

  app.delete(
    adminStoresApi.removeImage.path,
    adminOnly('Quitar una foto del carrusel o del catálogo', {
      params: adminStoresApi.removeImage.params,
      response: { 200: adminStoresApi.removeImage.response },
    }),
    async (request) => {
      const { id, imageId } = request.params;
      await admin.removeImage(adminId(request), id, imageId);
      return saved(id);
    },
  );

  app.post(
    adminStoresApi.addTag.path,
    adminOnly(`Agregar una categoría (única por tienda; hasta ${STORE_LIMITS.tagsPerStore})`, {
      params: adminStoresApi.addTag.params,
      body: adminStoresApi.addTag.body,
      response: { 201: adminStoresApi.addTag.response },
    }),
    async (request, reply) => {
      await admin.addTag(adminId(request), request.params.id, request.body.name);
      return reply.status(201).send(await saved(request.params.id));
    },
  );

  app.delete(
    adminStoresApi.removeTag.path,
    adminOnly('Quitar una categoría (sus productos quedan sin categoría)', {
      params: adminStoresApi.removeTag.params,
      response: { 200: adminStoresApi.removeTag.response },
    }),
    async (request) => {
      const { id, tagId } = request.params;
      await admin.removeTag(adminId(request), id, tagId);
      return saved(id);
    },
  );

  app.post(
    adminStoresApi.addProduct.path,
    {
      ...adminOnly(
        `Agregar un producto (JSON, o multipart con una foto en image); hasta ${STORE_LIMITS.productsPerStore}`,
        {
          params: adminStoresApi.addProduct.params,
          body: adminStoresApi.addProduct.body,
          response: { 201: adminStoresApi.addProduct.response },
        },
      ),
      preValidation: takeProductPhoto,
      config: { multipartOptions: { limits: { files: 1 } } },
    },
    async (request, reply) => {
      await admin.addProduct(
        adminId(request),
        request.params.id,
        request.body,
        productPhotos.get(request) ?? null,
      );
      return reply.status(201).send(await saved(request.params.id));
    },
  );

  app.put(
    adminStoresApi.updateProduct.path,
    {
      ...adminOnly('Editar un producto (una foto nueva en image reemplaza la anterior)', {
        params: adminStoresApi.updateProduct.params,
        body: adminStoresApi.updateProduct.body,
        response: { 200: adminStoresApi.updateProduct.response },
      }),
      preValidation: takeProductPhoto,
      config: { multipartOptions: { limits: { files: 1 } } },
    },
    async (request) => {
      const { id, productId } = request.params;
      await admin.updateProduct(
        adminId(request),
        id,
        productId,
        request.body,
        productPhotos.get(request) ?? null,
      );
      return saved(id);
    },
  );

  app.delete(
    adminStoresApi.removeProduct.path,
    adminOnly('Quitar un producto de la tienda', {
      params: adminStoresApi.removeProduct.params,
      response: { 200: adminStoresApi.removeProduct.response },
    }),
    async (request) => {
      const { id, productId } = request.params;
      await admin.removeProduct(adminId(request), id, productId);
      return saved(id);
    },
  );
};
