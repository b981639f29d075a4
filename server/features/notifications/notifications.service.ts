import type { FastifyInstance } from 'fastify';
import { bogotaIsoDate } from '../../../domain/dates';
import { PER_KILOGRAM_SIZE_ID } from '../../../domain/prices/comparable-unit';
import {
  digestNotificationText,
  listingNotificationText,
  priceNotificationText,
  whatsAppAvisoText,
} from '../../../domain/notifications/notification-text';
import { withCountryCode } from '../../../domain/phone';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { listingBriefs } from '../listings';
import { phonesInServiceWindow } from '../whatsapp';
import { NOTIFICATIONS } from '../../../domain/limits';
import { PUSH_BUDGET_MS, type WebPushSender } from '../../platform/push/web-push-sender';
import type { WhatsAppCloudApi } from '../../platform/whatsapp/cloud-api';
import {
  claimJob,
  matchingPeople,
  recordMatches,
  type CreatedNotification,
  type NotificationJob,
} from './notification-matching.queries';
import {
  countWhatsAppAviso,
  forgetSubscription,
  recipients,
  type Recipient,
} from './notifications.queries';
import {
  claimPriceJobs,
  recordPriceMove,
  type PriceMove,
  type PriceNotificationJob,
} from './price-notifications.queries';

// Matching runs off the request path: a trigger on listings queues a job when a listing
// becomes visible or its price goes down (migration 0009); this service takes jobs one at a
// time with SKIP LOCKED (safe with several processes on one PostgreSQL), matches the listing
// against every saved search in one query and writes the notifications in the same
// transaction (a crash leaves the job queued). Push and WhatsApp go out after the commit.
// Followed prices that moved (decision 018) arrive in their own queue, one job per person, filled
// by the price refresh; they share the daily cap and the digest with listings.
// WhatsApp (decision 016, "Avisos by WhatsApp"): listings, price moves, buy requests matched to a
// seller, harvests ready and reservation changes, to a person who keeps WhatsApp on, within
// NOTIFICATIONS.maxWhatsAppPerDay: a free text with the link inside the 24-hour service window,
// the kind's approved template outside it. Digests never go by WhatsApp.

type Log = {
  warn: (details: object, message: string) => void;
};

/** The web app's path of a listing (web/lib/paths.ts `paths.product`). */
const listingPath = (id: number) => `/producto/${id}`;
const NOTIFICATIONS_PATH = '/notificaciones';
/** The web app's path of a product's prices in a department (web/lib/paths.ts `paths.priceProduct`). */
const pricePath = (productId: number, departmentId: number) =>
  `/precios/${productId}${departmentId > 0 ? `?departamento=${departmentId}` : ''}`;
/** People whose pushes and messages go out at the same time. */
const DELIVERY_BATCH = 20;
/** Price moves written in one transaction. */
const PRICE_JOB_BATCH = 50;

/** What the approved WhatsApp templates of avisos are about (WHATSAPP_*_TEMPLATE, README). */
export type WhatsAppAvisoKind = 'listing' | 'price' | 'request' | 'harvest';

/**
 * How an aviso goes by WhatsApp outside the service window: its kind's template, whose URL
 * button ends with `urlSuffix` (the template's fixed part is the page's address up to it).
 */
export interface WhatsAppTemplateLink {
  kind: WhatsAppAvisoKind;
  urlSuffix: string;
}

/** A notification just written, ready to go beyond the app (this feature's or another's). */
export interface ActivityDelivery {
  notificationId: number;
  userId: number;
  title: string;
  body: string;
  /** The web app's page a tap opens. */
  url: string;
  /** Also by WhatsApp, when the person keeps it on; without it, push only (a digest, a reminder). */
  whatsapp?: WhatsAppTemplateLink;
}

export interface WhatsAppAlerts {
  /** The one Cloud API client (server/platform/whatsapp). */
  api: WhatsAppCloudApi;
  /** The templates' language (WHATSAPP_TEMPLATE_LANGUAGE). */
  language: string;
  /** The approved template of each kind; a kind without one goes by WhatsApp only inside the window. */
  templates: Partial<Record<WhatsAppAvisoKind, string>>;
  /** PUBLIC_URL: the free text carries full links. */
  publicUrl: string;
}

/** One aviso to one person by WhatsApp. */
interface WhatsAppAviso {
  text: { title: string; body: string };
  /** The web app's page, linked in the free text. */
  url: string;
  link: WhatsAppTemplateLink;
}

export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    readonly push: WebPushSender,
    private readonly whatsapp: WhatsAppAlerts | null,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  get whatsappAvailable(): boolean {
    return this.whatsapp !== null;
  }

  /**
   * Processes queued jobs (listings, then price moves) until none is left (or `maxJobs` of
   * each); answers how many it took.
   */
  async processQueue(now: number, maxJobs = 500): Promise<number> {
    let listings = 0;
    while (listings < maxJobs) {
      const taken = await this.processOne(now);
      if (!taken) break;
      listings += 1;
    }
    let prices = 0;
    while (prices < maxJobs) {
      const taken = await this.processPriceMoves(now, Math.min(PRICE_JOB_BATCH, maxJobs - prices));
      if (taken === 0) break;
      prices += taken;
    }
    return listings + prices;
  }

  /** Writes a batch of price moves in one transaction, then delivers them; answers how many. */
  private async processPriceMoves(now: number, limit: number): Promise<number> {
    let jobs: PriceNotificationJob[] = [];
    const created = await this.db.transaction(async (tx) => {
      jobs = await claimPriceJobs(tx, limit);
      const notes: { job: PriceNotificationJob; note: CreatedNotification }[] = [];
      for (const job of jobs) {
        for (const note of await recordPriceMove(tx, job, bogotaIsoDate(now))) {
          notes.push({ job, note });
        }
      }
      return notes;
    });
    // A digest goes out beyond the app once a day, when it is first written.
    const worthSending = created.filter(({ note }) => note.kind === 'price' || note.firstOfItsKind);
    await this.deliverActivity(
      worthSending.map(({ job, note }) => {
        const told = { notificationId: note.id, userId: note.userId };
        if (note.kind !== 'price') {
          return { ...told, ...digestNotificationText(note.count, 1), url: NOTIFICATIONS_PATH };
        }
        const url = pricePath(job.productId, job.departmentId);
        // The template's button: https://<site>/precios/{{1}}.
        const whatsapp = { kind: 'price' as const, urlSuffix: url.slice('/precios/'.length) };
        return { ...told, ...this.priceText(job), url, whatsapp };
      }),
    );
    return jobs.length;
  }

  /**
   * Push, and WhatsApp for the items that say so, of notifications just written (by this
   * feature's worker, or by another feature in its own transaction: Pedidos y cosechas, decision
   * 026), after the commit: each with its text and the page a tap opens. A failure is logged,
   * never retried.
   */
  async deliverActivity(items: ActivityDelivery[]): Promise<void> {
    if (items.length === 0) return;
    const deadline = Date.now() + PUSH_BUDGET_MS;
    const people = await recipients(this.db, [...new Set(items.map((item) => item.userId))]);
    const inWindow = await this.serviceWindow(people);
    // A few people at a time: a popular listing must not open hundreds of connections at once.
    for (let start = 0; start < items.length; start += DELIVERY_BATCH) {
      await Promise.all(
        items.slice(start, start + DELIVERY_BATCH).map(async (item) => {
          const person = people.get(item.userId);
          if (!person) return;
          await Promise.all([
            person.push
              ? this.pushTo(person, { id: item.notificationId }, item, item.url, deadline)
              : undefined,
            item.whatsapp
              ? this.whatsAppTo(person, inWindow, {
                  text: item,
                  url: item.url,
                  link: item.whatsapp,
                })
              : undefined,
          ]);
        }),
      );
    }
  }

  /** The phones (with country code) of these people that are inside WhatsApp's service window. */
  private async serviceWindow(people: Map<number, Recipient>): Promise<Set<string>> {
    if (!this.whatsapp) return new Set();
    const phones = [...people.values()]
      .filter((person) => person.whatsapp)
      .map((person) => withCountryCode(person.phone));
    return phonesInServiceWindow(this.db, phones, this.now());
  }

  /**
   * One aviso by WhatsApp, when the person keeps it on and the day's WhatsApp cap allows: a free
   * text with the link inside the service window (free of charge), else the kind's approved
   * template, else nothing. A failure is logged, never retried; the aviso is in the app.
   */
  private async whatsAppTo(
    person: Recipient,
    inWindow: Set<string>,
    aviso: WhatsAppAviso,
  ): Promise<void> {
    if (!this.whatsapp || !person.whatsapp) return;
    const { api, language, templates, publicUrl } = this.whatsapp;
    const to = withCountryCode(person.phone);
    const free = inWindow.has(to);
    const template = templates[aviso.link.kind];
    if (!free && !template) return;
    if (!(await countWhatsAppAviso(this.db, person.userId, bogotaIsoDate(this.now())))) return;
    const message = free
      ? {
          kind: 'text' as const,
          text: whatsAppAvisoText(
            aviso.text,
            `${publicUrl}${aviso.url}`,
            `${publicUrl}${NOTIFICATIONS_PATH}`,
          ),
        }
      : {
          kind: 'template' as const,
          name: template!,
          language,
          bodyParameters: [aviso.text.body],
          urlSuffix: aviso.link.urlSuffix,
        };
    await api
      .send(to, message)
      .catch((error: unknown) =>
        this.log.warn(
          { err: (error as Error).message, kind: aviso.link.kind, free },
          'WhatsApp aviso not delivered',
        ),
      );
  }

  /**
   * A Web Push to each of the person's browsers (the newest few: subscriptions saved before the
   * cap existed may be more); a subscription the service says is gone is forgotten.
   */
  private async pushTo(
    person: Recipient,
    note: Pick<CreatedNotification, 'id'>,
    text: { title: string; body: string },
    url: string,
    deadline: number,
  ): Promise<void> {
    const outcomes = await Promise.all(
      person.subscriptions
        .slice(0, NOTIFICATIONS.maxPushSubscriptionsPerPerson)
        .map(async (subscription) => {
          const outcome = await this.push.send(
            subscription,
            { title: text.title, body: text.body, url, tag: `notificacion-${note.id}` },
            deadline,
          );
          if (outcome === 'gone') await forgetSubscription(this.db, subscription.id);
          return outcome;
        }),
    );
    const skipped = outcomes.filter((outcome) => outcome === 'skipped').length;
    if (skipped > 0) {
      this.log.warn({ skipped, notification: note.id }, 'push budget ran out; left in the app');
    }
  }

  private async processOne(now: number): Promise<boolean> {
    let job: NotificationJob | null = null;
    const created = await this.db.transaction(async (tx) => {
      job = await claimJob(tx);
      if (!job) return [];
      const people = await matchingPeople(tx, job);
      return recordMatches(tx, job.listingId, job.previousPrice, people, bogotaIsoDate(now));
    });
    if (!job) return false;
    await this.deliver(job, created);
    return true;
  }

  /** Push and WhatsApp for what was just written. */
  private async deliver(job: NotificationJob, created: CreatedNotification[]): Promise<void> {
    // A digest goes out beyond the app once a day (when it is first written); later listings
    // of the day only raise its count in the app.
    const worthSending = created.filter((note) => note.kind === 'listing' || note.firstOfItsKind);
    if (worthSending.length === 0) return;
    const listing = (await listingBriefs(this.db, [job.listingId])).get(job.listingId);
    const listingText = listing ? this.listingText(listing, job.previousPrice) : null;
    await this.deliverActivity(
      worthSending.flatMap((note) => {
        const told = { notificationId: note.id, userId: note.userId };
        if (note.kind !== 'listing') {
          return [{ ...told, ...digestNotificationText(note.count), url: NOTIFICATIONS_PATH }];
        }
        if (!listingText) return [];
        // The template's button: https://<site>/producto/{{1}} (decision 016).
        const whatsapp = { kind: 'listing' as const, urlSuffix: String(job.listingId) };
        return [{ ...told, ...listingText, url: listingPath(job.listingId), whatsapp }];
      }),
    );
  }

  /** How a price's unit reads: 'kg' when compared per kilogram, else the unit's abbreviation. */
  priceUnit(sizeId: number): string {
    return sizeId === PER_KILOGRAM_SIZE_ID
      ? 'kg'
      : (this.reference.sizes.get(sizeId)?.abbreviation ?? '');
  }

  /** What a price move says, in the app and in a push. */
  priceText(move: Omit<PriceMove, 'userId'>) {
    return priceNotificationText({
      productName: this.reference.products.get(move.productId)?.name ?? '',
      department:
        move.departmentId > 0
          ? (this.reference.departments.get(move.departmentId)?.name ?? '')
          : null,
      unit: this.priceUnit(move.sizeId),
      median: move.median,
      previousMedian: move.previousMedian,
    });
  }

  listingText(
    listing: { productId: number; sizeId: number; price: number; municipalityId: number },
    previousPrice: number | null,
  ) {
    const municipality = this.reference.municipalities.get(listing.municipalityId);
    return listingNotificationText({
      productName: this.reference.products.get(listing.productId)?.name ?? '',
      price: listing.price,
      previousPrice,
      sizeAbbreviation: this.reference.sizes.get(listing.sizeId)?.abbreviation ?? '',
      municipality: municipality?.name ?? '',
      department: this.reference.departments.get(municipality?.departmentId ?? 0)?.name ?? '',
    });
  }
}

/** Runs the queue every `intervalMs` while the app is up (never two runs at once). */
export function startNotificationWorker(app: FastifyInstance, intervalMs: number): void {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = app.notifications
      .processQueue(app.now())
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification matching failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
