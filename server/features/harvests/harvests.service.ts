import type { Harvest, Reservation } from '../../../domain/api/harvests';
import { SESSION_MESSAGES } from '../../../domain/accounts/session';
import { bogotaIsoDate } from '../../../domain/dates';
import {
  HARVEST_MESSAGES,
  HARVESTS,
  harvestNeedsUpdate,
  keptWordView,
  type HarvestStatus,
} from '../../../domain/harvests/harvest';
import type { HarvestInput } from '../../../domain/harvests/harvest-schema';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { acceptsStatedWeight } from '../../../domain/prices/comparable-unit';
import { harvestActivityText, type HarvestEvent } from '../../../domain/requests/activity-text';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import { logAdminAction } from '../admin';
import type { ListingsService } from '../listings';
import {
  notifyActivity,
  notifyHiddenByModerator,
  type ActivityDelivery,
  type NotificationsService,
} from '../notifications';
import {
  countOpenHarvests,
  findHarvest,
  follow,
  followedAmong,
  followersAndReservers,
  harvestStats,
  insertHarvest,
  insertReservation,
  keptWords,
  lockHarvest,
  lockReservation,
  lockSeller,
  markDueHarvests,
  openHarvests,
  ownAddress,
  ownHarvests,
  reservationRows,
  unfollow,
  updateHarvest,
  updateReservation,
  type HarvestRow,
  type ReservationDetails,
} from './harvests.queries';

// The rules of Próxima cosecha (decision 026): at most HARVESTS.maxOpenPerSeller open harvests
// per seller (under their lock), a date not in the past, the seller's own address; buyers follow
// or reserve a quantity (a soft, two-sided commitment: the seller accepts or declines, either
// side cancels with a reason the other may accept); after the date both sides say whether the
// other kept their word; one call turns the harvest into a listing through the listings' own
// rules and tells everyone who followed or reserved.

const m = HARVEST_MESSAGES;
const notFound = () => new HttpError(404, m.notFound);
const reservationNotFound = () => new HttpError(404, m.reservationNotFound);
/** The web app's page of a harvest (web/lib/paths.ts). */
const harvestPath = (id: number) => `/cosechas/${id}`;
const LIVE = ['requested', 'accepted'];

type HarvestWithSeller = { harvest: HarvestRow; sellerName: string; sellerPhone: string };

export class HarvestsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly listings: ListingsService,
    private readonly notifications: NotificationsService,
    private readonly now: () => number,
  ) {}

  private today(): string {
    return bogotaIsoDate(this.now());
  }

  private async checked(sellerId: number, input: HarvestInput) {
    if (!this.reference.products.has(input.product_id)) {
      throw fieldError('product_id', m.unknownProduct);
    }
    if (!this.reference.sizes.has(input.size_id)) throw fieldError('size_id', m.unknownSize);
    if (input.unit_weight_kg !== undefined && !acceptsStatedWeight(input.size_id)) {
      throw fieldError('unit_weight_kg', LISTING_MESSAGES.unitWeightNotForUnit);
    }
    if (input.expected_on < this.today()) throw fieldError('expected_on', m.expectedOnInPast);
    const address = await ownAddress(this.db, sellerId, input.address_id);
    if (!address) throw fieldError('address_id', m.unknownAddress);
    return {
      productId: input.product_id,
      expectedOn: input.expected_on,
      quantity: input.quantity,
      sizeId: input.size_id,
      unitWeightKg: input.unit_weight_kg ?? null,
      addressId: address.id,
      municipalityId: address.municipalityId,
      expectedPrice: input.expected_price ?? null,
      note: input.note ?? null,
    };
  }

  async announce(sellerId: number, input: HarvestInput): Promise<number> {
    const values = await this.checked(sellerId, input);
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      if (!(await lockSeller(tx, sellerId))) throw new HttpError(401, SESSION_MESSAGES.noSession);
      if ((await countOpenHarvests(tx, sellerId)) >= HARVESTS.maxOpenPerSeller) {
        throw new HttpError(409, m.tooManyOpen);
      }
      return insertHarvest(tx, { ...values, sellerId, createdAt: now, updatedAt: now });
    });
  }

  /** The seller's own open harvest, locked, else a refusal. */
  private async lockOwnOpen(tx: Database, sellerId: number, id: number) {
    const row = await lockHarvest(tx, id);
    if (!row || row.sellerId !== sellerId) throw notFound();
    if (row.status !== 'open') throw new HttpError(409, m.notOpen);
    return row;
  }

  /** Editing; a new date asks again for an update when it too goes by. */
  async edit(sellerId: number, id: number, input: HarvestInput): Promise<void> {
    // Someone else's harvest is not there for them: 404 before any field is judged.
    const existing = await findHarvest(this.db, id);
    if (!existing || existing.harvest.sellerId !== sellerId) throw notFound();
    const values = await this.checked(sellerId, input);
    await this.db.transaction(async (tx) => {
      const row = await this.lockOwnOpen(tx, sellerId, id);
      await updateHarvest(tx, id, {
        ...values,
        dueNotifiedAt: values.expectedOn === row.expectedOn ? row.dueNotifiedAt : null,
        updatedAt: new Date(this.now()),
      });
    });
  }

  async close(sellerId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockOwnOpen(tx, sellerId, id);
      await updateHarvest(tx, id, { status: 'closed', closedAt: new Date(this.now()) });
    });
  }

  /**
   * The harvest is ready: it becomes a listing through ListingsService (the same rules as any
   * listing: the 5-active cap, the unit, the seller's address), and everyone who followed or
   * reserved it is told. When the listing cannot go active (the cap), the harvest keeps it,
   * inactive, and stays open: the next call activates that one instead of writing another.
   */
  async toListing(sellerId: number, id: number, price: number | undefined): Promise<number> {
    const row = await this.db.transaction((tx) => this.lockOwnOpen(tx, sellerId, id));
    let listingId = row.listingId;
    if (listingId === null) {
      const listingPrice = price ?? row.expectedPrice;
      if (listingPrice === null) throw fieldError('price', m.listingPriceRequired);
      if (row.addressId === null) throw fieldError('address_id', m.addressRequired);
      listingId = await this.listings.create(sellerId, {
        product_id: row.productId,
        price: listingPrice,
        stock: row.quantity,
        size_id: row.sizeId,
        unit_weight_kg: row.unitWeightKg ?? undefined,
        description: row.note ?? undefined,
        address_id: row.addressId,
      });
      await updateHarvest(this.db, id, { listingId, updatedAt: new Date(this.now()) });
    } else if (price !== undefined) {
      await this.listings.update(sellerId, listingId, { price });
    }
    await this.listings.update(sellerId, listingId, { is_active: true });
    const told = await this.db.transaction(async (tx) => {
      const current = await this.lockOwnOpen(tx, sellerId, id);
      await updateHarvest(tx, id, { status: 'listed', updatedAt: new Date(this.now()) });
      const people = await followersAndReservers(tx, id);
      return this.tell(tx, people, current, 'listed');
    });
    await this.notifications.deliverActivity(told);
    return listingId;
  }

  /** Writes the notifications of one event (inside the caller's transaction) for delivery. */
  private async tell(
    tx: Database,
    userIds: number[],
    harvest: HarvestRow,
    event: HarvestEvent,
  ): Promise<ActivityDelivery[]> {
    const notes = await notifyActivity(
      tx,
      userIds,
      { kind: 'harvest', harvestId: harvest.id, event },
      this.today(),
    );
    const text = harvestActivityText(event, {
      productName: this.reference.products.get(harvest.productId)?.name ?? '',
      municipality: this.reference.municipalities.get(harvest.municipalityId)?.name ?? '',
      hiddenReason: harvest.hiddenReason,
    });
    const url =
      event === 'listed' && harvest.listingId
        ? `/producto/${harvest.listingId}`
        : harvestPath(harvest.id);
    // A harvest ready and what happens to a reservation also go by WhatsApp (decision 026); the
    // template's button opens https://<site>/cosechas/{{1}}. Asking the seller to update a
    // harvest long past its date stays in the app and the push.
    const whatsapp =
      event === 'due' ? undefined : { kind: 'harvest' as const, urlSuffix: String(harvest.id) };
    return notes.map((note) => ({
      notificationId: note.id,
      userId: note.userId,
      ...text,
      url,
      whatsapp,
    }));
  }

  /** A harvest a buyer may act on: open and not the viewer's own. */
  private async openForBuyer(tx: Database, buyerId: number, id: number) {
    const row = await lockHarvest(tx, id);
    if (!row || (row.status === 'hidden' && row.sellerId !== buyerId)) throw notFound();
    if (row.sellerId === buyerId) throw new HttpError(409, m.ownHarvest);
    if (row.status !== 'open') throw new HttpError(409, m.notOpen);
    return row;
  }

  async follow(buyerId: number, id: number, following: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (following) {
        await this.openForBuyer(tx, buyerId, id);
        await follow(tx, buyerId, id);
      } else {
        await unfollow(tx, buyerId, id);
      }
    });
  }

  /** A buyer reserves part of the harvest; the seller is told and accepts or declines. */
  async reserve(buyerId: number, id: number, quantity: number): Promise<number> {
    let told: ActivityDelivery[] = [];
    const reservationId = await this.db.transaction(async (tx) => {
      const row = await this.openForBuyer(tx, buyerId, id);
      if (quantity > row.quantity) throw fieldError('quantity', m.reservationTooMuch);
      const created = await insertReservation(tx, {
        harvestId: id,
        buyerId,
        quantity,
        at: new Date(this.now()),
      });
      if (created === null) throw new HttpError(409, m.reservationExists);
      told = await this.tell(tx, [row.sellerId], row, 'reserved');
      return created;
    });
    await this.notifications.deliverActivity(told);
    return reservationId;
  }

  /** The seller answers a requested reservation: accepted or declined; the buyer is told. */
  async answerReservation(sellerId: number, id: number, accept: boolean): Promise<void> {
    let told: ActivityDelivery[] = [];
    await this.db.transaction(async (tx) => {
      const found = await lockReservation(tx, id);
      if (!found || found.sellerId !== sellerId) throw reservationNotFound();
      if (found.reservation.status !== 'requested') {
        throw new HttpError(409, m.reservationNotPending);
      }
      await updateReservation(tx, id, {
        status: accept ? 'accepted' : 'declined',
        updatedAt: new Date(this.now()),
      });
      const harvest = (await lockHarvest(tx, found.reservation.harvestId))!;
      told = await this.tell(
        tx,
        [found.reservation.buyerId],
        harvest,
        accept ? 'accepted' : 'declined',
      );
    });
    await this.notifications.deliverActivity(told);
  }

  /** Either side cancels a live reservation with a reason; the other side is told. */
  async cancel(userId: number, id: number, reason: string): Promise<void> {
    let told: ActivityDelivery[] = [];
    await this.db.transaction(async (tx) => {
      const found = await lockReservation(tx, id);
      const side = this.sideOf(found, userId);
      if (!found || !side) throw reservationNotFound();
      if (!LIVE.includes(found.reservation.status)) throw new HttpError(409, m.reservationNotLive);
      await updateReservation(tx, id, {
        status: side === 'buyer' ? 'cancelled_by_buyer' : 'cancelled_by_seller',
        cancelReason: reason,
        updatedAt: new Date(this.now()),
      });
      const harvest = (await lockHarvest(tx, found.reservation.harvestId))!;
      const other = side === 'buyer' ? found.sellerId : found.reservation.buyerId;
      told = await this.tell(tx, [other], harvest, 'cancelled');
    });
    await this.notifications.deliverActivity(told);
  }

  /** The side that did not cancel accepts the reason: the cancellation counts against no one. */
  async acceptReason(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found = await lockReservation(tx, id);
      const side = this.sideOf(found, userId);
      if (!found || !side) throw reservationNotFound();
      const status = found.reservation.status;
      if (status !== 'cancelled_by_buyer' && status !== 'cancelled_by_seller') {
        throw new HttpError(409, m.notCancelled);
      }
      if (status === `cancelled_by_${side}`) throw new HttpError(409, m.reasonNotYours);
      if (found.reservation.reasonAcceptedAt) return;
      await updateReservation(tx, id, { reasonAcceptedAt: new Date(this.now()) });
    });
  }

  /**
   * After the harvest's date, each side says whether the other kept their word. When both have,
   * the reservation is kept (both yes) or not kept.
   */
  async confirm(userId: number, id: number, kept: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found = await lockReservation(tx, id);
      const side = this.sideOf(found, userId);
      if (!found || !side) throw reservationNotFound();
      const { reservation } = found;
      if (!['accepted', 'kept', 'not_kept'].includes(reservation.status)) {
        throw new HttpError(409, m.confirmNotAccepted);
      }
      if (found.expectedOn > this.today() && found.harvestStatus !== 'listed') {
        throw new HttpError(409, m.confirmTooEarly);
      }
      const buyerSays = side === 'buyer' ? kept : reservation.buyerSaysSellerKept;
      const sellerSays = side === 'seller' ? kept : reservation.sellerSaysBuyerKept;
      const both = buyerSays !== null && sellerSays !== null;
      await updateReservation(tx, id, {
        buyerSaysSellerKept: buyerSays,
        sellerSaysBuyerKept: sellerSays,
        status: both ? (buyerSays && sellerSays ? 'kept' : 'not_kept') : 'accepted',
        updatedAt: new Date(this.now()),
      });
    });
  }

  private sideOf(
    found: { reservation: { buyerId: number }; sellerId: number } | null,
    userId: number,
  ): 'buyer' | 'seller' | null {
    if (!found) return null;
    if (found.reservation.buyerId === userId) return 'buyer';
    if (found.sellerId === userId) return 'seller';
    return null;
  }

  async hide(adminId: number, id: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockHarvest(tx, id);
      if (!row) throw notFound();
      if (row.status === 'hidden' && row.hiddenReason === reason) return;
      await updateHarvest(tx, id, {
        status: 'hidden',
        hiddenAt: row.hiddenAt ?? new Date(this.now()),
        hiddenReason: reason,
      });
      await notifyHiddenByModerator(tx, row.sellerId, { harvestId: id }, this.today());
      await logAdminAction(tx, adminId, {
        action: 'harvest.hide',
        targetType: 'harvest',
        targetId: id,
        details: { reason },
      });
    });
  }

  /**
   * The periodic sweep: sellers of open harvests past their date by more than
   * HARVESTS.overdueDays are asked, once, to update or close them.
   */
  async askForUpdates(): Promise<number> {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const cutoff = bogotaIsoDate(this.now() - HARVESTS.overdueDays * DAY_MS);
    const told = await this.db.transaction(async (tx) => {
      const due = await markDueHarvests(tx, cutoff, new Date(this.now()));
      const out: ActivityDelivery[] = [];
      for (const { id } of due) {
        const harvest = (await lockHarvest(tx, id))!;
        out.push(...(await this.tell(tx, [harvest.sellerId], harvest, 'due')));
      }
      return out;
    });
    await this.notifications.deliverActivity(told);
    return told.length;
  }

  // ── Reading ────────────────────────────────────────────────────────────────────────────

  async view(viewerId: number, id: number): Promise<Harvest> {
    const found = await findHarvest(this.db, id);
    if (!found || (found.harvest.status === 'hidden' && found.harvest.sellerId !== viewerId)) {
      throw notFound();
    }
    const [view] = await this.present(viewerId, [found]);
    return view!;
  }

  async list(viewerId: number, query: { seller_id?: number; product_id?: number; page: number }) {
    const rows = await openHarvests(this.db, {
      sellerId: query.seller_id,
      productId: query.product_id,
      limit: HARVESTS.pageSize + 1,
      offset: (query.page - 1) * HARVESTS.pageSize,
    });
    const shown = rows.slice(0, HARVESTS.pageSize);
    return { data: await this.present(viewerId, shown), hasMore: rows.length > shown.length };
  }

  async mine(sellerId: number, page: number) {
    const rows = await ownHarvests(
      this.db,
      sellerId,
      HARVESTS.pageSize + 1,
      (page - 1) * HARVESTS.pageSize,
    );
    const shown = rows.slice(0, HARVESTS.pageSize);
    return { data: await this.present(sellerId, shown), hasMore: rows.length > shown.length };
  }

  /** The seller sees every reservation of their harvest; a buyer their own. */
  async reservationsOf(viewerId: number, id: number): Promise<Reservation[]> {
    const found = await findHarvest(this.db, id);
    if (!found || (found.harvest.status === 'hidden' && found.harvest.sellerId !== viewerId)) {
      throw notFound();
    }
    const rows = await reservationRows(
      this.db,
      found.harvest.sellerId === viewerId
        ? { harvestId: id }
        : { harvestId: id, buyerId: viewerId },
    );
    return this.presentReservations(viewerId, rows);
  }

  async myReservations(buyerId: number): Promise<Reservation[]> {
    return this.presentReservations(buyerId, await reservationRows(this.db, { buyerId }));
  }

  async reservation(viewerId: number, id: number): Promise<Reservation> {
    const [row] = await reservationRows(this.db, { id });
    if (!row || (row.reservation.buyerId !== viewerId && row.harvest.sellerId !== viewerId)) {
      throw reservationNotFound();
    }
    return (await this.presentReservations(viewerId, [row]))[0]!;
  }

  async keptWord(userId: number) {
    return keptWordView((await keptWords(this.db, [userId])).get(userId));
  }

  private async presentReservations(
    viewerId: number,
    rows: ReservationDetails[],
  ): Promise<Reservation[]> {
    const words = await keptWords(this.db, [
      ...new Set(rows.map((row) => row.reservation.buyerId)),
    ]);
    const today = this.today();
    return rows.map((row) => {
      const { reservation, harvest } = row;
      const side = reservation.buyerId === viewerId ? 'buyer' : 'seller';
      const accepted = ['accepted', 'kept', 'not_kept'].includes(reservation.status);
      return {
        id: reservation.id,
        harvest: {
          id: harvest.id,
          product: {
            id: harvest.productId,
            name: this.reference.products.get(harvest.productId)?.name ?? '',
          },
          expected_on: harvest.expectedOn,
          status: harvest.status as HarvestStatus,
          listing_id: harvest.listingId,
        },
        buyer: {
          id: reservation.buyerId,
          name: row.buyerName,
          kept_word: keptWordView(words.get(reservation.buyerId)),
        },
        seller: { id: harvest.sellerId, name: row.sellerName },
        other_phone: accepted ? (side === 'buyer' ? row.sellerPhone : row.buyerPhone) : null,
        quantity: reservation.quantity,
        status: reservation.status as Reservation['status'],
        cancel_reason: reservation.cancelReason,
        reason_accepted: reservation.reasonAcceptedAt !== null,
        my_side: side,
        my_confirmation:
          side === 'buyer' ? reservation.buyerSaysSellerKept : reservation.sellerSaysBuyerKept,
        can_confirm: accepted && (harvest.expectedOn <= today || harvest.status === 'listed'),
        created_at: reservation.createdAt.toISOString(),
      };
    });
  }

  private async present(viewerId: number, rows: HarvestWithSeller[]): Promise<Harvest[]> {
    const ids = rows.map((row) => row.harvest.id);
    const [stats, following, words, mine] = await Promise.all([
      harvestStats(this.db, ids),
      followedAmong(this.db, viewerId, ids),
      keptWords(this.db, [...new Set(rows.map((row) => row.harvest.sellerId))]),
      reservationRows(this.db, { buyerId: viewerId }),
    ]);
    const liveMine = new Map(
      mine
        .filter((row) => LIVE.includes(row.reservation.status))
        .map((row) => [row.harvest.id, row]),
    );
    const today = this.today();
    return Promise.all(
      rows.map(async ({ harvest, sellerName }) => {
        const size = this.reference.sizes.get(harvest.sizeId);
        const municipality = this.reference.municipalities.get(harvest.municipalityId);
        const departmentId = municipality?.departmentId ?? 0;
        const isMine = harvest.sellerId === viewerId;
        const reservation = liveMine.get(harvest.id);
        return {
          id: harvest.id,
          seller: {
            id: harvest.sellerId,
            name: sellerName,
            kept_word: keptWordView(words.get(harvest.sellerId)),
          },
          product: {
            id: harvest.productId,
            name: this.reference.products.get(harvest.productId)?.name ?? '',
          },
          expected_on: harvest.expectedOn,
          quantity: harvest.quantity,
          size: {
            id: harvest.sizeId,
            name: size?.name ?? '',
            abbreviation: size?.abbreviation ?? '',
          },
          unit_weight_kg: harvest.unitWeightKg,
          municipality: { id: harvest.municipalityId, name: municipality?.name ?? '' },
          department: {
            id: departmentId,
            name: this.reference.departments.get(departmentId)?.name ?? '',
          },
          expected_price: harvest.expectedPrice,
          note: harvest.note,
          status: harvest.status as HarvestStatus,
          needs_update:
            isMine &&
            harvestNeedsUpdate(harvest.status as HarvestStatus, harvest.expectedOn, today),
          listing_id: harvest.listingId,
          hidden_reason: isMine ? harvest.hiddenReason : null,
          followers: stats.get(harvest.id)?.followers ?? 0,
          reserved_quantity: stats.get(harvest.id)?.reserved ?? 0,
          is_mine: isMine,
          following: following.has(harvest.id),
          my_reservation: reservation
            ? (await this.presentReservations(viewerId, [reservation]))[0]!
            : null,
          created_at: harvest.createdAt.toISOString(),
          updated_at: harvest.updatedAt.toISOString(),
        };
      }),
    );
  }
}
