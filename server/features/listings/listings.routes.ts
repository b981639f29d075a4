import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listingsApi, type CatalogueQuery } from '../../../domain/api/listings';
import { IMAGES, LISTINGS } from '../../../domain/limits';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { HttpError } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import {
  etagPersonalAnswer,
  PreparedJson,
  sendPersonal,
  sendPrepared,
} from '../../platform/http/public-answers';
import { contactCounts } from '../contacts/contacts.queries';
import { listImages } from './listing-images.queries';
import { registerListingPageHints } from './listing-page-hints';
import { toDetail, toImage, toSummary } from './listing-presenter';
import { IMAGE_MESSAGES, type ListingsService } from './listings.service';
import { writeByGet } from '../../platform/http/writes-by-get';
import { distanceFromNear, readCatalogueSearch, searchCacheKey } from './catalogue-search';
import {
  favouritesAmong,
  findListing,
  findPublicDetail,
  findViewerState,
  listMine,
  searchListings,
  type PublicDetailRow,
} from './listings.queries';

const m = LISTING_MESSAGES;

type CataloguePage = z.infer<typeof listingsApi.catalogue.response>;
type DetailAnswer = z.infer<typeof listingsApi.detail.response>;

interface PublicPage extends CataloguePage {
  /** The signed-out answer, ready to send. */
  anonymous: PreparedJson;
}

interface PublicDetail extends PublicDetailRow {
  anonymous: PreparedJson;
}

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

export const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  options,
) => {
  const service = options.listings;
  const summaryOf = async (id: number) => {
    const row = await findListing(app.db, app.reference, id);
    if (!row) throw new HttpError(404, m.notFound);
    return toSummary(row, app.storage);
  };

  // Catalogue pages and details are the same for every visitor but for a few personal fields;
  // the public part is read once per few seconds (app.publicAnswers) and the personal part
  // (hearts, the seller's phone, what the viewer did) is added per request, never kept.
  const pages = app.publicAnswers.cache<PublicPage>(500);
  const details = app.publicAnswers.cache<PublicDetail | null>(2000);

  const loadDetail = async (id: number): Promise<PublicDetail | null> => {
    const found = await findPublicDetail(app.db, app.reference, id);
    if (!found) return null;
    const seller = { id: found.row.listing.userId, name: found.sellerName, phone: null };
    // Serialised, and checked against the schema, once per read: signed-in answers reuse its parts.
    const anonymous = new PreparedJson(listingsApi.detail.response, {
      data: toDetail(found.row, { ...found, seller, viewer: null }, app.storage),
    });
    return { ...found, anonymous };
  };

  const cataloguePage = (query: CatalogueQuery) => {
    const { category, max_price, page, pagination } = query;
    // Words and place (issue 15): checked, defaulted and keyed in catalogue-search.ts.
    const search = readCatalogueSearch(query, app.reference);
    const key = `${category}|${max_price ?? ''}|${page}|${pagination}|${searchCacheKey(search)}`;
    return pages.get(key, async (): Promise<PublicPage> => {
      const { rows, total, totalIsExact } = await searchListings(app.db, app.reference, {
        ...search,
        category,
        maxPrice: max_price,
        page,
        pageSize: pagination,
      });
      const answer: CataloguePage = {
        data: rows.map((row) => {
          const card = toSummary(row, app.storage);
          const km = distanceFromNear(search, app.reference, row.municipality);
          return km === undefined ? card : { ...card, distance_km: km };
        }),
        meta: {
          page,
          pagination,
          total,
          last_page: Math.max(1, Math.ceil(total / pagination)),
          total_is_exact: totalIsExact,
        },
      };
      // Serialised, and checked against the schema, once per read: signed-in answers reuse it.
      return { ...answer, anonymous: new PreparedJson(listingsApi.catalogue.response, answer) };
    });
  };
  const publicDetail = (id: number) => details.get(String(id), () => loadDetail(id));

  registerListingPageHints(app, {
    cataloguePage,
    async detailPhoto(id) {
      const found = await publicDetail(id);
      const first = found && !found.row.listing.hiddenAt ? found.images[0] : undefined;
      return first ? toImage(first, 0, app.storage) : null;
    },
  });

  app.get(
    listingsApi.catalogue.path,
    {
      onRequest: app.optionalUser,
      onSend: etagPersonalAnswer,
      schema: {
        tags,
        summary: 'Catálogo público: productos activos, sin vender y visibles',
        querystring: listingsApi.catalogue.querystring,
        response: { 200: listingsApi.catalogue.response },
      },
    },
    async (request, reply) => {
      const found = await cataloguePage(request.query);
      const viewer = request.user;
      if (!viewer) {
        return sendPrepared(request, reply, found.anonymous, app.publicAnswers.publicCacheControl);
      }
      const liked = await favouritesAmong(
        app.db,
        viewer.id,
        found.data.map((listing) => listing.id),
      );
      return sendPersonal<CataloguePage>(reply, {
        data: found.data.map((listing) =>
          liked.has(listing.id) ? { ...listing, is_favorite: true } : listing,
        ),
        meta: found.meta,
      });
    },
  );

  app.get(
    listingsApi.mine.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis productos (12 por página), con los conteos de los filtros',
        querystring: listingsApi.mine.querystring,
        response: { 200: listingsApi.mine.response },
      },
    },
    async (request) => {
      const { status, page, pagination } = request.query;
      const { rows, counts } = await listMine(
        app.db,
        app.reference,
        sessionUser(request).id,
        status,
        page,
        pagination,
      );
      const total = counts[status];
      const contacted = await contactCounts(
        app.db,
        rows.map((row) => row.listing.id),
      );
      return {
        data: rows.map((row) =>
          toSummary(row, app.storage, { contactsCount: contacted.get(row.listing.id) ?? 0 }),
        ),
        meta: {
          page,
          pagination,
          total,
          last_page: Math.max(1, Math.ceil(total / pagination)),
          counts,
          max_active: LISTINGS.maxActivePerUser,
        },
      };
    },
  );

  app.get(
    listingsApi.detail.path,
    {
      onRequest: app.optionalUser,
      onSend: etagPersonalAnswer,
      schema: {
        tags,
        summary: 'Detalle de un producto (el teléfono del vendedor solo con sesión)',
        params: listingsApi.detail.params,
        response: { 200: listingsApi.detail.response },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = request.user;
      let found = await publicDetail(id);
      // The seller sees their own listing as it is now, even if this process kept an older copy.
      if (found && viewer?.id === found.row.listing.userId) found = await loadDetail(id);
      // A listing hidden by a moderator exists only for its seller.
      if (!found || (found.row.listing.hiddenAt && viewer?.id !== found.row.listing.userId)) {
        throw new HttpError(404, m.notFound);
      }
      const seller = { id: found.row.listing.userId, name: found.sellerName };
      if (!viewer) {
        return sendPrepared(request, reply, found.anonymous, app.publicAnswers.publicCacheControl);
      }
      const state = await findViewerState(app.db, viewer.id, id, seller.id);
      return sendPersonal<DetailAnswer>(reply, {
        data: toDetail(
          found.row,
          {
            images: found.images,
            rating: found.rating,
            seller: { ...seller, phone: state?.sellerPhone ?? null },
            viewer: {
              id: viewer.id,
              isFavourite: state?.isFavourite ?? false,
              contacted: state?.contacted ?? false,
              reviewed: state?.reviewed ?? false,
            },
          },
          app.storage,
        ),
      });
    },
  );

  app.post(
    listingsApi.create.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Publicar un producto (empieza inactivo)',
        body: listingsApi.create.body,
        response: { 201: listingsApi.create.response },
      },
    },
    async (request, reply) => {
      const id = await service.create(sessionUser(request).id, request.body);
      return reply.status(201).send({ id, message: m.created, data: { id } });
    },
  );

  app.post(
    listingsApi.update.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Cambiar un producto propio (precio, cantidad, unidad, descripción, dirección, activo)',
        params: listingsApi.update.params,
        body: listingsApi.update.body,
        response: { 200: listingsApi.update.response },
      },
    },
    async (request) => {
      await service.update(sessionUser(request).id, request.params.id, request.body);
      return { message: m.updated, data: await summaryOf(request.params.id) };
    },
  );

  app.post(
    listingsApi.updatePrice.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cambiar solo precio y cantidad',
        params: listingsApi.updatePrice.params,
        body: listingsApi.updatePrice.body,
        response: { 200: listingsApi.updatePrice.response },
      },
    },
    async (request) => {
      await service.update(sessionUser(request).id, request.params.id, request.body);
      return { message: m.updated, data: await summaryOf(request.params.id) };
    },
  );

  app.post(
    listingsApi.setActive.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Activar o desactivar (máximo 5 activos por vendedor)',
        params: listingsApi.setActive.params,
        body: listingsApi.setActive.body,
        response: { 200: listingsApi.setActive.response },
      },
    },
    async (request) => {
      const { is_active } = request.body;
      await service.update(sessionUser(request).id, request.params.id, { is_active });
      return {
        message: is_active ? m.activated : m.deactivated,
        data: await summaryOf(request.params.id),
      };
    },
  );

  const markSoldOptions = {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Marcar como vendido (definitivo)',
      params: listingsApi.markSold.params,
      response: { 200: listingsApi.markSold.response },
    },
  };
  const markSold = async (
    request: { params: { id: number } } & Parameters<typeof sessionUser>[0],
  ) => {
    await service.markSold(sessionUser(request).id, request.params.id);
    // Also reachable by GET (the original API), which the write hook does not watch.
    app.publicAnswers.clear();
    return { message: m.markedSold, data: await summaryOf(request.params.id) };
  };
  app.get(
    listingsApi.markSold.path,
    { ...markSoldOptions, ...writeByGet(app, listingsApi.markSold.path) },
    markSold,
  );
  app.post(listingsApi.markSold.path, markSoldOptions, markSold);

  const assignAddressOptions = {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Asignar otra dirección propia a un producto propio',
      params: listingsApi.assignAddress.params,
      response: { 200: listingsApi.assignAddress.response },
    },
  };
  const assignAddress = async (
    request: { params: { id: number; addressId: number } } & Parameters<typeof sessionUser>[0],
  ) => {
    await service.update(sessionUser(request).id, request.params.id, {
      address_id: request.params.addressId,
    });
    // Also reachable by GET (the original API), which the write hook does not watch.
    app.publicAnswers.clear();
    return { success: true as const, message: m.updated };
  };
  app.get(
    listingsApi.assignAddress.path,
    { ...assignAddressOptions, ...writeByGet(app, listingsApi.assignAddress.path) },
    assignAddress,
  );
  app.post(listingsApi.assignAddress.path, assignAddressOptions, assignAddress);

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
      const row = await findListing(app.db, app.reference, request.params.id);
      if (!row || (row.listing.hiddenAt && request.user?.id !== row.listing.userId)) {
        throw new HttpError(404, m.notFound);
      }
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
        message: IMAGE_MESSAGES.uploaded(count),
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
      return { success: true as const, message: IMAGE_MESSAGES.deleted };
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
      if (imageId === undefined) throw new HttpError(404, IMAGE_MESSAGES.notFound);
      await service.removeImage(userId, request.params.id, imageId);
      return { success: true as const, message: IMAGE_MESSAGES.deleted };
    },
  );
};
