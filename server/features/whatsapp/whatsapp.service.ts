import { IMAGES } from '../../../domain/limits';
import type { PriceReference } from '../../../domain/api/prices';
import { unitSingular } from '../../../domain/listings/units';
import { sellerPriceVerdict } from '../../../domain/prices/price-hint';
import { lastTenDigits } from '../../../domain/phone';
import { priceHintText } from '../../../domain/whatsapp/price-hint-text';
import type { WhatsAppChatConfig } from '../../config';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { HttpError } from '../../lib/http-error';
import type { LimitStore } from '../../platform/limits/limit-store';
import { createUser, findUserIdByPhone } from '../accounts';
import { AddressesService, listAddresses } from '../addresses';
import { findListing, listMine, statusOf, type ListingsService } from '../listings';
import {
  ChatFlow,
  CHAT_TEXT,
  CONVERSATION_HOURS,
  type ChatListing,
  type ChatPorts,
  type ChatState,
} from './chat-flow';
import { WhatsAppCloudApi, type ChatReply } from '../../platform/whatsapp/cloud-api';
import { productMatcher } from './product-match';
import type { VoiceTranscriber } from './voice-transcriber';
import { chatInput, inboundMessages } from './webhook-payload';
import {
  claimMessage,
  findConversation,
  finishMessage,
  forgetHandledMessages,
  forgetIdleConversations,
  queueMessages,
  type ClaimedMessage,
} from './whatsapp.queries';

// Selling by WhatsApp (decision 025). The webhook only queues (answering Meta at once); this
// service answers the queue in the background, one message per phone at a time and in the
// order they were written, with the state of each conversation in the database so any process
// can take the next message. Replies go out after the state is saved.

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

/** The prices feature's reference, as the web's '¿Mi precio es justo?' reads it. */
export interface PriceReferenceSource {
  priceReference(productId: number, departmentId?: number): Promise<PriceReference>;
}

export const WHATSAPP_LIMITS = {
  /** Messages one phone may send per minute; more are not answered. */
  perPhonePerMinute: 30,
  /** How long a worker holds a message before another may take it (a crash). */
  claimMs: 60_000,
  /** Meta retries a webhook for up to 7 days; handled ids are kept a day longer. */
  keepHandledDays: 8,
  /**
   * Messages a process answers at the same time (different phones). Answering one waits on the
   * database and on Meta most of the time: one after another, 50 messages a second queued faster
   * than they were answered, and the growing queue slowed the webhook itself; more than two
   * lanes cost the webhook's answer more than they gain (decision 025).
   */
  lanes: 2,
  /** How often a process drops old handled ids and idle conversations. */
  forgetEveryMs: 10 * 60 * 1000,
} as const;

export interface WhatsAppServiceOptions {
  db: Database;
  settings: WhatsAppChatConfig;
  publicUrl: string;
  reference: ReferenceData;
  listings: ListingsService;
  prices: PriceReferenceSource;
  limits: LimitStore;
  log: Log;
  now: () => number;
  /** None configured yet (voice-transcriber.ts). */
  transcriber?: VoiceTranscriber | null;
}

export class WhatsAppService {
  readonly api: WhatsAppCloudApi;
  private readonly flow: ChatFlow;
  /** The lanes answering the queue now (kick). */
  private readonly lanes = new Set<Promise<void>>();
  private again = false;
  private lastForget = 0;
  /**
   * Replies still being sent, by phone: a phone's next message is claimable once the one
   * before is saved as handled, which is before its replies have gone out.
   */
  private readonly sending = new Map<string, Promise<void>>();

  constructor(private readonly options: WhatsAppServiceOptions) {
    this.api = new WhatsAppCloudApi(options.settings);
    this.flow = new ChatFlow(this.ports());
  }

  get settings(): WhatsAppChatConfig {
    return this.options.settings;
  }

  /**
   * Queues the people's messages of a webhook call (each id once, however often Meta sends it)
   * and starts answering in the background. Answers how many were new.
   */
  async receive(body: unknown): Promise<number> {
    const queued = await queueMessages(this.options.db, inboundMessages(body) ?? []);
    if (queued > 0) this.kick();
    return queued;
  }

  /**
   * Starts one more lane answering the queue, up to WHATSAPP_LIMITS.lanes (then one looks
   * again when it is done): a lane waiting on a slow reply does not hold the next phone.
   */
  kick(): void {
    if (this.lanes.size >= WHATSAPP_LIMITS.lanes) {
      this.again = true;
      return;
    }
    const lane: Promise<void> = this.processQueue()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'WhatsApp queue failed'))
      .finally(() => {
        this.lanes.delete(lane);
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
    this.lanes.add(lane);
  }

  /** Resolves once the background answering has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.lanes.size > 0) await Promise.all(this.lanes);
  }

  /** Answers queued messages one after another until none is left (or `max`); answers how many. */
  async processQueue(max = 500): Promise<number> {
    let done = 0;
    while (done < max && (await this.processOne())) done += 1;
    if (done > 0) await this.forgetOldIfDue();
    return done;
  }

  private async forgetOldIfDue(): Promise<void> {
    const now = this.options.now();
    if (now - this.lastForget < WHATSAPP_LIMITS.forgetEveryMs) return;
    this.lastForget = now;
    const before = now - WHATSAPP_LIMITS.keepHandledDays * 86_400_000;
    await forgetHandledMessages(this.options.db, new Date(before));
    await forgetIdleConversations(this.options.db, new Date(now - CONVERSATION_HOURS * 3_600_000));
  }

  private async processOne(): Promise<boolean> {
    const { db, now } = this.options;
    const message = await claimMessage(
      db,
      new Date(now()),
      new Date(now() + WHATSAPP_LIMITS.claimMs),
    );
    if (!message) return false;
    // The per-phone limit is counted here, not in the webhook: Meta's call is answered after
    // one insert, whatever a phone sends (decision 025).
    const recent = await this.options.limits.record(`whatsapp:${message.waId}`, 60_000);
    if (recent.length > WHATSAPP_LIMITS.perPhonePerMinute) {
      await finishMessage(db, message, 'ignored', null, new Date(now()));
      this.options.log.warn({ waId: message.waId }, 'WhatsApp: too many messages from one phone');
      return true;
    }
    const conversation = await findConversation(db, message.waId);
    // A message older than one already answered arrived late: answering it now would answer a
    // question that is no longer asked; it is recorded and left (decision 025).
    if (conversation?.lastMessageAt && message.sentAt < conversation.lastMessageAt) {
      await finishMessage(db, message, 'stale', null, new Date(now()));
      this.options.log.info({ waId: message.waId }, 'WhatsApp: late message left unanswered');
      return true;
    }
    const fresh =
      conversation && now() - conversation.updatedAt.getTime() < CONVERSATION_HOURS * 3_600_000;
    const state: ChatState | null = fresh
      ? { step: conversation.step as ChatState['step'], draft: conversation.draft }
      : null;
    let replies: ChatReply[];
    let next: ChatState | null;
    try {
      const turn = await this.answer(message, state);
      replies = turn.replies;
      next = turn.state;
    } catch (error) {
      this.options.log.warn({ err: error, waId: message.waId }, 'WhatsApp: message failed');
      replies = [{ kind: 'text', text: CHAT_TEXT.failed }];
      next = state ?? { step: 'start', draft: {} };
    }
    await finishMessage(db, message, 'answered', next, new Date(now()));
    const sent = this.sendInOrder(message.waId, replies);
    this.sending.set(message.waId, sent);
    await sent;
    if (this.sending.get(message.waId) === sent) this.sending.delete(message.waId);
    return true;
  }

  /** Sends a turn's replies once the phone's earlier replies have gone out. */
  private async sendInOrder(waId: string, replies: ChatReply[]): Promise<void> {
    await this.sending.get(waId);
    for (const reply of replies) {
      try {
        await this.api.send(waId, reply);
      } catch (error) {
        this.options.log.warn({ err: error, waId }, 'WhatsApp: reply not sent');
        return;
      }
    }
  }

  private async answer(message: ClaimedMessage, state: ChatState | null) {
    const phone = lastTenDigits(message.waId);
    const userId = await findUserIdByPhone(this.options.db, phone);
    let input = chatInput(message.message);
    const transcriber = this.options.transcriber;
    if (input.kind === 'voice' && transcriber) {
      const audio = (message.message as { audio: { id: string; mime_type?: string } }).audio;
      const bytes = await this.api.downloadMedia(audio.id, IMAGES.maxBytes);
      const words = await transcriber.transcribe(bytes, audio.mime_type ?? 'audio/ogg');
      if (words) input = { kind: 'text', text: words };
    }
    return this.flow.handle(
      { waId: message.waId, messageId: message.messageId },
      userId,
      state,
      input,
    );
  }

  private ports(): ChatPorts {
    const { db, reference, listings, prices, publicUrl } = this.options;
    const departments = [...reference.departments.values()]
      .filter((d) => d.id > 0)
      .map((d) => ({ id: d.id, name: d.name }));
    const unitName = (sizeId: number) => reference.sizes.get(sizeId)?.name ?? '';
    const addressBook = new AddressesService(db, reference);
    return {
      publicUrl,
      departments,
      municipalitiesOf: (departmentId) =>
        [...reference.municipalities.values()]
          .filter((m) => m.departmentId === departmentId)
          .map((m) => ({ id: m.id, name: m.name })),
      productsNamed: productMatcher(reference),
      productName: (id) => reference.products.get(id)?.name ?? null,
      unitName,
      register: async (input) =>
        createUser(
          db,
          {
            name: input.name,
            document: input.document,
            phone: input.phone,
            person_type: 0,
            type_doc: 'REGNOID',
            terms: true,
            department_id: input.departmentId,
            municipality_id: input.municipalityId,
            legal_document: undefined,
            legal_denomination: undefined,
            email: undefined,
            vereda: undefined,
            address: undefined,
          },
          // The consent is given in the chat: where it came from, as the web records its address.
          { ip: 'whatsapp', userAgent: 'WhatsApp (chat)' },
        ),
      addresses: async (userId) =>
        (await listAddresses(db, userId)).map((a) => ({
          id: a.id,
          label: a.vereda
            ? `${a.vereda}, ${a.municipality.name}`
            : `${a.municipality.name}, ${a.department.name}`,
          departmentId: a.department_id,
        })),
      createAddress: async (userId, departmentId, municipalityId) => {
        const place = reference.municipalities.get(municipalityId)?.name ?? '';
        const saved = await addressBook.create(userId, {
          department_id: departmentId,
          municipality_id: municipalityId,
          name: 'Mi finca',
          address: place,
          // Nobody chose to show an address text to buyers (decision 020).
          address_private: true,
        });
        return saved.id;
      },
      priceHint: async (input) => {
        const found = await prices.priceReference(input.productId, input.departmentId);
        const verdict = sellerPriceVerdict(found, input.price, input.sizeId, input.unitWeightKg);
        if (!verdict) return null;
        return priceHintText(verdict, unitSingular(unitName(input.sizeId)));
      },
      myListings: async (userId) => {
        const { rows, counts } = await listMine(db, reference, userId, 'all', 1, 10);
        return { total: counts.all, listings: rows.map((row) => chatListing(row)) };
      },
      myListing: async (userId, listingId) => {
        const row = await findListing(db, reference, listingId);
        return row && row.listing.userId === userId ? chatListing(row) : null;
      },
      changeListing: async (userId, listingId, change) => {
        try {
          await listings.update(userId, listingId, change);
          return null;
        } catch (error) {
          // The web's refusals (5 active, sold is final…) are said in the chat as they are.
          if (error instanceof HttpError && error.statusCode < 500) return error.message;
          throw error;
        }
      },
      markSold: (userId, listingId) => listings.markSold(userId, listingId),
      priceReference: (productId, departmentId) =>
        prices.priceReference(productId, departmentId ?? undefined),
      publish: async (userId, draft, messageId) => {
        // Photos first: WhatsApp keeps them only for a while, and a listing is created only
        // with what could be fetched.
        const files: Buffer[] = [];
        let photoProblem: string | null = null;
        for (const photo of draft.photos) {
          try {
            files.push(await this.api.downloadMedia(photo.mediaId, IMAGES.maxBytes));
          } catch (error) {
            this.options.log.warn({ err: error }, 'WhatsApp: photo not downloaded');
            photoProblem = 'No pudimos traer una de tus fotos desde WhatsApp; agrégala en la web.';
          }
        }
        // Keyed to the message that said 'Publicar': if this worker dies before the message is
        // marked handled, its retry finds this listing instead of publishing a second one.
        const listingId = await listings.create(
          userId,
          {
            product_id: draft.productId,
            price: draft.price,
            stock: draft.stock,
            size_id: draft.sizeId,
            ...(draft.unitWeightKg ? { unit_weight_kg: draft.unitWeightKg } : {}),
            address_id: draft.addressId,
          },
          messageId,
        );
        // A retry after the photos were saved does not add them again.
        if (files.length > 0 && (await listings.photoCount(userId, listingId)) === 0) {
          try {
            await listings.addImages(userId, listingId, files);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            photoProblem = `No guardamos tus fotos: ${error.message}`;
          }
        }
        let active = true;
        try {
          await listings.update(userId, listingId, { is_active: true });
        } catch (error) {
          if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
          active = false;
        }
        return { listingId, active, photoProblem };
      },
    };
  }
}

/** A listing row as Mis productos in the chat shows it. */
function chatListing(row: {
  listing: {
    id: number;
    price: number;
    stock: number;
    sizeId: number;
    unitWeightKg: number | null;
    isActive: boolean;
    soldAt: Date | null;
    hiddenAt: Date | null;
  };
  productName: string;
}): ChatListing {
  const { listing } = row;
  return {
    id: listing.id,
    productName: row.productName,
    price: listing.price,
    stock: listing.stock,
    sizeId: listing.sizeId,
    unitWeightKg: listing.unitWeightKg,
    status: statusOf(listing),
  };
}

/** Answers what is left in the queue now and then (a message a crashed worker held). */
export function startWhatsAppWorker(
  app: {
    whatsapp: WhatsAppService | null;
    addHook: (name: 'onClose', hook: () => Promise<void>) => unknown;
  },
  intervalMs: number,
): void {
  const service = app.whatsapp;
  if (!service) return;
  const timer = setInterval(() => service.kick(), intervalMs);
  timer.unref();
  service.kick();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await service.idle();
  });
}
