import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../domain/limits';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications/notification-messages';
import type { App } from '../app';
import { ConfigError, loadConfig } from '../config';
import { PUSH_CONNECTIONS } from '../platform/push/web-push-sender';
import { useTestApp } from '../test/app';
import { activate, createAddress, createListing, registerAndSignIn } from '../test/factories';

// Web Push as an attacker uses it (decision 016, "Push endpoints" and "Push volume"): the
// endpoint of a subscription is whatever the caller writes, so it must not reach inside our
// network, and one account must not turn one listing into thousands of requests.

/** A stand-in push service on this machine: records each push, answers after `delayMs`. */
const received: string[] = [];
let inFlight = 0;
let mostInFlight = 0;
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    received.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        inFlight -= 1;
        if (request.url?.startsWith('/push/redirect')) {
          response.writeHead(302, { location: `${origin}/push/inside` }).end();
        } else {
          response.writeHead(201).end();
        }
      }, 40);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  mostInFlight = 0;
});

const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
const keys = {
  p256dh: browserKey.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

const subscribe = (app: App, person: Person, endpoint: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: person.auth,
    payload: { endpoint, keys },
  });

async function buyerWatching(app: App, words: string) {
  const buyer = await registerAndSignIn(app);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/saved-searches',
    headers: buyer.auth,
    payload: { q: words },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return buyer;
}

/** A seller publishes a café listing; the queue is processed (pushes go out). */
async function publishCafe(app: App) {
  const seller = await registerAndSignIn(app);
  const addressId = await createAddress(app, seller.auth, {
    department_id: 41,
    municipalite_id: 41551,
  });
  const id = await createListing(app, seller.auth, {
    address_id: addressId,
    product_id: 106501,
    price: 9000,
  });
  expect((await activate(app, seller.auth, id)).statusCode).toBe(200);
  await app.notifications.processQueue(app.now());
}

async function subscriptionsOf(app: App, person: Person): Promise<string[]> {
  const result = await app.db.execute(
    sql`select endpoint from push_subscriptions where user_id = ${person.id} order by id`,
  );
  // Both engines' drivers answer { rows }.
  return (result as unknown as { rows: { endpoint: string }[] }).rows.map((row) => row.endpoint);
}

describe('with the test-only stand-in allowed (PUSH_LOOPBACK_FOR_TESTS)', () => {
  const ctx = useTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000', PUSH_LOOPBACK_FOR_TESTS: 'true' },
  });

  it('keeps a person’s newest 10 subscriptions, one per endpoint, and pushes 10 through a small pool', async () => {
    const buyer = await buyerWatching(ctx.app, 'cafe');
    for (let index = 0; index < 30; index += 1) {
      const res = await subscribe(ctx.app, buyer, `${origin}/push/cap/${index}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    // The same browser again is the same row, and counts as its newest.
    expect((await subscribe(ctx.app, buyer, `${origin}/push/cap/25`)).statusCode).toBe(201);
    const kept = await subscriptionsOf(ctx.app, buyer);
    expect(kept).toHaveLength(NOTIFICATIONS.maxPushSubscriptionsPerPerson);
    expect(kept.map((endpoint) => Number(endpoint.split('/').pop())).sort((a, b) => a - b)).toEqual(
      [20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
    );

    await publishCafe(ctx.app);
    const pushes = received.filter((url) => url.startsWith('/push/cap/'));
    expect(pushes).toHaveLength(10);
    expect(mostInFlight).toBeLessThanOrEqual(PUSH_CONNECTIONS);
  });

  it('sends to a person’s newest 10 even when more were saved before the cap', async () => {
    const buyer = await buyerWatching(ctx.app, 'cafe');
    await ctx.app.db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select ${buyer.id}, ${origin} || '/push/old/' || n, ${keys.p256dh}, ${keys.auth}
      from generate_series(1, 300) as n`);
    await publishCafe(ctx.app);
    expect(received.filter((url) => url.startsWith('/push/old/'))).toHaveLength(10);
    expect(mostInFlight).toBeLessThanOrEqual(PUSH_CONNECTIONS);
  });

  it('subscriptions sent at once cannot pass the cap', async () => {
    const buyer = await registerAndSignIn(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        subscribe(ctx.app, buyer, `${origin}/push/parallel/${index}`),
      ),
    );
    expect(answers.every((res) => res.statusCode === 201)).toBe(true);
    expect(await subscriptionsOf(ctx.app, buyer)).toHaveLength(10);
  });

  it('never follows a redirect from a push service', async () => {
    const buyer = await buyerWatching(ctx.app, 'cafe');
    expect((await subscribe(ctx.app, buyer, `${origin}/push/redirect/1`)).statusCode).toBe(201);
    await publishCafe(ctx.app);
    expect(received).toContain('/push/redirect/1');
    expect(received).not.toContain('/push/inside');
  });
});

describe('without the opt-in (development and production alike)', () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });

  it.each([
    'http://127.0.0.1:6379/',
    'http://localhost:6379/push',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://a.localhost/push',
    'https://LOCALHOST./push',
    'https://127.0.0.1.nip.io/push',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://push.example.org/send/1',
    'https://fcm.googleapis.com.evil.example/fcm/send/1',
    'https://fcm.googleapis.com./fcm/send/1',
    'https://fcm.googleapis.com:8443/fcm/send/1',
    'https://usuario@fcm.googleapis.com/fcm/send/1',
    'http://fcm.googleapis.com/fcm/send/1',
    'https://notify.windows.com/w/1',
    'https://a.b.notify.windows.com/w/1',
  ])('refuses the endpoint %s with a Spanish 422', async (endpoint) => {
    const person = await registerAndSignIn(ctx.app);
    const res = await subscribe(ctx.app, person, endpoint);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.endpoint).toEqual([NOTIFICATION_MESSAGES.pushEndpoint]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the push service endpoint %s', async (endpoint) => {
    const person = await registerAndSignIn(ctx.app);
    const res = await subscribe(ctx.app, person, endpoint);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('never sends to a stored subscription outside the push services, and forgets it', async () => {
    const buyer = await buyerWatching(ctx.app, 'cafe');
    await ctx.app.db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${buyer.id}, ${`${origin}/push/stored`}, ${keys.p256dh}, ${keys.auth})`);
    await publishCafe(ctx.app);
    expect(received).toEqual([]);
    expect(await subscriptionsOf(ctx.app, buyer)).toEqual([]);
  });
});

describe('PUSH_LOOPBACK_FOR_TESTS', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ectm-push-config' };

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        OTP_SENDER: 'sms',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+15550000000',
        PUSH_LOOPBACK_FOR_TESTS: 'true',
      }),
    ).toThrow(/PUSH_LOOPBACK_FOR_TESTS/);
  });

  it('is refused on a HOST other machines can reach', () => {
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'test',
        HOST: '0.0.0.0',
        DEV_CODES_ON_NETWORK: 'true',
        PUSH_LOOPBACK_FOR_TESTS: 'true',
      }),
    ).toThrow(ConfigError);
  });

  it('is off unless asked for', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).push.loopbackForTests).toBe(false);
  });
});
