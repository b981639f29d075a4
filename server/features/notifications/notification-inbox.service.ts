import type { AppNotification } from '../../../domain/api/notifications';
import { NOTIFICATIONS } from '../../../domain/limits';
import { NOTIFICATION_MESSAGES } from '../../../domain/notifications/notification-messages';
import {
  digestNotificationText,
  priceMoveChange,
} from '../../../domain/notifications/notification-text';
import {
  harvestActivityText,
  hiddenActivityText,
  requestActivityText,
  type HarvestEvent,
  type RequestEvent,
} from '../../../domain/requests/activity-text';
import { bogotaIsoDate } from '../../../domain/dates';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { fieldError } from '../../lib/http-error';
import { cardUrl } from '../../platform/images/stored-images';
import { pushEndpointAllowed } from '../../platform/push/push-endpoints';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  channelSettings,
  deleteSubscription,
  markRead,
  notificationsPage,
  saveChannelSettings,
  saveSubscription,
  unreadCount,
  type ChannelSettings,
  type NotificationRow,
} from './notifications.queries';
import type { NotificationsService } from './notifications.service';

// A person's Notificaciones: the list (each text written from what it points at as it is now),
// what is read, the channels besides the app, and this browser's Web Push subscription.

export class NotificationInbox {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly storage: FileStorage,
    /** Writes the price and listing texts, and knows the channels (push keys, WhatsApp). */
    private readonly notifications: NotificationsService,
    private readonly pushSettings: Config['push'],
  ) {}

  /** A page of the person's notifications, the newest first, with the unread count. */
  async page(userId: number, page: number) {
    const pageSize = NOTIFICATIONS.pageSize;
    const { rows, total, unread } = await notificationsPage(this.db, userId, page, pageSize);
    return {
      data: rows.map((row) => this.present(row)),
      meta: {
        page,
        pagination: pageSize,
        total,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
        unread,
      },
    };
  }

  unread(userId: number): Promise<number> {
    return unreadCount(this.db, userId);
  }

  /** Marks these notifications (all without ids) read; answers how many stay unread. */
  async markRead(userId: number, ids: number[] | undefined): Promise<number> {
    await markRead(this.db, userId, ids);
    return unreadCount(this.db, userId);
  }

  async settings(userId: number) {
    return this.withAvailability(await channelSettings(this.db, userId));
  }

  async saveSettings(userId: number, changes: Partial<ChannelSettings>) {
    return this.withAvailability(await saveChannelSettings(this.db, userId, changes));
  }

  private withAvailability(settings: ChannelSettings) {
    return { ...settings, whatsapp_available: this.notifications.whatsappAvailable };
  }

  /** The VAPID public key a browser subscribes with. */
  get pushPublicKey(): string {
    return this.notifications.push.keys.publicKey;
  }

  /** Keeps this browser's subscription; only push services' addresses are accepted. */
  async subscribe(
    userId: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ): Promise<void> {
    const { endpoint, keys } = subscription;
    if (!pushEndpointAllowed(endpoint, this.pushSettings)) {
      throw fieldError('endpoint', NOTIFICATION_MESSAGES.pushEndpoint);
    }
    await saveSubscription(this.db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await deleteSubscription(this.db, userId, endpoint);
  }

  private present(row: NotificationRow): AppNotification {
    const base = {
      id: row.id,
      count: row.count,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
      buy_request_id: row.request?.id ?? null,
      harvest_id: row.harvest?.id ?? null,
    };
    const productName = (id: number) => this.reference.products.get(id)?.name ?? '';
    const municipalityName = (id: number) => this.reference.municipalities.get(id)?.name ?? '';
    // Pedidos y cosechas (decision 026): text from the request or harvest as it is now.
    if (row.request && (row.kind === 'request' || row.kind === 'moderation')) {
      const request = row.request;
      const size = this.reference.sizes.get(request.sizeId);
      const text =
        row.kind === 'moderation'
          ? hiddenActivityText('request', productName(request.productId), request.hiddenReason)
          : requestActivityText(
              row.event as RequestEvent,
              {
                productName: productName(request.productId),
                quantity: request.quantity,
                size: { name: size?.name ?? '', abbreviation: size?.abbreviation ?? '' },
                municipality: municipalityName(request.municipalityId),
                neededBy: request.neededBy,
                hiddenReason: request.hiddenReason,
              },
              bogotaIsoDate(row.createdAt),
            );
      return { ...base, kind: row.kind, ...text, listing: null, price: null };
    }
    if (row.harvest && (row.kind === 'harvest' || row.kind === 'moderation')) {
      const harvest = row.harvest;
      const text =
        row.kind === 'moderation'
          ? hiddenActivityText('harvest', productName(harvest.productId), harvest.hiddenReason)
          : harvestActivityText(row.event as HarvestEvent, {
              productName: productName(harvest.productId),
              municipality: municipalityName(harvest.municipalityId),
              hiddenReason: harvest.hiddenReason,
            });
      return { ...base, kind: row.kind, ...text, listing: null, price: null };
    }
    if (row.kind === 'price' && row.price) {
      const move = row.price;
      const department =
        move.departmentId > 0 ? this.reference.departments.get(move.departmentId) : undefined;
      return {
        ...base,
        kind: 'price',
        ...this.notifications.priceText(move),
        listing: null,
        price: {
          product_id: move.productId,
          name: this.reference.products.get(move.productId)?.name ?? '',
          department: department ? { id: department.id, name: department.name } : null,
          unit: this.notifications.priceUnit(move.sizeId),
          median: move.median,
          previous_median: move.previousMedian,
          change: priceMoveChange(move),
        },
      };
    }
    if (row.kind === 'digest' || !row.listing) {
      return {
        ...base,
        kind: 'digest',
        ...digestNotificationText(row.count, row.priceCount),
        listing: null,
        price: null,
      };
    }
    const listing = row.listing;
    const municipality = this.reference.municipalities.get(listing.municipalityId);
    const listingView = {
      id: listing.id,
      name: this.reference.products.get(listing.productId)?.name ?? '',
      price: listing.price,
      previous_price: row.previousPrice,
      size: this.reference.sizes.get(listing.sizeId)?.abbreviation ?? '',
      image: listing.imageKey ? cardUrl(this.storage, listing.imageKey) : null,
      municipality: municipality?.name ?? '',
      department: this.reference.departments.get(municipality?.departmentId ?? 0)?.name ?? '',
      available: listing.status === 'active',
    };
    if (row.kind === 'moderation') {
      const reason = listing.hiddenReason?.trim() ?? '';
      return {
        ...base,
        kind: 'moderation',
        title: NOTIFICATION_MESSAGES.hiddenTitle,
        body:
          listing.status === 'hidden'
            ? NOTIFICATION_MESSAGES.hiddenBody(
                listingView.name,
                /[.!?]$/.test(reason) ? reason : `${reason}.`,
              )
            : listing.status === 'inactive'
              ? NOTIFICATION_MESSAGES.shownInactiveBody(listingView.name)
              : NOTIFICATION_MESSAGES.shownAgainBody(listingView.name),
        listing: listingView,
        price: null,
      };
    }
    const text = this.notifications.listingText(listing, row.previousPrice);
    return {
      ...base,
      kind: 'listing',
      ...text,
      listing: listingView,
      price: null,
    };
  }
}
