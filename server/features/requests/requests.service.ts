import type { BuyRequest, RequestAnswer } from '../../../domain/api/requests';
import { SESSION_MESSAGES } from '../../../domain/accounts/session';
import { bogotaIsoDate } from '../../../domain/dates';
import { keptWordView } from '../../../domain/harvests/harvest';
import { digestNotificationText } from '../../../domain/notifications/notification-text';
import { acceptsStatedWeight } from '../../../domain/prices/comparable-unit';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import {
  REQUEST_MESSAGES,
  REQUESTS,
  requestExpiresOn,
  requestStatus,
  type CloseReason,
  type Frequency,
} from '../../../domain/requests/buy-request';
import type {
  BuyRequestInput,
  RequestAnswerInput,
} from '../../../domain/requests/buy-request-schema';
import { requestActivityText } from '../../../domain/requests/activity-text';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import { logAdminAction } from '../admin';
import type { ContactsService } from '../contacts';
import { keptWords } from '../harvests';
import { findVisibleListing } from '../listings';
import {
  notifyActivity,
  notifyHiddenByModerator,
  recordRequestMatches,
  type ActivityDelivery,
  type NotificationsService,
} from '../notifications';
import {
  answerCounts,
  answersBySeller,
  answersOf,
  claimMatchingJob,
  countOpenRequests,
  expireRequests,
  findAnswer,
  findRequest,
  grownProductIds,
  insertRequest,
  lockPerson,
  lockRequest,
  markAnswerContacted,
  matchingSellers,
  homeMunicipality,
  nearbyRequests,
  ownRequests,
  phoneOf,
  replaceGrownProducts,
  saveAnswer,
  updateRequest,
  type AnswerRow,
  type BuyRequestRow,
} from './requests.queries';
import { answerFields, presentRequest } from './requests.presenter';

// The rules of Pedidos (decision 026): at most REQUESTS.maxOpenPerPerson open requests per
// person (counted under their lock), dates not in the past, a catalogue product, unit and
// place; a request is matched once, off the request path, against nearby sellers; only its
// buyer closes or renews it and sees who answered; a seller answers with one of their own
// visible listings or a short offer, once (then edits it); the buyer's phone goes only to
// sellers who answered.

const m = REQUEST_MESSAGES;
const notFound = () => new HttpError(404, m.notFound);
/** The web app's pages a notification opens (web/lib/paths.ts). */
const requestPath = (id: number) => `/pedidos/${id}`;
const NOTIFICATIONS_PATH = '/notificaciones';

export class RequestsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly notifications: NotificationsService,
    /** The one way a contact is written and announced (the detail's review form opens). */
    private readonly contacts: ContactsService,
    private readonly now: () => number,
  ) {}

  private today(): string {
    return bogotaIsoDate(this.now());
  }

  private assertReferences(input: {
    product_id: number;
    size_id: number;
    unit_weight_kg?: number;
    municipality_id: number;
  }) {
    if (!this.reference.products.has(input.product_id)) {
      throw fieldError('product_id', m.unknownProduct);
    }
    if (!this.reference.sizes.has(input.size_id)) throw fieldError('size_id', m.unknownSize);
    if (input.unit_weight_kg !== undefined && !acceptsStatedWeight(input.size_id)) {
      throw fieldError('unit_weight_kg', LISTING_MESSAGES.unitWeightNotForUnit);
    }
    if (!this.reference.municipalities.has(input.municipality_id)) {
      throw fieldError('municipality_id', m.unknownMunicipality);
    }
  }

  /** Posts a request (its matching is queued in the same transaction); answers its id. */
  async post(userId: number, input: BuyRequestInput): Promise<number> {
    this.assertReferences(input);
    const today = this.today();
    if (input.needed_by < today) throw fieldError('needed_by', m.neededByInPast);
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      if (!(await lockPerson(tx, userId))) throw new HttpError(401, SESSION_MESSAGES.noSession);
      if ((await countOpenRequests(tx, userId, today)) >= REQUESTS.maxOpenPerPerson) {
        throw new HttpError(409, m.tooManyOpen);
      }
      return insertRequest(tx, {
        userId,
        productId: input.product_id,
        quantity: input.quantity,
        sizeId: input.size_id,
        unitWeightKg: input.unit_weight_kg ?? null,
        municipalityId: input.municipality_id,
        delivery: input.delivery,
        neededBy: input.needed_by,
        frequency: input.frequency,
        maxPrice: input.max_price ?? null,
        note: input.note ?? null,
        expiresOn: requestExpiresOn(input.frequency, input.needed_by, today),
        createdAt: now,
        renewedAt: now,
      });
    });
  }

  /** The buyer's own request, locked and open (as they see it), else a refusal. */
  private async lockOwnOpen(tx: Database, userId: number, id: number) {
    const row = await lockRequest(tx, id);
    if (!row || row.userId !== userId) throw notFound();
    if (requestStatus(row.status as BuyRequest['status'], row.expiresOn, this.today()) !== 'open') {
      throw new HttpError(409, m.notOpen);
    }
    return row;
  }

  async close(userId: number, id: number, reason: CloseReason): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockOwnOpen(tx, userId, id);
      await updateRequest(tx, id, {
        status: 'closed',
        closedReason: reason,
        closedAt: new Date(this.now()),
      });
    });
  }

  /** A weekly request stays open REQUESTS.weeklyOpenDays more days from today. */
  async renew(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      if (!row || row.userId !== userId) throw notFound();
      if (row.frequency !== 'weekly') throw new HttpError(409, m.renewOnlyWeekly);
      if (row.status !== 'open' && row.status !== 'expired') throw new HttpError(409, m.notOpen);
      const today = this.today();
      if (row.status === 'expired' || row.expiresOn < today) {
        // Coming back counts against the cap like a new request.
        await lockPerson(tx, userId);
        if ((await countOpenRequests(tx, userId, today)) >= REQUESTS.maxOpenPerPerson) {
          throw new HttpError(409, m.tooManyOpen);
        }
      }
      await updateRequest(tx, id, {
        status: 'open',
        renewedAt: new Date(this.now()),
        expiresOn: requestExpiresOn(row.frequency as Frequency, row.neededBy, today),
        // The needed-by date of a weekly request is its first week; renewing keeps it.
      });
    });
  }

  /**
   * A seller answers (or changes their answer) with one of their visible listings of any
   * product, or a short offer; the buyer is told about the first answer.
   */
  async answer(sellerId: number, id: number, input: RequestAnswerInput): Promise<void> {
    const today = this.today();
    let listingId: number | null = null;
    if (input.listing_id !== undefined) {
      const listing = await findVisibleListing(this.db, this.reference, input.listing_id, null);
      const visible =
        listing &&
        listing.listing.userId === sellerId &&
        listing.listing.isActive &&
        listing.listing.soldAt === null;
      if (!visible) throw fieldError('listing_id', m.answerListingNotYours);
      listingId = listing.listing.id;
    } else if (input.price === undefined) {
      throw fieldError('price', m.answerNeedsOffer);
    } else if (input.quantity === undefined) {
      throw fieldError('quantity', m.answerNeedsOffer);
    } else if (input.available_on === undefined) {
      throw fieldError('available_on', m.answerNeedsOffer);
    }
    if (input.available_on !== undefined && input.available_on < today) {
      throw fieldError('available_on', m.answerDateInPast);
    }
    let told: ActivityDelivery[] = [];
    await this.db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      if (!row || !this.visibleTo(row, sellerId)) throw notFound();
      if (row.userId === sellerId) throw new HttpError(409, m.ownRequest);
      if (requestStatus(row.status as BuyRequest['status'], row.expiresOn, today) !== 'open') {
        throw new HttpError(409, m.notOpen);
      }
      const created = await saveAnswer(tx, {
        buyRequestId: id,
        sellerId,
        listingId,
        price: input.price ?? null,
        quantity: input.quantity ?? null,
        availableOn: input.available_on ?? null,
        at: new Date(this.now()),
      });
      if (created) {
        const notes = await notifyActivity(
          tx,
          [row.userId],
          { kind: 'request', buyRequestId: id, event: 'answer' },
          today,
        );
        const text = requestActivityText('answer', this.subject(row), today);
        told = notes.map((note) => ({
          notificationId: note.id,
          userId: note.userId,
          ...text,
          url: requestPath(id),
        }));
      }
    });
    await this.notifications.deliverActivity(told);
  }

  /**
   * The buyer tapped WhatsApp or Llamar on an answer: the answer remembers it, and an answer
   * with a listing counts as a contact of that listing (the seller's count, reviews).
   */
  async contactAnswer(
    buyerId: number,
    id: number,
    answerId: number,
    channel: 'whatsapp' | 'phone',
  ): Promise<void> {
    const row = await findRequest(this.db, id);
    if (!row || row.userId !== buyerId) throw notFound();
    const answer = await findAnswer(this.db, id, answerId);
    if (!answer) throw new HttpError(404, m.answerNotFound);
    // A contact of a listing is recorded the way the listing's own buttons record it: a listing
    // a moderator hid since is no listing to this buyer (404, and the answer is left as it was).
    if (answer.listingId !== null) {
      await this.contacts.record(buyerId, answer.listingId, channel);
    }
    await markAnswerContacted(this.db, answerId, new Date(this.now()));
  }

  async grownProducts(userId: number) {
    const ids = await grownProductIds(this.db, userId);
    return ids.map((id) => ({ id, name: this.reference.products.get(id)?.name ?? '' }));
  }

  async saveGrownProducts(userId: number, productIds: number[]) {
    const unique = [...new Set(productIds)];
    unique.forEach((id, index) => {
      if (!this.reference.products.has(id)) {
        throw fieldError(`product_ids.${index}`, m.unknownProduct);
      }
    });
    await this.db.transaction((tx) => replaceGrownProducts(tx, userId, unique));
  }

  /** A moderator hides a request; its buyer reads why in Notificaciones. */
  async hide(adminId: number, id: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      if (!row) throw notFound();
      if (row.status === 'hidden' && row.hiddenReason === reason) return;
      await updateRequest(tx, id, {
        status: 'hidden',
        hiddenAt: row.hiddenAt ?? new Date(this.now()),
        hiddenReason: reason,
      });
      await notifyHiddenByModerator(tx, row.userId, { buyRequestId: id }, this.today());
      await logAdminAction(tx, adminId, {
        action: 'buy_request.hide',
        targetType: 'buy_request',
        targetId: id,
        details: { reason },
      });
    });
  }

  /** A hidden request exists only for its buyer. */
  private visibleTo(row: BuyRequestRow, viewerId: number): boolean {
    return row.status !== 'hidden' || row.userId === viewerId;
  }

  private subject(row: BuyRequestRow) {
    const size = this.reference.sizes.get(row.sizeId);
    return {
      productName: this.reference.products.get(row.productId)?.name ?? '',
      quantity: row.quantity,
      size: { name: size?.name ?? '', abbreviation: size?.abbreviation ?? '' },
      municipality: this.reference.municipalities.get(row.municipalityId)?.name ?? '',
      neededBy: row.neededBy,
      hiddenReason: row.hiddenReason,
    };
  }

  // ── Reading ────────────────────────────────────────────────────────────────────────────

  /** One request as this viewer sees it (404 when hidden from them). */
  async view(viewerId: number, id: number): Promise<BuyRequest> {
    const row = await findRequest(this.db, id);
    if (!row || !this.visibleTo(row, viewerId)) throw notFound();
    const [views] = await this.present(viewerId, [{ row, distanceKm: null }]);
    return views!;
  }

  async nearby(
    viewerId: number,
    query: {
      near?: number;
      radius_km: number;
      product_id?: number;
      category_id?: number;
      page: number;
    },
  ) {
    // Without a place asked for, near the viewer's own (their first address's municipality).
    const nearId = query.near ?? (await homeMunicipality(this.db, viewerId));
    const near = nearId ? this.reference.municipalities.get(nearId) : undefined;
    if (query.near !== undefined && !near) throw fieldError('near', m.unknownMunicipality);
    const productIds =
      query.category_id === undefined
        ? undefined
        : [...this.reference.products.values()]
            .filter(
              (product) =>
                this.reference.subcategories.get(product.subcategoryId)?.categoryId ===
                query.category_id,
            )
            .map((product) => product.id);
    const found = await nearbyRequests(this.db, {
      viewerId,
      today: this.today(),
      near: near ?? null,
      radiusKm: query.radius_km,
      productId: query.product_id,
      productIds,
      limit: REQUESTS.pageSize + 1,
      offset: (query.page - 1) * REQUESTS.pageSize,
    });
    const page = found.slice(0, REQUESTS.pageSize);
    return { data: await this.present(viewerId, page), hasMore: found.length > page.length };
  }

  async mine(userId: number, page: number) {
    const rows = await ownRequests(
      this.db,
      userId,
      REQUESTS.pageSize + 1,
      (page - 1) * REQUESTS.pageSize,
    );
    const shown = rows.slice(0, REQUESTS.pageSize).map((row) => ({ row, distanceKm: null }));
    return { data: await this.present(userId, shown), hasMore: rows.length > shown.length };
  }

  /** The answers to the buyer's own request, with each seller's phone and kept word. */
  async answers(buyerId: number, id: number): Promise<RequestAnswer[]> {
    const row = await findRequest(this.db, id);
    if (!row || row.userId !== buyerId) throw notFound();
    const rows = await answersOf(this.db, id);
    const words = await keptWords(
      this.db,
      rows.map((answer) => answer.answer.sellerId),
    );
    return Promise.all(
      rows.map(async ({ answer, sellerName, sellerPhone }) => ({
        ...answerFields(answer, await this.listingOf(answer)),
        seller: {
          id: answer.sellerId,
          name: sellerName,
          phone: sellerPhone,
          kept_word: keptWordView(words.get(answer.sellerId)),
        },
        contacted: answer.contactedAt !== null,
      })),
    );
  }

  private async listingOf(answer: AnswerRow): Promise<RequestAnswer['listing']> {
    if (answer.listingId === null) return null;
    const found = await findVisibleListing(this.db, this.reference, answer.listingId, null);
    if (!found) return null;
    return {
      id: found.listing.id,
      name: found.productName,
      price: found.listing.price,
      size: found.size.abbreviation,
      available: found.listing.isActive && found.listing.soldAt === null,
    };
  }

  private async present(
    viewerId: number,
    rows: { row: BuyRequestRow; distanceKm: number | null }[],
  ): Promise<BuyRequest[]> {
    const ids = rows.map(({ row }) => row.id);
    const own = rows.filter(({ row }) => row.userId === viewerId).map(({ row }) => row.id);
    const [counts, mine] = await Promise.all([
      answerCounts(this.db, own),
      answersBySeller(this.db, viewerId, ids),
    ]);
    const today = this.today();
    return Promise.all(
      rows.map(async ({ row, distanceKm }) => {
        const myAnswer = mine.get(row.id);
        return presentRequest(this.reference, row, {
          viewerId,
          today,
          distanceKm,
          answerCount: counts.get(row.id) ?? 0,
          myAnswer: myAnswer ? answerFields(myAnswer, await this.listingOf(myAnswer)) : null,
          // The answer-side view: only a seller who answered reaches the buyer by phone.
          buyerPhone: myAnswer ? await phoneOf(this.db, row.userId) : null,
        });
      }),
    );
  }

  // ── Background ─────────────────────────────────────────────────────────────────────────

  /**
   * Matches queued requests (one per transaction, SKIP LOCKED, like the notifications' queue)
   * and pushes what was written after each commit; answers how many were taken.
   */
  async processQueue(maxJobs = 100): Promise<number> {
    let taken = 0;
    while (taken < maxJobs) {
      const today = this.today();
      const job: { taken: boolean; row: BuyRequestRow | null } = { taken: false, row: null };
      const created = await this.db.transaction(async (tx) => {
        const requestId = await claimMatchingJob(tx);
        if (requestId === null) return [];
        job.taken = true;
        job.row = await findRequest(tx, requestId);
        if (!job.row || job.row.status !== 'open') return [];
        const sellers = await matchingSellers(tx, requestId, REQUESTS.matchRadiusKm);
        return recordRequestMatches(tx, requestId, sellers, today);
      });
      if (!job.taken) break;
      taken += 1;
      const matched = job.row;
      if (!matched) continue;
      const text = requestActivityText('match', this.subject(matched), today);
      await this.notifications.deliverActivity(
        created
          // A digest goes out beyond the app once a day, when first written (decision 016).
          .filter((note) => note.kind === 'request' || note.firstOfItsKind)
          .map((note) => ({
            notificationId: note.id,
            userId: note.userId,
            ...(note.kind === 'request' ? text : digestNotificationText(note.count)),
            url: note.kind === 'request' ? requestPath(matched.id) : NOTIFICATIONS_PATH,
            // A seller told of a request also hears it by WhatsApp (decision 026); the
            // template's button opens https://<site>/pedidos/{{1}}.
            ...(note.kind === 'request'
              ? { whatsapp: { kind: 'request' as const, urlSuffix: String(matched.id) } }
              : {}),
          })),
      );
    }
    return taken;
  }

  /** The periodic sweep: open requests past their last day become expired. */
  expire(): Promise<number> {
    return this.db.transaction((tx) => expireRequests(tx, this.today()));
  }
}
