import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTP } from '../../domain/limits';
import { loggerOptions } from '../logger-options';
import { useTestApp } from '../test/app';
import { anyIp, registerUser, uniquePerson } from '../test/factories';

// Strangers must not keep an owner out of sign-in (docs/decisions/011, "Requesters and
// remembered devices" and "The sign-in link").
// The attack of the report, run as a script would run it against the real app and its limits:
// from a new address every time, it polls POST /auth for the owner's phone and spends every try
// of every challenge it is given, with codes it knows are wrong. The clock is moved instead of
// waited for; the app-wide limit per address and minute is set out of the way.

let now = Date.now();
// A built web app's page, so GET /entrar/{token} answers as in production.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-signin-link-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>El campo</title>');
const ctx = useTestApp({ now: () => now, webRoot, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const DEVICE_HEADER = 'x-campo-dispositivo';

beforeEach(() => {
  now += 30 * DAY;
});

// The spec's calls: form-encoded phone and type, then form-encoded pin.
const askCode = (phone: string, ip: string, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    headers: { ...form, ...(device ? { [DEVICE_HEADER]: device } : {}) },
    payload: `phone=${phone}&type=sms`,
    remoteAddress: ip,
  });
const verify = (id: string, pin: string, ip: string, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${id}/verify`,
    headers: { ...form, ...(device ? { [DEVICE_HEADER]: device } : {}) },
    payload: `pin=${pin}`,
    remoteAddress: ip,
  });
const newestCode = async (phone: string) =>
  (await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().code as string;
/** The token of the sign-in link in the newest message delivered to the phone. */
const newestLinkToken = async (phone: string) => {
  const link: string = (await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().link;
  expect(link).toMatch(/^https?:\/\/[^/]+\/entrar\/[\w-]{32}$/);
  return link.slice(link.lastIndexOf('/') + 1);
};
const enterWithLink = (token: string, ip = anyIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/link',
    payload: { token },
    remoteAddress: ip,
  });
const USE_LINK =
  'Por tu seguridad, el código no se puede usar ahora; entra con el enlace que te enviamos.';
const LINK_REFUSED = 'Este enlace ya no sirve. Pide un código nuevo.';
const wrong = (code: string) => (code === '0000' ? '0001' : '0000');

/** One minute of the attacker: ask a code from a new address, spend every try it is given. */
async function attackerMinute(phone: string, seen: Set<string>) {
  const asked = await askCode(phone, anyIp());
  if (asked.statusCode === 200) {
    const id: string = asked.json().id;
    seen.add(id);
    for (let i = 0; i < OTP.maxTriesPerCode; i++) {
      const res = await verify(id, wrong(await newestCode(phone)), anyIp());
      expect(res.statusCode, 'a wrong code never signs in').not.toBe(200);
      if (res.statusCode === 429) break;
    }
  }
  now += MINUTE;
}

/** The owner does what a person does: asks for a code, then types the newest one received. */
async function ownerSignsIn(phone: string, ip: string, device?: string) {
  const asked = await askCode(phone, ip, device);
  if (asked.statusCode !== 200) return { asked, verified: null };
  now += 20 * SECOND;
  const verified = await verify(asked.json().id, await newestCode(phone), ip, device);
  return { asked, verified };
}

describe('strangers polling for codes and spending tries cannot keep the owner out', () => {
  it('never hands the owner’s challenge to another requester: the owner’s code keeps its tries', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR; // past the code of the registration
    const seen = new Set<string>();
    // The attacker uses up the hour's codes, a minute apart (all of them reach the owner).
    for (let i = 0; i < OTP.maxCodesPerHour; i++) {
      expect((await askCode(phone, anyIp())).statusCode).toBe(200);
      now += MINUTE;
    }
    const ownerIp = anyIp();
    const asked = await askCode(phone, ownerIp);
    expect(asked.statusCode).toBe(200);
    // The attacker keeps polling while the owner types, and spends whatever it is given.
    await attackerMinute(phone, seen);
    expect(seen.has(asked.json().id), 'the owner’s challenge was handed to the attacker').toBe(
      false,
    );
    const verified = await verify(asked.json().id, await newestCode(phone), ownerIp);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it(
    'a device that signed in before is never paused: its owner gets in at once, all day, however long the attack',
    { timeout: 120_000 },
    async () => {
      const { phone } = await registerUser(ctx.app);
      // The owner signed in on their phone once: the answer gives the device its secret.
      now += HOUR;
      const first = await ownerSignsIn(phone, anyIp());
      const device: string = first.verified!.json().data.device;
      expect(device).toMatch(/^[\w-]{32,}$/);
      expect(first.verified!.headers['set-cookie']).toEqual(
        expect.arrayContaining([expect.stringMatching(/^campo_dispositivo=[\w-]+;.*HttpOnly/)]),
      );

      // A day of the attack: the phone is paused within the first hours, and the owner's try
      // of every 4 hours goes to the attacker. Every 47 minutes the owner, on their phone, from
      // whatever address the carrier gives, asks a code and types it.
      const seen = new Set<string>();
      const ends = now + DAY;
      let signIns = 0;
      let pausedForStrangers = 0;
      for (let minute = 1; now < ends; minute++) {
        await attackerMinute(phone, seen);
        if (minute % 47 !== 0) continue;
        const { asked, verified } = await ownerSignsIn(phone, anyIp(), device);
        expect(asked.statusCode, asked.body).toBe(200);
        expect(verified!.statusCode, verified!.body).toBe(200);
        signIns += 1;
        // The same moment, a device that never signed in (the attacker's, or a new phone) is
        // told the code cannot be used now: only the message's link works.
        const stranger = await askCode(phone, anyIp());
        if (stranger.json().message === USE_LINK) pausedForStrangers += 1;
      }
      expect(signIns).toBeGreaterThanOrEqual(30);
      // The attack did pause the phone for everyone else.
      expect(pausedForStrangers).toBeGreaterThan(0);
    },
  );

  it('while the owner’s try is taken, the code request and the verification give the same advice: the link', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    const seen = new Set<string>();
    // Until the phone is paused and the attacker has taken its owner's try.
    let paused: { id: string; message: string } | null = null;
    for (let i = 0; i < 6 * 60 && !paused; i++) {
      await attackerMinute(phone, seen);
      const res = await askCode(phone, anyIp());
      if (res.statusCode === 200 && res.json().message === USE_LINK) paused = res.json();
    }
    console.info(`paused after ${seen.size} challenges: ${paused?.message}`);
    expect(paused, 'the attack pauses the phone').not.toBeNull();
    // The verification of that challenge says the same: the code cannot be used now.
    const res = await verify(paused!.id, await newestCode(phone), anyIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(USE_LINK);
  });
});

describe('the sign-in link of a code message: what only the phone’s holder has, besides the code', () => {
  it(
    'a device never seen signs in within 10 minutes with the link of the newest message, all day, however long the attack',
    { timeout: 120_000 },
    async () => {
      const { phone } = await registerUser(ctx.app);
      now += HOUR;
      const seen = new Set<string>();
      const ends = now + DAY;
      let signIns = 0;
      let whilePaused = 0;
      for (let minute = 1; now < ends; minute++) {
        await attackerMinute(phone, seen);
        if (minute % 47 !== 0) continue;
        // The owner, on a phone that never signed in (no device secret, a new address), asks a
        // code: whatever the answer (a new message, the newest one pointed at, or a delivery
        // limit), the newest message on the phone carries a link that signs in.
        const asked = await askCode(phone, anyIp());
        expect([200, 429], asked.body).toContain(asked.statusCode);
        // While the phone is paused every answer, new message or delivery limit, points at the
        // link of the newest message.
        if (asked.json().message === USE_LINK) whilePaused += 1;
        const started = now;
        now += 20 * SECOND; // reading the message, tapping the link, tapping 'Entrar'
        const entered = await enterWithLink(await newestLinkToken(phone));
        expect(entered.statusCode, entered.body).toBe(200);
        expect(entered.json().data.user.phone).toBe(phone);
        expect(now - started).toBeLessThanOrEqual(OTP.codeValidityMinutes * MINUTE);
        signIns += 1;
      }
      expect(signIns).toBeGreaterThanOrEqual(30);
      // Most of the day the phone was paused for unknown devices, and the link got in anyway.
      expect(whilePaused).toBeGreaterThan(signIns / 2);
    },
  );

  it('signs in like the right code: the same answer, the page cookie, and the device remembered', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    expect((await askCode(phone, anyIp())).statusCode).toBe(200);
    const entered = await enterWithLink(await newestLinkToken(phone));
    expect(entered.statusCode, entered.body).toBe(200);
    const { data } = entered.json();
    expect(data).toMatchObject({ token_type: 'Bearer', user: { phone } });
    expect(data.device).toMatch(/^[\w-]{32,}$/);
    expect(entered.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^campo_sesion=[\w-]+\.[\w-]+\.[\w-]+;.*HttpOnly/),
        expect.stringMatching(/^campo_dispositivo=[\w-]+;.*HttpOnly/),
      ]),
    );
    const me = await ctx.app.inject({
      url: '/api/v1/users/auth',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(me.json().data.phone).toBe(phone);
    // The device the link remembered is never paused: its code request is a plain one.
    now += 2 * MINUTE;
    const again = await askCode(phone, anyIp(), data.device);
    expect(again.statusCode).toBe(200);
  });

  it('is in the API document: POST /auth/link with its token', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const post = doc.paths['/api/v1/auth/link']?.post;
    expect(post?.requestBody.content['application/json'].schema.properties).toHaveProperty('token');
    expect(doc.paths['/api/v1/auth/link'].get).toBeUndefined();
  });

  it('opening the link (GET, as WhatsApp’s and SMS apps’ previews do) never signs in', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    await askCode(phone, anyIp());
    const token = await newestLinkToken(phone);
    for (let i = 0; i < 3; i++) {
      const page = await ctx.app.inject({ url: `/entrar/${token}`, remoteAddress: anyIp() });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // The page's own requests never carry the token to another site.
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(String(page.headers['set-cookie'] ?? '')).not.toMatch(
        /campo_sesion|campo_dispositivo/,
      );
      expect(page.body).not.toContain('access_token');
    }
    // The previews spent nothing: the link still signs in, once.
    expect((await enterWithLink(token)).statusCode).toBe(200);
  });

  it('a link works once', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    await askCode(phone, anyIp());
    const token = await newestLinkToken(phone);
    expect((await enterWithLink(token)).statusCode).toBe(200);
    const again = await enterWithLink(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(LINK_REFUSED);
  });

  it('a link dies with its code’s 10 minutes', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    await askCode(phone, anyIp());
    const token = await newestLinkToken(phone);
    now += OTP.codeValidityMinutes * MINUTE + SECOND;
    const late = await enterWithLink(token);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(LINK_REFUSED);
  });

  it('a link for phone A signs into A’s account only, whoever sends it and whatever B asked', async () => {
    const a = await registerUser(ctx.app);
    const b = await registerUser(ctx.app);
    now += HOUR;
    await askCode(a.phone, anyIp());
    const tokenA = await newestLinkToken(a.phone);
    await askCode(b.phone, anyIp());
    // Sent with B's session: still A's account, and B's link unused.
    const entered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/link',
      headers: { authorization: `Bearer ${b.token}` },
      payload: { token: tokenA },
      remoteAddress: anyIp(),
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data.user).toMatchObject({ id: a.id, phone: a.phone });
    const tokenB = await newestLinkToken(b.phone);
    expect(tokenB).not.toBe(tokenA);
    expect((await enterWithLink(tokenB)).json().data.user.id).toBe(b.id);
  });

  it('a wrong link answers one Spanish message, is no guess, and is limited per address', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    const ip = anyIp();
    for (const token of ['x', 'A'.repeat(32), 'ñ'.repeat(32), 'a'.repeat(101), '']) {
      const res = await enterWithLink(token, ip);
      expect(res.statusCode, token).toBe(422);
      expect(res.json().message).toBe(LINK_REFUSED);
    }
    // Ten wrong links from one address are no wrong codes: the same address then signs in
    // with the right code at once (no back-off), and the phone is not paused.
    for (let i = 0; i < 10; i++) await enterWithLink('B'.repeat(31) + i, ip);
    const asked = await askCode(phone, ip);
    expect(asked.json().message).not.toBe(USE_LINK);
    expect((await verify(asked.json().id, await newestCode(phone), ip)).statusCode).toBe(200);
    // Like the other sign-in calls, an address has OTP.perIpVerificationsPerHour an hour.
    let last = 0;
    for (let i = 0; i < OTP.perIpVerificationsPerHour; i++) {
      last = (await enterWithLink('C'.repeat(32), ip)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('completes a pending registration exactly like the right code', async () => {
    const person = uniquePerson();
    const ip = anyIp();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register-user',
      payload: { name: 'Rosa Díaz', type_doc: 'REGNOID', person_type: 0, terms: true, ...person },
      remoteAddress: ip,
    });
    expect(registered.statusCode).toBe(201);
    // The spec's client: the code asked with phone and type only.
    expect((await askCode(person.phone, ip)).statusCode).toBe(200);
    const entered = await enterWithLink(await newestLinkToken(person.phone));
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data.user).toMatchObject({
      phone: person.phone,
      document: person.document,
      first_name: 'Rosa',
    });
    // The account exists: its phone now asks codes as an account.
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      payload: { phone: person.phone },
      remoteAddress: anyIp(),
    });
    expect(check.statusCode).toBe(200);
  });
});

describe('the sign-in link never reaches the log', () => {
  for (const env of ['production', 'development'] as const) {
    const lines: string[] = [];
    const logged = useTestApp({
      now: () => now,
      webRoot,
      logger: loggerOptions(
        { env, logLevel: 'info' },
        { destination: { write: (line) => lines.push(line) } },
      ),
    });
    it(`in ${env}: not from the message, the page or the sign-in`, async () => {
      const { phone } = await registerUser(logged.app);
      now += HOUR;
      await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth',
        payload: { phone, type: 'sms' },
        remoteAddress: anyIp(),
      });
      const link: string = (await logged.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().link;
      const token = link.slice(link.lastIndexOf('/') + 1);
      expect((await logged.app.inject({ url: `/entrar/${token}` })).statusCode).toBe(200);
      const entered = await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/link',
        payload: { token },
        headers: { referer: link },
      });
      expect(entered.statusCode).toBe(200);
      // The page's request was logged, without its token.
      expect(lines.join('')).toContain('/entrar/…');
      expect(lines.join('')).not.toContain(token);
    });
  }
});
