import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { anyIp, registerUser, requestCode } from '../../test/factories';

let now = Date.now();
const ctx = useTestApp({ now: () => now });
const advance = (ms: number) => (now += ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// Every test gets its own moment far from the others, so limits never carry over.
beforeEach(() => advance(48 * HOUR));

const askCode = (phone: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { phone, type: 'sms' },
    remoteAddress: ip,
  });
const verify = (id: string, pin: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${id}/verify`,
    payload: { pin },
    remoteAddress: ip,
  });
const wrong = (code: string) => (code === '0000' ? '0001' : '0000');

describe('asking for a code (POST /auth)', () => {
  it('sends a 4-digit code and answers the challenge id, channel and cool-down', async () => {
    const { phone } = await registerUser(ctx.app);
    const res = await askCode(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channel: 'sms',
      resend_after: 60,
      message: 'Te enviamos un código por SMS.',
    });
    const outbox = (await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json();
    expect(outbox.code).toMatch(/^\d{4}$/);
  });

  it('keeps only a keyed hash of the code, never the code', async () => {
    const { phone } = await registerUser(ctx.app);
    const { id, code } = await requestCode(ctx.app, phone);
    const [row] = await ctx.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('answers 404 for a number without an account', async () => {
    const res = await askCode('3009999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'No encontramos una cuenta con este número. Regístrate primero.',
    );
  });

  it('refuses a new code before the 60-second cool-down, saying how long to wait', async () => {
    const { phone } = await registerUser(ctx.app);
    const first = await askCode(phone);
    advance(15 * SECOND);
    const res = await askCode(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Espera 45 s para pedir un nuevo código.');
    expect(res.headers['retry-after']).toBe('45');
    // Someone else asking meanwhile gets a challenge of their own on the code just sent (it
    // went to the phone), never the first one's challenge, and nothing new is sent.
    const code = (await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().code;
    const other = await askCode(phone, '10.0.0.2');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ new_code: false, resend_after: 45 });
    expect(other.json().id).not.toBe(first.json().id);
    expect((await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().code).toBe(code);
    advance(45 * SECOND);
    expect((await askCode(phone)).statusCode).toBe(200);
  });

  it('sends 5 codes per phone an hour, then one more only when the last has lived its 10 minutes', async () => {
    const { phone } = await registerUser(ctx.app);
    advance(HOUR); // past the code of the registration
    let fifth = '';
    for (let i = 0; i < 5; i++) {
      const res = await askCode(phone, `10.8.0.${i}`);
      expect(res.statusCode).toBe(200);
      fifth = res.json().id;
      advance(61 * SECOND);
    }
    // The fifth code is used up by wrong tries: nothing usable, and no new code for now.
    for (let i = 0; i < 3; i++) await verify(fifth, '0000', `10.8.1.${i}`);
    const res = await askCode(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Ya pediste 5 códigos en la última hora\. Podrás pedir otro en \d+ min\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(10 * 60 - 61);
    advance(Number(res.headers['retry-after']) * SECOND);
    const sixth = await askCode(phone);
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json().message).toBe('Te enviamos un código por SMS.');
  });

  it('points at the newest code, sending nothing, when someone used up the hour of codes', async () => {
    const { phone } = await registerUser(ctx.app);
    advance(HOUR); // past the code of the registration
    // Someone else asks five codes for the phone, from five addresses: all go to the owner.
    let last = '';
    for (let i = 0; i < 5; i++) {
      last = (await askCode(phone, `10.7.0.${i}`)).json().id;
      advance(61 * SECOND);
    }
    const received = (await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().code;

    // The owner asks for a code: none is sent, the answer is the newest, and it works.
    const res = await askCode(phone, '10.7.1.1');
    expect(res.statusCode).toBe(200);
    // A challenge of the owner's own on that code: the one the others asked for is never
    // handed over, so their tries cannot spend the owner's.
    expect(res.json().id).not.toBe(last);
    expect(res.json()).toMatchObject({
      new_code: false,
      channel: 'sms',
      message: 'Ya te enviamos un código hace poco por SMS. Escribe el último que recibiste.',
    });
    expect(res.json().resend_after).toBeGreaterThan(60);
    expect((await ctx.app.inject(`/api/v1/dev/otp?phone=${phone}`)).json().code).toBe(received);
    const signedIn = await verify(res.json().id, received, '10.7.1.1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.access_token).toEqual(expect.any(String));
  });

  it('limits code requests from one address, whatever the phones', async () => {
    const ip = '10.9.9.9';
    const phones = await Promise.all(Array.from({ length: 31 }, () => registerUser(ctx.app)));
    const statuses = [];
    for (const { phone } of phones) statuses.push((await askCode(phone, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('verifying a code (POST /auth/{id}/verify)', () => {
  it('gives an access token whose payload carries its expiry, for the right code', async () => {
    const { phone } = await registerUser(ctx.app);
    const { id, code } = await requestCode(ctx.app, phone);
    const res = await verify(id, code);
    expect(res.statusCode).toBe(200);
    const { access_token, token_type, user } = res.json().data;
    expect(token_type).toBe('Bearer');
    expect(user.phone).toBe(phone);
    const payload = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString());
    expect(payload.exp * 1000).toBeGreaterThan(Date.now() + 29 * 24 * HOUR);
  });

  it('counts down the tries left on a wrong code, and refuses the code after 3 wrong tries', async () => {
    const { phone } = await registerUser(ctx.app);
    const { id, code } = await requestCode(ctx.app, phone);
    // Each try from another address: one address backs off after a wrong try.
    const first = await verify(id, wrong(code), anyIp());
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('Código incorrecto. Te quedan 2 intentos.');
    expect((await verify(id, wrong(code), anyIp())).json().message).toBe(
      'Código incorrecto. Te queda 1 intento.',
    );
    expect((await verify(id, wrong(code), anyIp())).json().message).toBe(
      'Código incorrecto. Ya usaste los intentos de este código: pide uno nuevo.',
    );
    const right = await verify(id, code, anyIp());
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(
      'Código incorrecto. Ya usaste los intentos de este código: pide uno nuevo.',
    );
  });

  it('uses a code once only', async () => {
    const { phone } = await registerUser(ctx.app);
    const { id, code } = await requestCode(ctx.app, phone);
    expect((await verify(id, code)).statusCode).toBe(200);
    const again = await verify(id, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Código inválido o expirado');
  });

  it('refuses a code after its 10 minutes', async () => {
    const { phone } = await registerUser(ctx.app);
    const { id, code } = await requestCode(ctx.app, phone);
    advance(10 * MINUTE + SECOND);
    const res = await verify(id, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Código inválido o expirado');
  });

  it('binds a code to its challenge: a newer code replaces the older one', async () => {
    const { phone } = await registerUser(ctx.app);
    const older = await requestCode(ctx.app, phone);
    advance(61 * SECOND);
    const newer = await requestCode(ctx.app, phone);
    expect((await verify(older.id, older.code)).statusCode).toBe(422);
    expect((await verify(older.id, newer.code)).statusCode).toBe(422);
    expect((await verify(newer.id, newer.code)).statusCode).toBe(200);
  });

  it('answers 422 for an unknown or malformed challenge id', async () => {
    expect((await verify('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', '1234')).statusCode).toBe(422);
    const malformed = await verify('not-a-uuid', '1234');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toBe('Código inválido o expirado');
  });

  it('validates the code format with the spec messages', async () => {
    const { phone } = await registerUser(ctx.app);
    const { id } = await requestCode(ctx.app, phone);
    expect((await verify(id, '12')).json().message).toBe('Ingresa el código de 4 dígitos');
    expect((await verify(id, '12a4')).json().message).toBe(
      'Debe ser un código numérico de 4 dígitos.',
    );
  });

  it('never stops the delivery: a phone with many wrong tries still gets new codes', async () => {
    const { phone } = await registerUser(ctx.app);
    advance(HOUR);
    for (let round = 0; round < 4; round++) {
      const { id, code } = await requestCode(ctx.app, phone);
      for (let i = 0; i < 3; i++) await verify(id, wrong(code), anyIp());
      advance(61 * SECOND);
    }
    expect((await askCode(phone)).statusCode).toBe(200);
  });

  it('pauses the guessing on the phone, but the first try of the newest code gets through', async () => {
    const { phone } = await registerUser(ctx.app);
    advance(HOUR);
    for (let round = 0; round < 4; round++) {
      const { id, code } = await requestCode(ctx.app, phone);
      for (let i = 0; i < 3; i++) await verify(id, wrong(code), anyIp());
      advance(61 * SECOND);
    }
    advance(HOUR); // past the hourly number of codes
    // The phone has 12 wrong tries: a second try on a code is refused…
    const guessed = await requestCode(ctx.app, phone);
    await verify(guessed.id, wrong(guessed.code), anyIp());
    const paused = await verify(guessed.id, guessed.code, anyIp());
    expect(paused.statusCode).toBe(429);
    // The owner's try of these hours is taken: the code waits, the message's link works.
    expect(paused.json().message).toBe(
      'Por tu seguridad, el código no se puede usar ahora; entra con el enlace que te enviamos.',
    );
    // …while the owner's fresh code works on its first try.
    advance(4 * HOUR);
    const fresh = await requestCode(ctx.app, phone);
    expect((await verify(fresh.id, fresh.code, anyIp())).statusCode).toBe(200);
  });

  it('backs off the address that types wrong codes: 30 s, then 1 min, then 2 min', async () => {
    const ip = anyIp();
    const { phone } = await registerUser(ctx.app);
    const { id, code } = await requestCode(ctx.app, phone);
    expect((await verify(id, wrong(code), ip)).statusCode).toBe(422);
    const held = await verify(id, code, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Demasiados códigos incorrectos desde tu conexión. Intenta de nuevo en 30 s.',
    );
    advance(30 * SECOND);
    expect((await verify(id, wrong(code), ip)).statusCode).toBe(422);
    expect((await verify(id, code, ip)).json().message).toMatch(/en 60 s\.$/);
    advance(60 * SECOND);
    expect((await verify(id, code, ip)).statusCode).toBe(200);
  });

  it('limits verifications from one address', async () => {
    const ip = '10.8.8.8';
    let status = 0;
    for (let i = 0; i < 61; i++) {
      status = (await verify('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', '1234', ip)).statusCode;
    }
    expect(status).toBe(429);
  });
});

// Access tokens (alg none, signatures, expiry, deleted accounts…) are in
// server/security/tokens.security.test.ts.
