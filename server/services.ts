import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Secrets } from './platform/auth/secrets';
import type { LimitStore } from './platform/limits/limit-store';
import type { OtpDelivery } from './platform/otp/otp-delivery';
import { WhatsAppCloudApi } from './platform/whatsapp/cloud-api';
import { loadVapidKeys, WebPushSender } from './platform/push/web-push-sender';
import { AccountsService } from './features/accounts/accounts.service';
import { OtpService } from './features/accounts/otp.service';
import { AddressesService } from './features/addresses/addresses.service';
import { AdminReads } from './features/admin/admin-reads.service';
import { ModerationService } from './features/admin/admin.service';
import { CatalogueService } from './features/catalogue/catalogue.service';
import { ContactsService } from './features/contacts/contacts.service';
import { FavouritesService } from './features/favourites/favourites.service';
import { HarvestsService } from './features/harvests/harvests.service';
import { HealthService } from './features/health/health.service';
import { JobsService } from './features/jobs/jobs.service';
import { ListingsService, publicListings } from './features/listings';
import { LocationsService } from './features/locations/locations.service';
import { NotificationInbox } from './features/notifications/notification-inbox.service';
import { NotificationsService } from './features/notifications/notifications.service';
import { SavedSearchesService } from './features/notifications/saved-searches.service';
import {
  OrganizationsAdmin,
  OrganizationsService,
} from './features/organizations/organizations.service';
import { PriceAlertsService } from './features/prices/price-alerts.service';
import { PricesService } from './features/prices/prices.service';
import { ReportsService } from './features/reports/reports.service';
import { RequestsService } from './features/requests/requests.service';
import { ReviewsService } from './features/reviews/reviews.service';
import { ShareOpens } from './features/sharing/share-opens';
import { SharingService } from './features/sharing/sharing.service';
import { StoresAdmin, StoresService } from './features/stores/stores.service';
import { WhatsAppService } from './features/whatsapp/whatsapp.service';

/** What the services need beyond the app's own pieces (db, reference, storage, clock, log...). */
export interface ServiceSettings {
  config: Config;
  secrets: Secrets;
  limits: LimitStore;
  delivery: OtpDelivery;
}

/**
 * The one place the server's services are built (docs/architecture.md "A server feature"): each
 * route plugin is registered with the services it calls as its options, and never builds one.
 * Called once the app holds the database, reference data, storage, photo intake, the session
 * announcements (viewerChanged, sessionsChanged) and the public answers' cache.
 */
export function buildServices(app: FastifyInstance, settings: ServiceSettings) {
  const { config, secrets, limits, delivery } = settings;
  const { db, reference, storage, photos, now, log } = app;
  const avisos = config.whatsappAvisos;

  const listings = new ListingsService(db, reference, storage, photos);
  const notifications = new NotificationsService(
    db,
    reference,
    new WebPushSender(loadVapidKeys(config), config.push, log),
    avisos && {
      api: new WhatsAppCloudApi(avisos.api),
      language: avisos.language,
      templates: avisos.templates,
      publicUrl: config.publicUrl,
    },
    log,
    now,
  );
  const prices = new PricesService(db, reference, now, config.catalogueCacheSeconds);
  // Their writes announce the person's new marks to the session state (app.viewerChanged).
  const contacts = new ContactsService(db, reference, app.viewerChanged, now);

  const otp = new OtpService(db, limits, delivery, secrets.otpKey, config.publicUrl, log, now);

  return {
    health: new HealthService(db),
    locations: new LocationsService(db, reference),
    catalogue: new CatalogueService(db, reference),
    reports: new ReportsService(db, config.supportPhone),
    accounts: new AccountsService(db, reference, otp, {
      jwtKey: secrets.jwtKey,
      accessTokenDays: config.accessTokenDays,
      now,
      sessionsChanged: app.sessionsChanged,
      removeFiles: (keys) => listings.removeFiles(keys),
    }),
    delivery,
    listings,
    publicListings: publicListings(app),
    notifications,
    notificationInbox: new NotificationInbox(db, reference, storage, notifications, config.push),
    savedSearches: new SavedSearchesService(db, reference),
    prices,
    contacts,
    favourites: new FavouritesService(db, reference, app.viewerChanged, storage),
    reviews: new ReviewsService(db, reference, app.viewerChanged),
    addresses: new AddressesService(db, reference),
    moderation: new ModerationService(db, now),
    adminReads: new AdminReads(db, reference, storage),
    jobs: new JobsService(db, reference, now),
    stores: new StoresService(db, storage, reference),
    storesAdmin: new StoresAdmin(db, storage, reference, photos),
    organizations: new OrganizationsService(db, reference),
    organizationsAdmin: new OrganizationsAdmin(db, reference),
    buyRequests: new RequestsService(db, reference, notifications, contacts, now),
    harvests: new HarvestsService(db, reference, listings, notifications, now),
    priceAlerts: new PriceAlertsService(db, reference),
    sharing: new SharingService(db, reference, storage, app.publicAnswers, config.publicUrl, now),
    shareOpens: new ShareOpens(db, secrets.visitorKey, log, now),
    whatsapp: config.whatsappChat
      ? new WhatsAppService({
          db,
          settings: config.whatsappChat,
          publicUrl: config.publicUrl,
          reference,
          listings,
          prices,
          limits,
          log,
          now,
        })
      : null,
  };
}
