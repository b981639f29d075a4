import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharingApi } from '../../../domain/api/sharing';
import { BROWSING_SCREENS } from '../../../domain/browsing-screens';
import { MAX_ID } from '../../../domain/form-values';
import { SHARING_MESSAGES } from '../../../domain/sharing/sharing';
import { notFound } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { stylesheet } from './public-pages';
import type { ShareOpens } from './share-opens';
import { notFoundPage, type PublicPage, type SharingService } from './sharing.service';

interface SharingOptions {
  sharing: SharingService;
  opens: ShareOpens;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Preview pictures change only with the main photo (whose key is in their address). */
const PREVIEW_CACHE = 'public, max-age=86400';

/** A path id as a listing or user id, or null ('12abc', 0 and ids past the columns are none). */
function readId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

/**
 * The public pages a shared link opens, outside /api and outside the signed-in app:
 * /p/{id} (a listing), /vendedor/{id} (a seller's storefront), the listing's preview picture and
 * the pages' stylesheet. Also the link preview of the app's own /producto/{id}.
 */
export const sharingPages: FastifyPluginAsync<SharingOptions> = async (app, { sharing, opens }) => {
  // Pages answer from memory, but a miss reads the database: same per-address limit as the API.
  const limitPerAddress = app.rateLimit();
  const cacheControl = app.publicAnswers.publicCacheControl;

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    found: PublicPage | null,
  ): FastifyReply => {
    if (!found) return notFoundPage.send(request, reply, 'no-cache');
    opens.record(request, { sellerId: found.sellerId, listingId: found.listingId });
    return found.page.send(request, reply, cacheControl);
  };

  app.get<{ Params: { id: string } }>(
    '/p/:id',
    { preHandler: limitPerAddress },
    async (request, reply) => {
      const id = readId(request.params.id);
      return sendPage(request, reply, id === null ? null : await sharing.listingPage(id));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/vendedor/:id',
    { preHandler: limitPerAddress },
    async (request, reply) => {
      const id = readId(request.params.id);
      return sendPage(request, reply, id === null ? null : await sharing.sellerPage(id));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/p/:id/imagen.jpg',
    { preHandler: limitPerAddress },
    async (request, reply) => {
      const id = readId(request.params.id);
      const picture = id === null ? null : await sharing.previewImage(id);
      if (picture === 'busy') {
        return reply.code(503).header('retry-after', '5').type('text/plain').send('Ocupado');
      }
      if (!picture) return notFoundPage.send(request, reply, 'no-cache');
      return reply
        .header('cache-control', PREVIEW_CACHE)
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(picture);
    },
  );

  app.get(stylesheet.path, async (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .type('text/css; charset=utf-8')
      .send(stylesheet.body),
  );

  // A link copied from the app (/producto/{id}) previews like /p/{id} (docs/product.md §2 keeps the
  // route behind the session guard; the preview shows only what /p/{id} shows).
  app.pageHeads.add(BROWSING_SCREENS.product.route, async ({ id }) => {
    const listingId = readId(id ?? '');
    return listingId === null ? '' : sharing.productHeadTags(listingId);
  });
};

const tags = ['sharing'];
const security = [{ bearerAuth: [] }];

/** Mi tienda: the signed-in seller's own storefront, nobody else's. */
export const sharingRoutes: FastifyPluginAsyncZod<SharingOptions> = async (
  app,
  { sharing, opens },
) => {
  const storefrontOf = async (userId: number) => {
    // Opens still waiting in memory first, so a share opened a moment ago is counted.
    await opens.flush();
    const storefront = await sharing.storefront(userId);
    if (!storefront) throw notFound();
    return storefront;
  };

  app.get(
    sharingApi.storefront.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mi tienda: descripción, enlace público y aperturas de los últimos 7 días',
        response: { 200: sharingApi.storefront.response },
      },
    },
    async (request) => ({ data: await storefrontOf(sessionUser(request).id) }),
  );

  app.put(
    sharingApi.saveStorefront.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Guarda la descripción de la finca (hasta 300 caracteres)',
        body: sharingApi.saveStorefront.body,
        response: { 200: sharingApi.saveStorefront.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await sharing.saveDescription(userId, request.body.description);
      return { message: SHARING_MESSAGES.descriptionSaved, data: await storefrontOf(userId) };
    },
  );
};
