import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bogotaIsoDate } from '../../../domain/dates';
import { REQUEST_MESSAGES } from '../../../domain/requests/buy-request';
import { useTestApp } from '../../test/app';
import {
  activate,
  anyIp,
  buyRequestInput,
  createAddress,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';

// Pedidos (decision 026): caps, matching (distance, product, told once, the daily cap), expiry,
// answers and who sees the buyer's phone.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const ctx = useTestApp({ now: () => Date.now() + offset });
afterEach(() => {
  offset = 0;
});

type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
const day = (days: number) => bogotaIsoDate(Date.now() + offset + days * DAY);

const PAPA_PASTUSA = 1003016;
const PLATANO = 1003036;
const BULTOS = 6;
const TUNJA = 15001;
const VENTAQUEMADA = 15861; // about 26 km from Tunja
const MEDELLIN = 5001; // about 250 km from Tunja

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: Auth = {},
  payload?: object,
) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload, remoteAddress: anyIp() });

const request = (overrides: Record<string, unknown> = {}) =>
  buyRequestInput({
    needed_by: day(3),
    max_price: 120000,
    note: 'Para el restaurante, papa limpia.',
    ...overrides,
  });

async function post(auth: Auth, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/buy-requests', auth, request(overrides));
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.body}`);
  return res.json().data as { id: number; [key: string]: unknown };
}

/** A seller with a listing of `product` at an address in `municipality` (Boyacá by default). */
async function sellerWithListing(
  municipality: number,
  product = PAPA_PASTUSA,
  options: { active?: boolean; name?: string } = {},
) {
  const seller = await registerAndSignIn(ctx.app, { name: options.name ?? 'Rosa Pulido' });
  const department = Math.floor(municipality / 1000);
  const addressId = await createAddress(ctx.app, seller.auth, {
    department_id: department,
    municipalite_id: municipality,
  });
  const listingId = await createListing(ctx.app, seller.auth, {
    product_id: product,
    size_id: BULTOS,
    price: 95000,
    address_id: addressId,
  });
  if (options.active ?? true) await activate(ctx.app, seller.auth, listingId);
  return { ...seller, listingId, addressId };
}

async function notificationsOf(person: Person) {
  const res = await call('GET', '/notifications', person.auth);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    kind: string;
    title: string;
    body: string;
    buy_request_id: number | null;
    count: number;
  }[];
}

const matchAll = () => ctx.app.buyRequests.processQueue();

describe('posting a request', () => {
  it('publishes with the line sellers read, and refuses a sixth open request', async () => {
    const buyer = await registerAndSignIn(ctx.app, { name: 'Restaurante La Pola' });
    const res = await call('POST', '/buy-requests', buyer.auth, request());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(REQUEST_MESSAGES.published);
    expect(body.data).toMatchObject({
      product: { id: PAPA_PASTUSA, name: 'Papa parda pastusa' },
      quantity: 20,
      size: { id: BULTOS, name: 'Bultos' },
      municipality: { id: TUNJA, name: 'Tunja' },
      department: { id: 15, name: 'Boyacá' },
      status: 'open',
      is_mine: true,
      buyer_phone: null,
      expires_on: day(3),
    });
    expect(body.data.text).toMatch(
      /^Un comprador en Tunja busca 20 bultos de papa parda pastusa para el /,
    );
    for (let i = 0; i < 4; i += 1) await post(buyer.auth);
    const sixth = await call('POST', '/buy-requests', buyer.auth, request());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(REQUEST_MESSAGES.tooManyOpen);
  });

  it('answers every bad field in Spanish', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantity: 0 }, 'quantity', REQUEST_MESSAGES.quantityPositive],
      [{ quantity: -3 }, 'quantity', REQUEST_MESSAGES.quantityPositive],
      [{ needed_by: day(-1) }, 'needed_by', REQUEST_MESSAGES.neededByInPast],
      [{ needed_by: '2026-02-30' }, 'needed_by', REQUEST_MESSAGES.neededByInvalid],
      [{ max_price: 5_000_000_000 }, 'max_price', REQUEST_MESSAGES.maxPriceTooHigh],
      [{ note: 'x'.repeat(281) }, 'note', REQUEST_MESSAGES.noteTooLong],
      [{ product_id: 999999 }, 'product_id', REQUEST_MESSAGES.unknownProduct],
      [{ municipality_id: 99999 }, 'municipality_id', REQUEST_MESSAGES.unknownMunicipality],
      [
        { size_id: 1, unit_weight_kg: 50 },
        'unit_weight_kg',
        'El peso solo se indica para bultos, cargas, sacos, canastillas o cajas.',
      ],
      [{ frequency: 'daily' }, 'frequency', REQUEST_MESSAGES.frequencyRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('POST', '/buy-requests', buyer.auth, request(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect((await call('POST', '/buy-requests', {}, request())).statusCode).toBe(401);
  });
});

describe('matching a request against sellers', () => {
  it('tells sellers of that product within 100 km once, growers too, never the buyer', async () => {
    await matchAll(); // what earlier tests queued, before these sellers exist
    const buyer = await sellerWithListing(TUNJA, PAPA_PASTUSA, { name: 'Restaurante' });
    const rosa = await sellerWithListing(VENTAQUEMADA);
    const soldOut = await sellerWithListing(VENTAQUEMADA, PAPA_PASTUSA, { active: false });
    const far = await sellerWithListing(MEDELLIN);
    const otherProduct = await sellerWithListing(VENTAQUEMADA, PLATANO);
    const grower = await registerAndSignIn(ctx.app, { name: 'Don Efraín' });
    await createAddress(ctx.app, grower.auth, { department_id: 15, municipalite_id: VENTAQUEMADA });
    const saved = await call('PUT', '/me/grown-products', grower.auth, {
      product_ids: [PAPA_PASTUSA],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual([{ id: PAPA_PASTUSA, name: 'Papa parda pastusa' }]);
    const farGrower = await registerAndSignIn(ctx.app);
    await createAddress(ctx.app, farGrower.auth);
    await call('PUT', '/me/grown-products', farGrower.auth, { product_ids: [PAPA_PASTUSA] });

    const { id } = await post(buyer.auth);
    expect(await matchAll()).toBe(1);

    const told = async (person: Person) =>
      (await notificationsOf(person)).filter((note) => note.buy_request_id === id);
    for (const person of [rosa, soldOut, grower]) {
      const notes = await told(person);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'request',
        title: 'Un comprador busca lo que tienes',
      });
      expect(notes[0]!.body).toMatch(
        /^Un comprador en Tunja busca 20 bultos de papa parda pastusa para /,
      );
    }
    for (const person of [buyer, far, otherProduct, farGrower]) {
      expect(await told(person)).toEqual([]);
    }

    // Matching the same request again (a second job) tells nobody twice.
    await ctx.app.db.execute(sql`insert into buy_request_jobs (buy_request_id) values (${id})`);
    await matchAll();
    expect(await told(rosa)).toHaveLength(1);
  });

  it('keeps within the daily notification cap: the sixth of the day goes to the digest', async () => {
    await matchAll(); // what earlier tests queued, before Rosa exists
    const rosa = await sellerWithListing(VENTAQUEMADA);
    const first = await registerAndSignIn(ctx.app);
    const second = await registerAndSignIn(ctx.app);
    for (let i = 0; i < 3; i += 1) await post(first.auth);
    for (let i = 0; i < 3; i += 1) await post(second.auth);
    await matchAll();
    const notes = await notificationsOf(rosa);
    expect(notes.filter((note) => note.kind === 'request')).toHaveLength(5);
    const digests = notes.filter((note) => note.kind === 'digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.count).toBe(1);
  });
});

describe('answers (Tengo)', () => {
  it('a seller answers with their listing; the buyer sees it, contacts and closes', async () => {
    const buyer = await registerAndSignIn(ctx.app, { name: 'Restaurante La Pola' });
    const rosa = await sellerWithListing(VENTAQUEMADA);
    const stranger = await sellerWithListing(VENTAQUEMADA);
    const { id } = await post(buyer.auth);

    // Before answering, a seller sees neither the buyer's name nor phone.
    const before = await call('GET', `/buy-requests/${id}`, rosa.auth);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(buyer.phone);
    expect(before.body).not.toContain('Restaurante La Pola');
    expect(before.json().data.buyer_phone).toBeNull();

    // Someone else's listing is refused.
    const notMine = await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {
      listing_id: stranger.listingId,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.listing_id).toEqual([REQUEST_MESSAGES.answerListingNotYours]);
    const empty = await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(REQUEST_MESSAGES.answerNeedsOffer);

    const answered = await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {
      listing_id: rosa.listingId,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.buyer_phone).toBe(buyer.phone);
    expect(answered.json().data.my_answer.listing).toMatchObject({
      id: rosa.listingId,
      price: 95000,
    });
    // The buyer is told once; editing the answer tells nobody again.
    await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {
      price: 90000,
      quantity: 20,
      available_on: day(2),
    });
    const buyerNotes = (await notificationsOf(buyer)).filter((note) => note.kind === 'request');
    expect(buyerNotes).toHaveLength(1);
    expect(buyerNotes[0]!.title).toBe('Respondieron tu pedido');

    // Only the buyer sees the answers.
    expect((await call('GET', `/buy-requests/${id}/answers`, rosa.auth)).statusCode).toBe(404);
    const answers = await call('GET', `/buy-requests/${id}/answers`, buyer.auth);
    expect(answers.statusCode).toBe(200);
    const [answer] = answers.json().data;
    expect(answer).toMatchObject({
      seller: {
        id: rosa.id,
        name: 'Rosa Pulido',
        phone: rosa.phone,
        kept_word: { total: 0, text: null },
      },
      listing: null,
      price: 90000,
      quantity: 20,
      available_on: day(2),
      contacted: false,
    });

    const contacted = await call(
      'POST',
      `/buy-requests/${id}/answers/${answer.id}/contact`,
      buyer.auth,
      { channel: 'whatsapp' },
    );
    expect(contacted.statusCode).toBe(200);
    expect(
      (await call('GET', `/buy-requests/${id}/answers`, buyer.auth)).json().data[0].contacted,
    ).toBe(true);

    // Only the buyer closes it.
    const byRosa = await call('POST', `/buy-requests/${id}/close`, rosa.auth, {
      reason: 'conseguido',
    });
    expect(byRosa.statusCode).toBe(404);
    const closed = await call('POST', `/buy-requests/${id}/close`, buyer.auth, {
      reason: 'conseguido',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      closed_reason: 'conseguido',
      answer_count: 1,
    });
    const late = await call('PUT', `/buy-requests/${id}/answers/mine`, stranger.auth, {
      listing_id: stranger.listingId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REQUEST_MESSAGES.notOpen);
  });

  it('counts a contact of the answered listing for the seller', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const rosa = await sellerWithListing(VENTAQUEMADA);
    const { id } = await post(buyer.auth);
    await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {
      listing_id: rosa.listingId,
    });
    const [answer] = (await call('GET', `/buy-requests/${id}/answers`, buyer.auth)).json().data;
    await call('POST', `/buy-requests/${id}/answers/${answer.id}/contact`, buyer.auth, {
      channel: 'whatsapp',
    });
    const mine = await call('GET', '/products/my', rosa.auth);
    const listing = mine.json().data.find((row: { id: number }) => row.id === rosa.listingId);
    expect(listing.contacts_count).toBe(1);
    // Recorded like the listing's own buttons: the buyer's detail opens the review form.
    const detail = await call('GET', `/products/${rosa.listingId}`, buyer.auth);
    expect(detail.json().data.viewer.contacted).toBe(true);
  });

  it('an answer whose listing a moderator hid since is no listing to contact', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const admin = await registerAndSignInAdmin(ctx.app);
    const rosa = await sellerWithListing(VENTAQUEMADA);
    const { id } = await post(buyer.auth);
    await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {
      listing_id: rosa.listingId,
    });
    const [answer] = (await call('GET', `/buy-requests/${id}/answers`, buyer.auth)).json().data;
    const hidden = await call('POST', `/admin/listings/${rosa.listingId}/hide`, admin.auth, {
      reason: 'Fotos de otro vendedor',
    });
    expect(hidden.statusCode).toBe(200);
    const contact = await call(
      'POST',
      `/buy-requests/${id}/answers/${answer.id}/contact`,
      buyer.auth,
      { channel: 'phone' },
    );
    expect(contact.statusCode).toBe(404);
    const mine = await call('GET', '/products/my', rosa.auth);
    const listing = mine.json().data.find((row: { id: number }) => row.id === rosa.listingId);
    expect(listing.contacts_count).toBe(0);
  });
});

describe('expiry', () => {
  it('a one-time request expires after its date; a weekly one after 8 weeks unless renewed', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const once = await post(buyer.auth, { needed_by: day(2) });
    const weekly = await post(buyer.auth, { frequency: 'weekly', needed_by: day(2) });
    expect(weekly.expires_on).toBe(day(56));

    offset = 3 * DAY;
    expect((await call('GET', `/buy-requests/${once.id}`, buyer.auth)).json().data.status).toBe(
      'expired',
    );
    expect((await call('GET', `/buy-requests/${weekly.id}`, buyer.auth)).json().data.status).toBe(
      'open',
    );
    const renewOnce = await call('POST', `/buy-requests/${once.id}/renew`, buyer.auth);
    expect(renewOnce.statusCode).toBe(409);
    expect(renewOnce.json().message).toBe(REQUEST_MESSAGES.renewOnlyWeekly);

    offset = 57 * DAY;
    expect((await call('GET', `/buy-requests/${weekly.id}`, buyer.auth)).json().data.status).toBe(
      'expired',
    );
    // Expired requests leave room under the cap; the sweep writes what reads already say.
    expect(await ctx.app.buyRequests.expire()).toBeGreaterThanOrEqual(2);
    const renewed = await call('POST', `/buy-requests/${weekly.id}/renew`, buyer.auth);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data).toMatchObject({ status: 'open', expires_on: day(56) });
  });
});

describe('moderation and account deletion', () => {
  it('an admin hides a request with a reason its buyer reads; others no longer see it', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const seller = await registerAndSignIn(ctx.app);
    const admin = await registerAndSignInAdmin(ctx.app);
    const { id } = await post(buyer.auth);
    expect(
      (await call('POST', `/admin/buy-requests/${id}/hide`, seller.auth, { reason: 'Spam' }))
        .statusCode,
    ).toBe(403);
    const hidden = await call('POST', `/admin/buy-requests/${id}/hide`, admin.auth, {
      reason: 'Parece publicidad',
    });
    expect(hidden.statusCode).toBe(200);
    expect((await call('GET', `/buy-requests/${id}`, seller.auth)).statusCode).toBe(404);
    const own = (await call('GET', `/buy-requests/${id}`, buyer.auth)).json().data;
    expect(own).toMatchObject({ status: 'hidden', hidden_reason: 'Parece publicidad' });
    const [note] = (await notificationsOf(buyer)).filter((n) => n.kind === 'moderation');
    expect(note).toMatchObject({ title: 'Ocultamos tu pedido', buy_request_id: id });
    expect(note!.body).toContain('Motivo: Parece publicidad.');
  });

  it('deleting the account takes its requests and answers', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const rosa = await sellerWithListing(VENTAQUEMADA);
    const { id } = await post(buyer.auth);
    await call('PUT', `/buy-requests/${id}/answers/mine`, rosa.auth, {
      listing_id: rosa.listingId,
    });
    expect((await call('DELETE', '/users/delete', rosa.auth)).statusCode).toBe(200);
    expect((await call('GET', `/buy-requests/${id}/answers`, buyer.auth)).json().data).toEqual([]);
    expect((await call('DELETE', '/users/delete', buyer.auth)).statusCode).toBe(200);
    const other = await registerAndSignIn(ctx.app);
    expect((await call('GET', `/buy-requests/${id}`, other.auth)).statusCode).toBe(404);
  });
});
