import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../../domain/notifications/notification-messages';
import type { Env } from '../../config';
import { useTestApp } from '../../test/app';
import { activate, createAddress, createListing, registerAndSignIn } from '../../test/factories';
import { refreshPrices } from '../prices/price-refresh';

// Delivery beyond the app, against local HTTP servers standing in for a browser's push service
// and for the WhatsApp Cloud API. The push request must be what a real push service accepts:
// a VAPID JWT signed with the key the app hands to browsers, for this push service's origin,
// and an aes128gcm body (RFC 8291) that only the subscription's private key can open.

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const received: Received[] = [];
let server: Server;
let origin = '';
const env: Env = { RATE_LIMIT_PER_MINUTE: '100000', PUSH_LOOPBACK_FOR_TESTS: 'true' };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      // A subscription the browser dropped: the push service answers 410 Gone.
      response.statusCode = request.url?.startsWith('/push/gone') ? 410 : 201;
      response.end(request.url?.includes('/messages') ? '{"messages":[{"id":"wamid.1"}]}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(env, {
    WHATSAPP_API_BASE: `${origin}/whatsapp`,
    WHATSAPP_TOKEN: 'token-de-prueba',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_ALERT_TEMPLATE: 'producto_para_tu_busqueda',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const ctx = useTestApp({ env });

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
const PITALITO = 41551;
const HUILA = 41;
const CAFE_CEREZA = 106501;

/** A browser's push subscription: its own P-256 key pair and a 16-byte auth secret. */
function browserSubscription(path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    json: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Opens an aes128gcm Web Push body (RFC 8291 §3.4, RFC 8188) with the browser's keys. */
function decryptPush(body: Buffer, browser: ReturnType<typeof browserSubscription>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const cipherText = body.subarray(21 + keyIdLength);
  expect(recordSize).toBeGreaterThanOrEqual(cipherText.length);

  const shared = browser.keys.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.keys.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = hmac(hmac(browser.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID Authorization (RFC 8292) against the key the app gives browsers. */
async function expectValidVapid(request: Received, publicKey: string) {
  const authorization = String(request.headers.authorization);
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(publicKey);
  const point = Buffer.from(publicKey, 'base64url');
  expect(point).toHaveLength(65);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const { payload, protectedHeader } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), {
    audience: origin,
  });
  expect(protectedHeader.alg).toBe('ES256');
  expect(payload.sub).toMatch(/^mailto:|^https:/);
  expect(payload.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 60 * 60);
  expect(decodeJwt(token!).aud).toBe(origin);
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, person: Person, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.auth, payload });

async function buyerWithSearch() {
  const buyer = await registerAndSignIn(ctx.app);
  const saved = await api('POST', '/saved-searches', buyer, { q: 'cafe' });
  expect(saved.statusCode, saved.body).toBe(201);
  return buyer;
}

async function publishCafe() {
  const seller = await registerAndSignIn(ctx.app);
  const addressId = await createAddress(ctx.app, seller.auth, {
    department_id: HUILA,
    municipalite_id: PITALITO,
  });
  const id = await createListing(ctx.app, seller.auth, {
    address_id: addressId,
    product_id: CAFE_CEREZA,
    price: 9000,
  });
  await activate(ctx.app, seller.auth, id);
  await ctx.app.notifications.processQueue(ctx.app.now());
  return id;
}

// Buyers of earlier tests keep their searches (and are told too): look only at this test's.
const pushesTo = (path: string) => received.filter((request) => request.path === path);
const whatsappTo = (person: Person) =>
  received.filter(
    (request) =>
      request.path.includes('/messages') &&
      JSON.parse(request.body.toString('utf8')).to === `57${person.phone}`,
  );

describe('Web Push', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted notification the browser can open', async () => {
    const buyer = await buyerWithSearch();
    const browser = browserSubscription('/push/navegador-1');
    const subscribed = await api('POST', '/push/subscriptions', buyer, browser.json);
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const publicKey = (await api('GET', '/push/public-key', buyer)).json().public_key as string;

    const listingId = await publishCafe();

    expect(pushesTo('/push/navegador-1')).toHaveLength(1);
    const [push] = pushesTo('/push/navegador-1');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    await expectValidVapid(push!, publicKey);
    expect(JSON.parse(decryptPush(push!.body, browser))).toEqual({
      title: NOTIFICATION_MESSAGES.listingTitle,
      body: 'Café cereza · $ 9.000 / kg · Pitalito, Huila',
      url: `/producto/${listingId}`,
      tag: expect.stringMatching(/^notificacion-\d+$/),
    });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const buyer = await buyerWithSearch();
    const browser = browserSubscription('/push/gone/1');
    await api('POST', '/push/subscriptions', buyer, browser.json);
    await publishCafe();
    expect(pushesTo('/push/gone/1')).toHaveLength(1);
    const left = (await ctx.app.db.execute(
      sql`select count(*)::int as n from push_subscriptions where user_id = ${buyer.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('sends nothing once the person turns push off', async () => {
    const buyer = await buyerWithSearch();
    await api('POST', '/push/subscriptions', buyer, browserSubscription('/push/apagado').json);
    await api('PUT', '/notifications/settings', buyer, { push: false, whatsapp: false });
    await publishCafe();
    expect(pushesTo('/push/apagado')).toEqual([]);
    expect(whatsappTo(buyer)).toEqual([]);
    // The notification is in the app all the same.
    expect((await api('GET', '/notifications/unread', buyer)).json().unread).toBe(1);
  });
});

describe('a followed price that moved', () => {
  it('goes out by push with its text and a link to the product’s prices in that department; by WhatsApp only with a template or inside the window', async () => {
    const PAPA_PASTUSA = 1003016;
    const seller = await registerAndSignIn(ctx.app);
    const addressId = await createAddress(ctx.app, seller.auth, {
      department_id: HUILA,
      municipalite_id: PITALITO,
    });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await createListing(ctx.app, seller.auth, {
        address_id: addressId,
        product_id: PAPA_PASTUSA,
        price: 2000,
      });
      await activate(ctx.app, seller.auth, id);
      ids.push(id);
    }
    await refreshPrices(ctx.app.db, ctx.app.now());

    const buyer = await registerAndSignIn(ctx.app);
    const browser = browserSubscription('/push/precio');
    await api('POST', '/push/subscriptions', buyer, browser.json);
    const followed = await api('POST', '/price-alerts', buyer, {
      product_id: PAPA_PASTUSA,
      department_id: HUILA,
      size_id: 1,
    });
    expect(followed.statusCode, followed.body).toBe(201);

    for (const id of ids) {
      await api('POST', `/products/${id}/update/price`, seller, { price: 2300, stock: 10 });
    }
    await refreshPrices(ctx.app.db, ctx.app.now());
    await ctx.app.notifications.processQueue(ctx.app.now());

    const [push] = pushesTo('/push/precio');
    expect(pushesTo('/push/precio')).toHaveLength(1);
    expect(JSON.parse(decryptPush(push!.body, browser))).toEqual({
      title: 'Cambió un precio que sigues',
      body: 'El precio de Papa parda pastusa en Huila subió 15 %: ahora $ 2.300 / kg',
      url: `/precios/${PAPA_PASTUSA}?departamento=${HUILA}`,
      tag: expect.stringMatching(/^notificacion-\d+$/),
    });
    // No price template here (WHATSAPP_PRICE_TEMPLATE) and the buyer never wrote to the number:
    // the move stays in the app and the push (whatsapp-avisos.db.test.ts has the other cases).
    expect(whatsappTo(buyer)).toEqual([]);
  });
});

describe('WhatsApp alerts', () => {
  it('sends the approved template with the listing and its link', async () => {
    const buyer = await buyerWithSearch();
    expect((await api('GET', '/notifications/settings', buyer)).json().whatsapp_available).toBe(
      true,
    );
    const listingId = await publishCafe();

    const [message] = whatsappTo(buyer);
    expect(message!.path).toBe('/whatsapp/1234567890/messages');
    expect(message!.headers.authorization).toBe('Bearer token-de-prueba');
    expect(JSON.parse(message!.body.toString('utf8'))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `57${buyer.phone}`,
      type: 'template',
      template: {
        name: 'producto_para_tu_busqueda',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [{ type: 'text', text: 'Café cereza · $ 9.000 / kg · Pitalito, Huila' }],
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: String(listingId) }],
          },
        ],
      },
    });
  });

  it('sends nothing by WhatsApp once the person turns it off', async () => {
    const buyer = await buyerWithSearch();
    await api('PUT', '/notifications/settings', buyer, { whatsapp: false });
    await publishCafe();
    expect(whatsappTo(buyer)).toEqual([]);
  });
});
