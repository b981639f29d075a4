import { beforeEach, describe, expect, it } from 'vitest';
import { OTP } from '../../domain/limits';
import { useTestApp } from '../test/app';
import { anyIp, registerUser } from '../test/factories';

// Strangers must not keep an owner out of sign-in (docs/decisions/011, "Remembered devices").
// The attack of the report, run as a script would run it against the real app and its limits:
// from a new address every time, it polls POST /auth for the owner's phone and spends every try
// of every challenge it is given, with codes it knows are wrong. The clock is moved instead of
// waited for; the app-wide limit per address and minute is set out of the way.

let now = Date.now();
const ctx = useTestApp({ now: () => now, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
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
        // told one wait, and the code request and the verification agree on it.
        const stranger = await askCode(phone, anyIp());
        if (stranger.statusCode === 429 && /pausamos/.test(stranger.json().message)) {
          pausedForStrangers += 1;
          expect(stranger.json().message).toMatch(/Intenta de nuevo en \d/);
        }
      }
      expect(signIns).toBeGreaterThanOrEqual(30);
      // The attack did pause the phone for everyone else.
      expect(pausedForStrangers).toBeGreaterThan(0);
    },
  );

  it('while the owner’s try is taken, a code request answers the same wait as the verification', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR;
    const seen = new Set<string>();
    // Until the phone is paused and the attacker has taken its owner's try.
    let refused: { message: string } | null = null;
    for (let i = 0; i < 6 * 60 && !refused; i++) {
      await attackerMinute(phone, seen);
      const res = await askCode(phone, anyIp());
      if (res.statusCode === 429 && /pausamos/.test(res.json().message)) refused = res.json();
    }
    console.info(`paused after ${seen.size} challenges: ${refused?.message}`);
    expect(refused, 'the attack pauses the phone').not.toBeNull();
    // The code request did not send a code that could not be tried; the verification of the
    // attacker's last challenge says the same wait (to the minute).
    const last = [...seen].at(-1)!;
    const res = await verify(last, wrong(await newestCode(phone)), anyIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(refused!.message);
  });
});
