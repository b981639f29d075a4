import { afterEach, describe, expect, it } from 'vitest';
import { bogotaIsoDate } from '../../../domain/dates';
import { NOTIFICATIONS } from '../../../domain/limits';
import type { Env } from '../../config';
import { useTestApp } from '../../test/app';
import {
  activate,
  anyIp,
  buyRequestInput,
  createAddress,
  createListing,
  registerAndSignIn,
} from '../../test/factories';
import { refreshPrices } from '../prices/price-refresh';
import { Farmer } from '../whatsapp/testing/farmer';
import type { SentMessage } from '../whatsapp/testing/meta-stand-in';
import { useMetaStandIn } from '../whatsapp/testing/use-meta-stand-in';

// Avisos by WhatsApp (decisions 016 and 026): each kind goes to a person who keeps WhatsApp on,
// as a free text with the link when they wrote to the marketplace's number in the last 24 hours
// (the service window), else as the kind's approved template; at most
// NOTIFICATIONS.maxWhatsAppPerDay a day. The requests are checked by the Cloud API stand-in,
// which accepts only what Meta documents, and compared whole.

const SITE = 'https://campo.example';
const TEMPLATES = {
  WHATSAPP_ALERT_TEMPLATE: 'producto_para_tu_busqueda',
  WHATSAPP_PRICE_TEMPLATE: 'precio_que_sigues',
  WHATSAPP_REQUEST_TEMPLATE: 'pedido_cerca_de_ti',
  WHATSAPP_HARVEST_TEMPLATE: 'novedad_de_cosecha',
};
const env: Env = { RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: SITE, ...TEMPLATES };
const meta = useMetaStandIn(env);
// Whatever a test sent, Meta would have accepted it.
afterEach(() => {
  expect(meta.refused).toEqual([]);
});

const ctx = useTestApp({ env });

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
const HUILA = 41;
const PITALITO = 41551;
const CAFE_CEREZA = 106501;
const PAPA_PASTUSA = 1003016;
const BULTOS = 6;
const VENTAQUEMADA = 15861;
const HOUR = 60 * 60 * 1000;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, person: Person, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: person.auth,
    payload,
    remoteAddress: anyIp(),
  });

const waIdOf = (person: Person) => `57${person.phone}`;
/** What the Cloud API received for this person. */
const whatsappTo = (person: Person): SentMessage[] =>
  meta.sent.filter((message) => message.to === waIdOf(person));

/** The person writes to the marketplace's number `hoursAgo` hours ago; the chat's reply is left aside. */
async function wroteToUs(person: Person, hoursAgo: number) {
  const farmer = new Farmer(
    ctx.app,
    meta,
    waIdOf(person),
    Math.floor((Date.now() - hoursAgo * HOUR) / 1000),
  );
  await farmer.say('Hola');
  return () => farmer.newReplies();
}

const template = (to: Person, name: string, line: string, urlSuffix: string) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: waIdOf(to),
  type: 'template',
  template: {
    name,
    language: { code: 'es' },
    components: [
      { type: 'body', parameters: [{ type: 'text', text: line }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: urlSuffix }],
      },
    ],
  },
});

const freeText = (to: Person, title: string, line: string, path: string) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: waIdOf(to),
  type: 'text',
  text: {
    body: `*${title}*\n${line}\n${SITE}${path}\n\n¿No quieres estos avisos por WhatsApp? Apágalos en ${SITE}/notificaciones`,
  },
});

async function sellerAt(departmentId: number, municipalityId: number) {
  const seller = await registerAndSignIn(ctx.app);
  const addressId = await createAddress(ctx.app, seller.auth, {
    department_id: departmentId,
    municipalite_id: municipalityId,
  });
  return { ...seller, addressId };
}

async function publish(
  seller: Awaited<ReturnType<typeof sellerAt>>,
  listing: Record<string, unknown>,
) {
  const id = await createListing(ctx.app, seller.auth, {
    address_id: seller.addressId,
    ...listing,
  });
  await activate(ctx.app, seller.auth, id);
  return id;
}

async function publishCafe() {
  const id = await publish(await sellerAt(HUILA, PITALITO), {
    product_id: CAFE_CEREZA,
    price: 9000,
  });
  await ctx.app.notifications.processQueue(Date.now());
  return id;
}

async function buyerWithSearch() {
  const buyer = await registerAndSignIn(ctx.app);
  const saved = await api('POST', '/saved-searches', buyer, { q: 'cafe' });
  expect(saved.statusCode, saved.body).toBe(201);
  return buyer;
}

describe("an 'Avísame' listing", () => {
  it('goes as the approved template outside the window', async () => {
    const buyer = await buyerWithSearch();
    const listingId = await publishCafe();
    expect(whatsappTo(buyer)).toEqual([
      template(
        buyer,
        'producto_para_tu_busqueda',
        'Café cereza · $ 9.000 / kg · Pitalito, Huila',
        String(listingId),
      ),
    ]);
  });

  it('goes as a free text with the link to someone who wrote to us within 24 hours', async () => {
    const buyer = await buyerWithSearch();
    const readReplies = await wroteToUs(buyer, 23);
    readReplies();
    const listingId = await publishCafe();
    expect(readReplies()).toEqual([
      freeText(
        buyer,
        'Nuevo producto para tu búsqueda',
        'Café cereza · $ 9.000 / kg · Pitalito, Huila',
        `/producto/${listingId}`,
      ),
    ]);
  });

  it('goes as the template again once the 24 hours have passed', async () => {
    const buyer = await buyerWithSearch();
    const readReplies = await wroteToUs(buyer, 25);
    readReplies();
    const listingId = await publishCafe();
    expect(readReplies()).toEqual([
      template(
        buyer,
        'producto_para_tu_busqueda',
        'Café cereza · $ 9.000 / kg · Pitalito, Huila',
        String(listingId),
      ),
    ]);
  });
});

describe('a followed price that moved', () => {
  it('goes as the price template, its button ending with the product and the department', async () => {
    const seller = await sellerAt(HUILA, PITALITO);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await publish(seller, { product_id: PAPA_PASTUSA, price: 2000 }));
    }
    await refreshPrices(ctx.app.db, Date.now());
    const buyer = await registerAndSignIn(ctx.app);
    const followed = await api('POST', '/price-alerts', buyer, {
      product_id: PAPA_PASTUSA,
      department_id: HUILA,
      size_id: 1,
    });
    expect(followed.statusCode, followed.body).toBe(201);

    for (const id of ids) {
      await api('POST', `/products/${id}/update/price`, seller, { price: 2300, stock: 10 });
    }
    await refreshPrices(ctx.app.db, Date.now());
    await ctx.app.notifications.processQueue(Date.now());

    expect(whatsappTo(buyer)).toEqual([
      template(
        buyer,
        'precio_que_sigues',
        'El precio de Papa parda pastusa en Huila subió 15 %: ahora $ 2.300 / kg',
        `${PAPA_PASTUSA}?departamento=${HUILA}`,
      ),
    ]);
  });
});

async function postRequest(buyer: Person) {
  const res = await api('POST', '/buy-requests', buyer, buyRequestInput());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

describe('a buy request matched to a seller', () => {
  it('reaches the seller once, as the request template outside the window and as text inside it', async () => {
    const outside = await sellerAt(15, VENTAQUEMADA);
    await publish(outside, { product_id: PAPA_PASTUSA, size_id: BULTOS, price: 95000 });
    const inside = await sellerAt(15, VENTAQUEMADA);
    await publish(inside, { product_id: PAPA_PASTUSA, size_id: BULTOS, price: 95000 });
    const readInside = await wroteToUs(inside, 1);
    readInside();

    const buyer = await registerAndSignIn(ctx.app);
    const { id } = await postRequest(buyer);
    await ctx.app.buyRequests.processQueue();
    await ctx.app.buyRequests.processQueue();

    const [told] = (await api('GET', '/notifications', outside)).json().data as { body: string }[];
    expect(told!.body).toMatch(/^Un comprador en Tunja busca 20 bultos de papa parda pastusa/);
    expect(whatsappTo(outside)).toEqual([
      template(outside, 'pedido_cerca_de_ti', told!.body, String(id)),
    ]);
    expect(readInside()).toEqual([
      freeText(inside, 'Un comprador busca lo que tienes', told!.body, `/pedidos/${id}`),
    ]);
    expect(whatsappTo(buyer)).toEqual([]);
  });

  it('stays in the app and the push for a seller who turned WhatsApp off', async () => {
    const seller = await sellerAt(15, VENTAQUEMADA);
    await publish(seller, { product_id: PAPA_PASTUSA, size_id: BULTOS, price: 95000 });
    await api('PUT', '/notifications/settings', seller, { whatsapp: false });
    await postRequest(await registerAndSignIn(ctx.app));
    await ctx.app.buyRequests.processQueue();
    expect((await api('GET', '/notifications/unread', seller)).json().unread).toBe(1);
    expect(whatsappTo(seller)).toEqual([]);
  });
});

async function announceHarvest(seller: Awaited<ReturnType<typeof sellerAt>>) {
  const res = await api('POST', '/harvests', seller, {
    product_id: PAPA_PASTUSA,
    expected_on: bogotaIsoDate(Date.now() + 10 * 24 * HOUR),
    quantity: 80,
    size_id: BULTOS,
    unit_weight_kg: 50,
    address_id: seller.addressId,
    expected_price: 95000,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('harvests and reservations', () => {
  it('tell followers and reservers it is ready, and each side what happens to a reservation, by the harvest template', async () => {
    const seller = await sellerAt(15, VENTAQUEMADA);
    const harvestId = await announceHarvest(seller);
    const follower = await registerAndSignIn(ctx.app);
    expect((await api('POST', `/harvests/${harvestId}/follow`, follower)).statusCode).toBe(200);
    const buyer = await registerAndSignIn(ctx.app);
    const reserved = await api('POST', `/harvests/${harvestId}/reservations`, buyer, {
      quantity: 20,
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const reservationId = reserved.json().data.id as number;
    const accepted = await api('POST', `/reservations/${reservationId}/accept`, seller);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = await api('POST', `/harvests/${harvestId}/listing`, seller, { price: 90000 });
    expect(listed.statusCode, listed.body).toBe(200);

    const harvestTemplate = (to: Person, line: string) =>
      template(to, 'novedad_de_cosecha', line, String(harvestId));
    expect(whatsappTo(seller)).toEqual([
      harvestTemplate(
        seller,
        'Un comprador quiere reservar parte de tu cosecha de papa parda pastusa. Acéptala o recházala.',
      ),
    ]);
    const ready = 'La cosecha de papa parda pastusa de Ventaquemada ya se puede comprar.';
    expect(whatsappTo(buyer)).toEqual([
      harvestTemplate(buyer, 'El vendedor aceptó tu reserva de papa parda pastusa.'),
      harvestTemplate(buyer, ready),
    ]);
    expect(whatsappTo(follower)).toEqual([harvestTemplate(follower, ready)]);
  });
});

describe('the daily WhatsApp cap', () => {
  it(`sends at most ${NOTIFICATIONS.maxWhatsAppPerDay} avisos a day; the rest stay in the app`, async () => {
    const seller = await sellerAt(15, VENTAQUEMADA);
    const harvestId = await announceHarvest(seller);
    const reservations = NOTIFICATIONS.maxWhatsAppPerDay + 2;
    for (let i = 0; i < reservations; i += 1) {
      const buyer = await registerAndSignIn(ctx.app);
      const res = await api('POST', `/harvests/${harvestId}/reservations`, buyer, { quantity: 1 });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await api('GET', '/notifications/unread', seller)).json().unread).toBe(reservations);
    expect(whatsappTo(seller)).toHaveLength(NOTIFICATIONS.maxWhatsAppPerDay);
  });
});
