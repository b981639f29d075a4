import { afterEach, describe, expect, it } from 'vitest';
import { bogotaIsoDate } from '../../../domain/dates';
import { HARVEST_MESSAGES } from '../../../domain/harvests/harvest';
import { useTestApp } from '../../test/app';
import {
  anyIp,
  createAddress,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';

// Próxima cosecha (decision 026): the open cap, follows, reservations both ways, kept word,
// the harvest turned into a listing, and the "update or close" sweep.

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
const BULTOS = 6;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: Auth = {},
  payload?: object,
) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload, remoteAddress: anyIp() });

async function seller() {
  const person = await registerAndSignIn(ctx.app, { name: 'Rosa Pulido' });
  const addressId = await createAddress(ctx.app, person.auth, {
    department_id: 15,
    municipalite_id: 15861,
  });
  return { ...person, addressId };
}

const harvest = (addressId: number, overrides: Record<string, unknown> = {}) => ({
  product_id: PAPA_PASTUSA,
  expected_on: day(10),
  quantity: 80,
  size_id: BULTOS,
  unit_weight_kg: 50,
  address_id: addressId,
  expected_price: 95000,
  ...overrides,
});

async function announce(person: Awaited<ReturnType<typeof seller>>, overrides = {}) {
  const res = await call('POST', '/harvests', person.auth, harvest(person.addressId, overrides));
  if (res.statusCode !== 201) throw new Error(`announce failed: ${res.body}`);
  return res.json().data as { id: number; [key: string]: unknown };
}

async function reserve(buyer: Person, harvestId: number, quantity = 20) {
  const res = await call('POST', `/harvests/${harvestId}/reservations`, buyer.auth, { quantity });
  if (res.statusCode !== 201) throw new Error(`reserve failed: ${res.body}`);
  return res.json().data as { id: number; status: string };
}

const keptWord = async (person: Person, about: number) =>
  (await call('GET', `/people/${about}/kept-word`, person.auth)).json().data;

describe('announcing harvests', () => {
  it('announces with the seller’s place, refuses a sixth open one and a past date', async () => {
    const rosa = await seller();
    const res = await call('POST', '/harvests', rosa.auth, harvest(rosa.addressId));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(HARVEST_MESSAGES.announced);
    expect(res.json().data).toMatchObject({
      product: { id: PAPA_PASTUSA, name: 'Papa parda pastusa' },
      municipality: { id: 15861, name: 'Ventaquemada' },
      status: 'open',
      needs_update: false,
      is_mine: true,
      seller: { name: 'Rosa Pulido', kept_word: { kept: 0, total: 0, text: null } },
    });
    expect(res.body).not.toContain(rosa.phone);
    const past = await call(
      'POST',
      '/harvests',
      rosa.auth,
      harvest(rosa.addressId, { expected_on: day(-1) }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.expected_on).toEqual([HARVEST_MESSAGES.expectedOnInPast]);
    const other = await seller();
    const notMine = await call('POST', '/harvests', rosa.auth, harvest(other.addressId));
    expect(notMine.json().errors.address_id).toEqual([HARVEST_MESSAGES.unknownAddress]);
    for (let i = 0; i < 4; i += 1) await announce(rosa);
    const sixth = await call('POST', '/harvests', rosa.auth, harvest(rosa.addressId));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(HARVEST_MESSAGES.tooManyOpen);
  });

  it('asks the seller once to update or close a harvest 15 days past its date', async () => {
    const rosa = await seller();
    const { id } = await announce(rosa, { expected_on: day(1) });
    offset = 16 * DAY;
    expect((await call('GET', `/harvests/${id}`, rosa.auth)).json().data.needs_update).toBe(false);
    offset = 17 * DAY;
    expect((await call('GET', `/harvests/${id}`, rosa.auth)).json().data.needs_update).toBe(true);
    await ctx.app.harvests.askForUpdates();
    await ctx.app.harvests.askForUpdates();
    const notes = (await call('GET', '/notifications', rosa.auth)).json().data as {
      kind: string;
      title: string;
      harvest_id: number;
    }[];
    expect(notes.filter((note) => note.harvest_id === id)).toEqual([
      expect.objectContaining({ kind: 'harvest', title: 'Actualiza tu cosecha' }),
    ]);
  });
});

describe('reservations and kept word', () => {
  it('the seller accepts or declines; a cancellation with an accepted reason counts against no one', async () => {
    const rosa = await seller();
    const buyer = await registerAndSignIn(ctx.app, { name: 'Restaurante La Pola' });
    const other = await registerAndSignIn(ctx.app);
    const { id } = await announce(rosa);

    const own = await call('POST', `/harvests/${id}/reservations`, rosa.auth, { quantity: 5 });
    expect(own.json().message).toBe(HARVEST_MESSAGES.ownHarvest);
    const tooMuch = await call('POST', `/harvests/${id}/reservations`, buyer.auth, {
      quantity: 81,
    });
    expect(tooMuch.json().errors.quantity).toEqual([HARVEST_MESSAGES.reservationTooMuch]);

    const first = await reserve(buyer, id);
    expect(first.status).toBe('requested');
    const again = await call('POST', `/harvests/${id}/reservations`, buyer.auth, { quantity: 5 });
    expect(again.statusCode).toBe(409);
    // Only the seller accepts; the buyer's phone reaches the seller once accepted.
    expect((await call('POST', `/reservations/${first.id}/accept`, buyer.auth)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/reservations/${first.id}/accept`, other.auth)).statusCode).toBe(
      404,
    );
    const accepted = await call('POST', `/reservations/${first.id}/accept`, rosa.auth);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', other_phone: buyer.phone });

    // The buyer cancels; the seller accepts the reason: nobody's word is broken.
    const cancelled = await call('POST', `/reservations/${first.id}/cancel`, buyer.auth, {
      reason: 'Cerramos el restaurante esa semana',
    });
    expect(cancelled.json().data.status).toBe('cancelled_by_buyer');
    const self = await call('POST', `/reservations/${first.id}/accept-reason`, buyer.auth);
    expect(self.json().message).toBe(HARVEST_MESSAGES.reasonNotYours);
    expect(
      (await call('POST', `/reservations/${first.id}/accept-reason`, rosa.auth)).statusCode,
    ).toBe(200);
    expect(await keptWord(other, buyer.id)).toMatchObject({ kept: 0, total: 0 });

    // A second reservation cancelled without the reason accepted counts against the buyer.
    const second = await reserve(buyer, id);
    await call('POST', `/reservations/${second.id}/accept`, rosa.auth);
    await call('POST', `/reservations/${second.id}/cancel`, buyer.auth, { reason: 'Ya no' });
    expect(await keptWord(other, buyer.id)).toMatchObject({ kept: 0, total: 1 });
    expect(await keptWord(other, rosa.id)).toMatchObject({ kept: 0, total: 0 });

    // A declined reservation counts against no one.
    const third = await reserve(other, id);
    await call('POST', `/reservations/${third.id}/decline`, rosa.auth);
    expect(await keptWord(buyer, other.id)).toMatchObject({ total: 0 });
  });

  it('after the date both sides confirm: "Cumplió 1 de 2 reservas"', async () => {
    const rosa = await seller();
    const buyer = await registerAndSignIn(ctx.app);
    const late = await registerAndSignIn(ctx.app);
    const { id } = await announce(rosa, { expected_on: day(2) });
    const kept = await reserve(buyer, id);
    const broken = await reserve(late, id);
    for (const reservation of [kept, broken]) {
      await call('POST', `/reservations/${reservation.id}/accept`, rosa.auth);
    }
    const early = await call('POST', `/reservations/${kept.id}/confirm`, buyer.auth, {
      kept: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(HARVEST_MESSAGES.confirmTooEarly);

    offset = 3 * DAY;
    await call('POST', `/reservations/${kept.id}/confirm`, buyer.auth, { kept: true });
    const both = await call('POST', `/reservations/${kept.id}/confirm`, rosa.auth, { kept: true });
    expect(both.json().data.status).toBe('kept');
    // Rosa did not deliver to the second buyer; that buyer did come.
    await call('POST', `/reservations/${broken.id}/confirm`, late.auth, { kept: false });
    const notKept = await call('POST', `/reservations/${broken.id}/confirm`, rosa.auth, {
      kept: true,
    });
    expect(notKept.json().data.status).toBe('not_kept');

    expect(await keptWord(buyer, rosa.id)).toEqual({
      kept: 1,
      total: 2,
      text: 'Cumplió 1 de 2 reservas',
    });
    expect(await keptWord(rosa, late.id)).toEqual({
      kept: 1,
      total: 1,
      text: 'Cumplió 1 de 1 reserva',
    });
    const detail = (await call('GET', `/harvests/${id}`, buyer.auth)).json().data;
    expect(detail.seller.kept_word.text).toBe('Cumplió 1 de 2 reservas');
  });
});

describe('a ready harvest becomes a listing', () => {
  it('publishes it through the listings’ rules and tells followers and reservers', async () => {
    const rosa = await seller();
    const follower = await registerAndSignIn(ctx.app);
    const reserver = await registerAndSignIn(ctx.app);
    const bystander = await registerAndSignIn(ctx.app);
    const { id } = await announce(rosa, { expected_price: undefined });
    const followed = await call('POST', `/harvests/${id}/follow`, follower.auth);
    expect(followed.json().data).toMatchObject({ following: true, followers: 1 });
    await reserve(reserver, id, 30);

    expect(
      (await call('POST', `/harvests/${id}/listing`, follower.auth, { price: 90000 })).statusCode,
    ).toBe(404);
    const noPrice = await call('POST', `/harvests/${id}/listing`, rosa.auth, {});
    expect(noPrice.json().errors.price).toEqual([HARVEST_MESSAGES.listingPriceRequired]);
    const listed = await call('POST', `/harvests/${id}/listing`, rosa.auth, { price: 90000 });
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data;
    expect(data.status).toBe('listed');
    const product = await call('GET', `/products/${data.listing_id}`, bystander.auth);
    expect(product.statusCode).toBe(200);
    expect(product.json().data ?? product.json()).toMatchObject({ price: 90000 });

    for (const person of [follower, reserver]) {
      const notes = (await call('GET', '/notifications', person.auth)).json().data;
      expect(notes).toEqual([
        expect.objectContaining({
          kind: 'harvest',
          harvest_id: id,
          title: 'Ya está a la venta una cosecha que sigues',
        }),
      ]);
    }
    expect((await call('GET', '/notifications', bystander.auth)).json().data).toEqual([]);
    const twice = await call('POST', `/harvests/${id}/listing`, rosa.auth, { price: 90000 });
    expect(twice.statusCode).toBe(409);
  });

  it('an admin hides a harvest with a reason only its seller reads', async () => {
    const rosa = await seller();
    const buyer = await registerAndSignIn(ctx.app);
    const admin = await registerAndSignInAdmin(ctx.app);
    const { id } = await announce(rosa);
    const res = await call('POST', `/admin/harvests/${id}/hide`, admin.auth, {
      reason: 'Foto engañosa',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/harvests/${id}`, buyer.auth)).statusCode).toBe(404);
    expect((await call('GET', `/harvests/${id}`, rosa.auth)).json().data).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Foto engañosa',
    });
    const [note] = (await call('GET', '/notifications', rosa.auth)).json().data;
    expect(note).toMatchObject({
      kind: 'moderation',
      title: 'Ocultamos tu cosecha',
      harvest_id: id,
    });
  });
});
