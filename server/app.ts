import { pageForms } from './platform/http/page-forms';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ListingMarkName } from '../domain/api/listings';
import { IMAGES } from '../domain/limits';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { loadReferenceData, type ReferenceData } from './db/reference-data';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { healthRoutes } from './features/health/health.routes';
import { locationsRoutes } from './features/locations/locations.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { addressesRoutes } from './features/addresses/addresses.routes';
import { contactMarks } from './features/contacts/contacts.queries';
import { contactsRoutes } from './features/contacts/contacts.routes';
import { favouriteMarks } from './features/favourites/favourites.queries';
import { favouritesRoutes } from './features/favourites/favourites.routes';
import { listingsRoutes } from './features/listings';
import { reviewMarks } from './features/reviews/reviews.queries';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { storesRoutes } from './features/stores/stores.routes';
import { adminStoresRoutes } from './features/stores/admin-stores.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import {
  adminOrganizationsRoutes,
  organizationsRoutes,
} from './features/organizations/organizations.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { priceAlertsRoutes } from './features/prices/price-alerts.routes';
import { adminPricesRoutes, pricesRoutes } from './features/prices/prices.routes';
import { sharingPages, sharingRoutes } from './features/sharing/sharing.routes';
import { adminHarvestsRoutes, harvestsRoutes } from './features/harvests/harvests.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { adminRequestsRoutes, requestsRoutes } from './features/requests/requests.routes';
import type { NotificationsService } from './features/notifications/notifications.service';
import { devWhatsAppStandIn } from './features/whatsapp/dev-stand-in';
import { WEBHOOK_PATH, whatsappRoutes } from './features/whatsapp/whatsapp.routes';
import type { WhatsAppService } from './features/whatsapp/whatsapp.service';
import type { HarvestsService } from './features/harvests/harvests.service';
import type { RequestsService } from './features/requests/requests.service';
import { projectRoot } from './lib/project-root';
import { buildServices } from './services';
import { registerAuthentication } from './platform/auth/authenticate';
import { loadSecrets } from './platform/auth/secrets';
import { sessionChannelFor } from './platform/auth/session-channel';
import type { ViewerMarkSource } from './platform/auth/session.queries';
import { createRedis } from './platform/limits/redis';
import { PhotoIntake } from './platform/images/photo-intake';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './platform/limits/limit-store';
import { PostgresLimitStore } from './platform/limits/postgres-limit-store';
import { createOtpDelivery, type OtpDelivery } from './platform/otp/otp-delivery';
import { createFileStorage } from './platform/storage/create-file-storage';
import type { FileStorage } from './platform/storage/file-storage';
import { LocalFileStorage } from './platform/storage/local-storage';
import {
  apiNotFound,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from './platform/http/error-handler';
import { closeConnectionsWhileClosing } from './platform/http/graceful-close';
import { registerOpenApi } from './platform/http/openapi';
import { registerPublicAnswers } from './platform/http/public-answers';
import { registerJsonBodies } from './platform/http/json-body';
import {
  REQUEST_TIMEOUT_MS,
  registerRequestLimits,
  requestTimeoutServerOptions,
} from './platform/http/request-limits';
import { registerSecurity } from './platform/http/security';
import { validatorCompiler } from './platform/http/validation';
import { registerPageHints } from './platform/http/page-hints';
import { registerPageHeads } from './platform/http/page-head';
import { loadServerRenderer } from './platform/http/server-render';
import { isPageRequest, registerUploads, registerWebApp, sendAppShell } from './platform/http/spa';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    storage: FileStorage;
    /** Every uploaded photo goes through it: queue, per-person limit, decoding. */
    photos: PhotoIntake;
    /** Places, units, categories and the catalogue, in memory. */
    reference: ReferenceData;
    /** The app's clock in ms (buildApp's `now`): tests move it to check expiry. */
    now: () => number;
    /** Saved-search matching and delivery (Avísame); main.ts runs its queue. */
    notifications: NotificationsService;
    /** Selling by WhatsApp (decision 025); null when WHATSAPP_APP_SECRET is not set. */
    whatsapp: WhatsAppService | null;
    /** Pedidos (decision 026); main.ts runs its matching queue and expiry sweep. */
    buyRequests: RequestsService;
    /** Próxima cosecha (decision 026); main.ts runs its "update or close" sweep. */
    harvests: HarvestsService;
  }
}

export const API_PREFIX = '/api/v1';

/**
 * Where each mark of a listing's personal fields (LISTING_PERSONAL_FIELDS) is read with the
 * person's session (decision 019), from the feature that owns its table. A new mark without its
 * source here does not compile.
 */
const viewerMarkSources: Record<ListingMarkName, ViewerMarkSource> = {
  isFavourite: favouriteMarks,
  contacted: contactMarks,
  reviewed: reviewMarks,
};

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Built web app folder; defaults to dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in limits; defaults to Redis, PostgreSQL or memory (limitStoreFor). Tests pass their own. */
  limits?: LimitStore;
  /** Clock for code expiry and limits; tests move it forward. */
  now?: () => number;
  /** Where photos go; defaults to the configured storage (DATA_DIR/uploads or S3). */
  storage?: FileStorage;
  /** How long a whole request (headers and body) may take to arrive; tests shorten it. */
  requestTimeoutMs?: number;
  /** How long a body may make no progress before a 408 (request-limits.ts); tests shorten it. */
  bodyIdleTimeoutMs?: number;
}

const version: string = JSON.parse(
  readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'),
).version;

/**
 * Where the sign-in and photo limits count (decision 021): Redis when configured; otherwise
 * PostgreSQL when the database is a server other processes may share; memory for the embedded
 * database, which only this process can open.
 */
function limitStoreFor(
  redis: ReturnType<typeof createRedis> | null,
  database: DatabaseHandle,
  now: (() => number) | undefined,
): LimitStore {
  if (redis) return new RedisLimitStore(redis);
  if (database.engine === 'postgres') return new PostgresLimitStore(database.db, now);
  return new MemoryLimitStore(now);
}

/** Builds the whole HTTP app without listening, so tests can drive it with app.inject(). */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const webRoot = options.webRoot ?? path.join(projectRoot(), 'dist/web');
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

  const app = Fastify({
    logger: options.logger ?? false,
    // One reverse proxy in front, trusted and nothing beyond it: the client is the address the
    // proxy appended to X-Forwarded-For (the last one). `true` would take the first, which the
    // client writes itself: anyone could pick a new address per request and walk past the
    // per-address limits.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
    // A request that stops arriving is answered 408 (clientErrorHandler) instead of being held.
    requestTimeout: requestTimeoutMs,
    http: requestTimeoutServerOptions(requestTimeoutMs),
    frameworkErrors,
    clientErrorHandler,
    // Let in-flight requests finish on shutdown, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const limits = options.limits ?? limitStoreFor(redis, database, options.now);
  const delivery: OtpDelivery = createOtpDelivery(config.otp, app.log);
  const secrets = loadSecrets(config);
  const storage = options.storage ?? createFileStorage(config);
  const photos = new PhotoIntake(limits, options.now);
  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('storage', storage);
  app.decorate('photos', photos);
  app.decorate('now', options.now ?? Date.now);
  app.decorate('reference', await loadReferenceData(database.db));
  registerErrorHandling(app);
  registerRequestLimits(app, options.bodyIdleTimeoutMs);
  await registerAuthentication(
    app,
    secrets,
    sessionChannelFor(redis, database, app.log),
    viewerMarkSources,
  );
  closeConnectionsWhileClosing(app);
  registerPageHints(app);
  registerPageHeads(app);
  registerPublicAnswers(app, { ttlSeconds: config.catalogueCacheSeconds, now: options.now });

  await registerSecurity(app, config, redis, storage.imageOrigin);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Dynamic answers: fast brotli. Static assets are pre-compressed at build time.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // docs/product.md §7 sends JSON, form-encoded and multipart bodies; all three reach the same schemas.
  // Nothing else: a plain-text body is refused (415) rather than handed to a schema as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGES.maxBytes, files: IMAGES.maxPerProduct, fields: 50, parts: 60 },
  });
  await registerOpenApi(app, version);

  // Every service, built once (server/services.ts); routes get theirs as options. The ones
  // main.ts runs in the background are also on the app, for main.ts and the tests.
  const services = buildServices(app, { config, secrets, limits, delivery });
  app.decorate('notifications', services.notifications);
  app.decorate('buyRequests', services.buyRequests);
  app.decorate('harvests', services.harvests);
  app.decorate('whatsapp', services.whatsapp);
  const sharing = { sharing: services.sharing, opens: services.shareOpens };
  app.addHook('onClose', () => sharing.opens.flush());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health, version });
      await api.register(locationsRoutes, { locations: services.locations });
      await api.register(catalogueRoutes, { catalogue: services.catalogue });
      await api.register(accountsRoutes, {
        accounts: services.accounts,
        delivery: services.delivery,
      });
      await api.register(addressesRoutes, { addresses: services.addresses });
      await api.register(reportsRoutes, { reports: services.reports });
      await api.register(listingsRoutes, {
        listings: services.listings,
        publicListings: services.publicListings,
      });
      await api.register(favouritesRoutes, { favourites: services.favourites });
      await api.register(contactsRoutes, { contacts: services.contacts });
      await api.register(reviewsRoutes, { reviews: services.reviews });
      await api.register(storesRoutes, { stores: services.stores });
      await api.register(adminStoresRoutes, {
        stores: services.stores,
        admin: services.storesAdmin,
      });
      await api.register(jobsRoutes, { jobs: services.jobs });
      await api.register(organizationsRoutes, { organizations: services.organizations });
      await api.register(adminOrganizationsRoutes, { organizations: services.organizationsAdmin });
      await api.register(adminRoutes, {
        moderation: services.moderation,
        reads: services.adminReads,
      });
      await api.register(notificationsRoutes, {
        inbox: services.notificationInbox,
        savedSearches: services.savedSearches,
      });
      await api.register(requestsRoutes, { requests: services.buyRequests });
      await api.register(adminRequestsRoutes, { requests: services.buyRequests });
      await api.register(harvestsRoutes, { harvests: services.harvests });
      await api.register(adminHarvestsRoutes, { harvests: services.harvests });
      await api.register(sharingRoutes, sharing);
      await api.register(whatsappRoutes, { service: services.whatsapp });
      await api.register(pricesRoutes, { prices: services.prices });
      await api.register(adminPricesRoutes, { prices: services.prices });
      await api.register(priceAlertsRoutes, { alerts: services.priceAlerts });
    },
    { prefix: API_PREFIX },
  );

  await app.register(sharingPages, sharing);
  // Development only (DEV_WHATSAPP): plays Meta's part for the chat (decision 025).
  await app.register(devWhatsAppStandIn, { webhookUrl: `${API_PREFIX}${WEBHOOK_PATH}` });
  if (storage instanceof LocalFileStorage) await registerUploads(app, storage.root);
  await app.register(pageForms);
  await registerWebApp(app, webRoot);
  const serverRenderer = await loadServerRenderer(app, webRoot);
  // Pages are not routes (the web app routes them), so the global limiter does not see them:
  // the ones whose hints read the database share the per-address limit of the API here.
  const limitPerAddress = app.rateLimit();
  const limitHintedPages = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request) && app.pageHints.hasHints(request.url)) {
      await limitPerAddress.call(app, request, reply);
    }
  };
  app.setNotFoundHandler({ preHandler: limitHintedPages }, async (request, reply) => {
    if (isPageRequest(request)) {
      // The head tags' lookup and a server render run side by side (they read the same
      // caches). A rendered page needs no hints: its HTML names its photo in the same first
      // round trip, and its headers count in that trip (decision 027).
      const headTags = app.pageHeads.tagsFor(request.url);
      if (await serverRenderer?.trySend(request, reply, headTags)) return reply;
      const hints = await app.pageHints.linksFor(request.url);
      return sendAppShell(reply, webRoot, hints, await headTags);
    }
    return reply.status(404).send(apiNotFound());
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
