import type * as NodeCrypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP } from '../../domain/limits';
import { useTestApp } from '../test/app';
import { anyIp, registerUser } from '../test/factories';

// A guessing attack on the 4-digit sign-in codes, run as a script would run it, against the
// real app with its real limits (docs/decisions/011, which replaced 004). The clock is moved instead of waited for.
//
// Two things are instrumented, nothing else is changed:
// - The code the server deals is always 9999, the last one of the attacker's sweep from 0000:
//   the run is then the same every time, and it shows that even the right code is refused once
//   the limits hold. The attacker's chance per guess does not depend on where the code is.
// - Every comparison of a guess with the code is counted: that is what the attacker gets from
//   the server, whatever the answers say.

const dealt = vi.hoisted(() => ({ code: 9999, comparisons: [] as number[] }));
let now = Date.now();

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return {
    ...actual,
    randomInt: (...args: Parameters<typeof actual.randomInt>) =>
      args[0] === 0 && args[1] === 10 ** 4 ? dealt.code : actual.randomInt(...args),
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      dealt.comparisons.push(now);
      return actual.timingSafeEqual(a, b);
    },
  };
});

// The app-wide limit per address and minute runs on the wall clock, not on the moved one: it is
// set out of the way, so what is measured here is the sign-in limits alone.
const ctx = useTestApp({ now: () => now, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const CODES = 10 ** OTP.codeLength;
const pin = (n: number) => String(n).padStart(OTP.codeLength, '0');
const RIGHT_CODE = pin(9999);

beforeEach(() => {
  // Far from every earlier test, so no limit carries over.
  now += 30 * DAY;
});

const askCode = (phone: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { phone, type: 'sms' },
    remoteAddress: ip,
  });
const verify = (id: string, code: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${id}/verify`,
    payload: { pin: code },
    remoteAddress: ip,
  });
const retryAfterMs = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['retry-after']) * SECOND;
/** The phone's pause: 'Por tu seguridad pausamos…', or its owner's try taken, when the code
 * waits and only the message's sign-in link works ('…el código no se puede usar ahora…'). */
const isLock = (res: { json: () => { message: string } }) =>
  /^Por tu seguridad(,| pausamos)/.test(res.json().message);
const isAddressLimit = (res: { json: () => { message: string } }) =>
  /^Demasiados .* desde tu conexión/.test(res.json().message);
/** Compared guesses one phone can get in any 24 h: before the pause, then the owner's tries. */
const PHONE_DAY_BOUND = OTP.phonePauseAfterFailures + 24 / OTP.ownerTryEveryHours + 1;

interface Evaluation {
  at: number;
  challenge: string;
}

/**
 * The attacker's chance of having guessed the code in these evaluations: each challenge has its
 * own random code, and k different guesses on one code find it with probability k / 10,000.
 */
function chanceOf(evaluations: Evaluation[]): number {
  const perChallenge = new Map<string, number>();
  for (const { challenge } of evaluations) {
    perChallenge.set(challenge, (perChallenge.get(challenge) ?? 0) + 1);
  }
  let missed = 1;
  for (const k of perChallenge.values()) missed *= 1 - k / CODES;
  return 1 - missed;
}

/** The evaluations of the worst 24-hour window. */
function worstDay(evaluations: Evaluation[]): Evaluation[] {
  let worst: Evaluation[] = [];
  for (const first of evaluations) {
    const day = evaluations.filter((e) => e.at >= first.at && e.at < first.at + DAY);
    if (day.length > worst.length) worst = day;
  }
  return worst;
}

/** Sends one guess; answers whether the server compared it with the code. */
async function guess(id: string, code: string, ip: string) {
  const before = dealt.comparisons.length;
  const res = await verify(id, code, ip);
  expect(res.statusCode, res.body).not.toBe(200);
  return { res, compared: dealt.comparisons.length > before };
}

describe('guessing every code of one phone, from as many addresses as the attacker wants', () => {
  it('compares at most 10 guesses, then one every 4 h (the first try of a new code)', async () => {
    const { phone } = await registerUser(ctx.app);
    const evaluations: Evaluation[] = [];
    let next = 0;
    let challenge: { id: string; left: number } | null = null;
    let codeRefusals = 0;

    // A week at the fastest pace the limits allow, a new address for every request: the
    // script waits exactly what each refusal says, and sweeps the codes from 0000.
    const weekEnds = now + 7 * DAY;
    while (now < weekEnds) {
      now += SECOND;
      if (!challenge || challenge.left === 0) {
        const res = await askCode(phone, anyIp());
        if (res.statusCode === 429) {
          // Anti-spam waits (a paused phone still gets its messages: their sign-in link works,
          // the code waits, and the verification says so).
          if (isLock(res))
            expect(retryAfterMs(res)).toBeLessThanOrEqual(OTP.ownerTryEveryHours * HOUR);
          codeRefusals += 1;
          now += retryAfterMs(res);
          continue;
        }
        challenge = { id: res.json().id, left: OTP.maxTriesPerCode };
        continue;
      }
      const { res, compared } = await guess(challenge.id, pin(next), anyIp());
      if (compared) evaluations.push({ at: now, challenge: challenge.id });
      next += 1;
      challenge.left -= 1;
      if (res.statusCode === 429 && isLock(res)) {
        challenge = null;
        now += Math.min(retryAfterMs(res), OTP.ownerTryEveryHours * HOUR);
      }
    }

    const worst = worstDay(evaluations);
    const chance = chanceOf(worst);
    console.info(
      `One phone, many addresses: ${evaluations.length} guesses compared in 7 days, at most ` +
        `${worst.length} in 24 h: chance ${(chance * 100).toFixed(5)} % a day ` +
        `(${codeRefusals} code requests waited for the anti-spam limits).`,
    );
    expect(worst.length).toBeLessThanOrEqual(PHONE_DAY_BOUND);
    expect(chance).toBeLessThan(PHONE_DAY_BOUND / CODES);
  });

  it('cannot keep the owner out by asking every code: the owner types the newest one they received', async () => {
    const { phone } = await registerUser(ctx.app);
    now += HOUR; // past the code of the registration
    // Every minute, from a new address, the attacker asks a code: all of them reach the owner.
    const statuses: number[] = [];
    for (let i = 0; i < 2 * OTP.maxCodesPerHour; i++) {
      statuses.push((await askCode(phone, anyIp())).statusCode);
      now += 61 * SECOND;
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The owner asks for a code as well, and types the last one their phone received.
    const owner = await askCode(phone, anyIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toMatch(/^Ya te enviamos un código hace poco/);
    expect((await verify(owner.json().id, RIGHT_CODE, anyIp())).statusCode).toBe(200);
  });

  it('counts parallel guesses too: three at once on a fresh code cannot pass the pause', async () => {
    const { phone } = await registerUser(ctx.app);
    const evaluations: Evaluation[] = [];
    let next = 0;
    // Nine wrong guesses, one short of the pause, on three codes.
    for (let round = 0; round < 3; round++) {
      const res = await askCode(phone, anyIp());
      expect(res.statusCode).toBe(200);
      for (let i = 0; i < OTP.maxTriesPerCode; i++) {
        const { compared } = await guess(res.json().id, pin(next++), anyIp());
        if (compared) evaluations.push({ at: now, challenge: res.json().id });
      }
      now += 61 * SECOND;
    }
    const fresh = await askCode(phone, anyIp());
    expect(fresh.statusCode).toBe(200);
    const id: string = fresh.json().id;
    const before = dealt.comparisons.length;
    const answers = await Promise.all(
      Array.from({ length: OTP.maxTriesPerCode }, () => verify(id, pin(next++), anyIp())),
    );
    for (let i = before; i < dealt.comparisons.length; i++) {
      evaluations.push({ at: now, challenge: id });
    }
    expect(answers.map((res) => res.statusCode)).not.toContain(200);
    // The tenth guess, and at most the owner's try of this fresh code.
    expect(evaluations.length).toBeLessThanOrEqual(OTP.phonePauseAfterFailures + 1);
    expect((await verify(id, RIGHT_CODE, anyIp())).statusCode).toBe(429);
  });
});

describe('guessing the codes of 100 phones from one address', () => {
  it(
    'gives one address at most 9 compared guesses a day over all the phones (< 0.1 %), and no success',
    { timeout: 180_000 },
    async () => {
      const phones: string[] = [];
      for (let i = 0; i < 100; i++) phones.push((await registerUser(ctx.app)).phone);
      const ip = '203.0.113.7';
      const evaluations = new Map<string, Evaluation[]>(phones.map((phone) => [phone, []]));
      const sweep = new Map<string, number>(phones.map((phone) => [phone, 0]));
      let turn = 0;
      let codesGiven = 0;

      // Each hour the script asks codes for the next phones until the address is refused, then
      // sends the guesses until it is refused again; a few more of each only meet refusals. Then
      // it waits for the next hour.
      for (let hour = 0; hour < 24; hour++) {
        const hourStarts = now;
        const challenges: { phone: string; id: string }[] = [];
        let codeRefusals = 0;
        while (codeRefusals < 3) {
          now += SECOND;
          const phone = phones[turn++ % phones.length]!;
          const res = await askCode(phone, ip);
          if (res.statusCode === 200) {
            expect(codeRefusals, 'a code after the address was refused').toBe(0);
            challenges.push({ phone, id: res.json().id });
          } else if (isAddressLimit(res)) codeRefusals += 1;
          // Otherwise that phone is locked: the script moves on to the next one.
          else expect(isLock(res), res.body).toBe(true);
        }
        codesGiven += challenges.length;
        expect(challenges.length).toBeLessThanOrEqual(OTP.perIpCodeRequestsPerHour);

        let guessRefusals = 0;
        let guessesCompared = 0;
        for (const { phone, id } of challenges) {
          for (let i = 0; i < OTP.maxTriesPerCode && guessRefusals < 3; i++) {
            now += SECOND;
            const code = sweep.get(phone)!;
            sweep.set(phone, code + 1);
            const { res, compared } = await guess(id, pin(code), ip);
            if (compared) {
              expect(guessRefusals, 'a guess compared after the address was refused').toBe(0);
              evaluations.get(phone)!.push({ at: now, challenge: id });
              guessesCompared += 1;
            }
            if (res.statusCode === 429 && isAddressLimit(res)) guessRefusals += 1;
            else if (res.statusCode === 429) break; // this phone locked
          }
        }
        expect(guessesCompared).toBeLessThanOrEqual(OTP.clientMaxFailures);
        now = hourStarts + HOUR + 5 * 60 * SECOND;
      }

      const all = [...evaluations.values()].flat();
      const perPhone = [...evaluations.values()].map((list) => worstDay(list));
      const worstPhone = Math.max(...perPhone.map((list) => list.length));
      const worstChance = Math.max(...perPhone.map(chanceOf));
      const addressChance = chanceOf(worstDay(all));
      console.info(
        `100 phones from one address: ${codesGiven} codes and ${all.length} guesses compared in ` +
          `24 h; at most ${worstPhone} for one phone: chance ${(addressChance * 100).toFixed(5)} % ` +
          'for the address a day (goal < 0.1 %).',
      );
      expect(worstDay(all).length).toBeLessThanOrEqual(OTP.clientMaxFailures);
      expect(worstPhone).toBeLessThanOrEqual(OTP.clientMaxFailures);
      expect(addressChance).toBeLessThan(0.001);
      expect(worstChance).toBeLessThan(0.001);
    },
  );
});
