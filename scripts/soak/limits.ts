import type { Redis } from 'ioredis';
import { call, eachLimited } from './http';
import type { Session } from './ledger';

// Two server processes on one PostgreSQL and one Redis must behave as one server for every
// limit: a limit reached through one process holds on the other. Each check alternates its
// requests between the two processes and expects the refusal on both.

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const COOLDOWN = /^Espera \d+ s para pedir un nuevo código\.$/;
// The phone's pause: its owner's try free ('…pausamos los intentos…'), or taken, when only the
// message's sign-in link works (decision 011, "The sign-in link").
const PAUSED =
  /^Por tu seguridad(, el código no se puede usar ahora| pausamos los intentos con este número)/;
const PER_IP = /^Demasiados intentos desde tu conexión\. Intenta de nuevo en .+\.$/;

/**
 * The 60 s cool-down stands between two codes; to count the hourly limit without waiting four
 * minutes, the phone's cool-down key alone is removed, as if the minute had passed. Found by
 * pattern, so a change of the store's key layout does not silently turn this into a no-op.
 */
async function endCooldown(redis: Redis, phone: string): Promise<void> {
  const keys = await redis.keys(`*cooldown*${phone}`);
  if (keys.length > 0) await redis.del(...keys);
}

/** Forgets the phone's codes of the hour too, for a check that is about guessing only. */
async function forgetCodesSent(redis: Redis, phone: string): Promise<void> {
  await endCooldown(redis, phone);
  const keys = await redis.keys(`*otp:codes:${phone}`);
  if (keys.length > 0) await redis.del(...keys);
}

const requestCode = (base: string, person: Session, ip = person.ip) =>
  call(base, '/auth', { ip, json: { phone: person.phone, type: 'whatsapp' }, expect: [200, 429] });

export async function checkSharedLimits(options: {
  servers: [string, string];
  redis: Redis;
  /** People nobody else uses from here on (at least 34). */
  people: Session[];
  rateLimitPerMinute: number;
}): Promise<Check[]> {
  const { servers, redis, people, rateLimitPerMinute } = options;
  const [a, b] = servers;
  const checks: Check[] = [];

  // 1. The API rate limit (RATE_LIMIT_PER_MINUTE per address), counted in Redis.
  {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    await eachLimited(
      Array.from({ length: rateLimitPerMinute }, (_, i) => i),
      16,
      async (i) => {
        statuses.push((await call(servers[i % 2]!, '/categories', { ip, expect: [200] })).status);
      },
    );
    const accepted = statuses.filter((s) => s === 200).length;
    const onA = await call(a, '/categories', { ip });
    const onB = await call(b, '/categories', { ip });
    checks.push({
      name: `API rate limit (${rateLimitPerMinute}/min per address) shared`,
      ok: accepted === rateLimitPerMinute && onA.status === 429 && onB.status === 429,
      detail: `${accepted} of ${rateLimitPerMinute} accepted alternating A/B; next on A → ${onA.status}, on B → ${onB.status}`,
    });
  }

  // 2. The 60 s cool-down between codes for one phone.
  const coolPerson = people[0]!;
  {
    // Its sign-in code may be less than a minute old in a short run.
    await endCooldown(redis, coolPerson.phone);
    const first = await requestCode(a, coolPerson);
    const second = await requestCode(b, coolPerson);
    checks.push({
      name: 'Code cool-down (60 s per phone) shared',
      ok: first.status === 200 && second.status === 429 && COOLDOWN.test(second.body?.message),
      detail: `code via A → ${first.status}; at once via B → ${second.status} «${second.body?.message}»`,
    });
  }

  // 3. At most 5 codes per phone per hour (the sign-in before the load was the first); past
  //    them, while the newest code works, a request on either process points at it and sends
  //    nothing (docs/decisions/011, point 2).
  {
    const sequence: string[] = [];
    let sent = 2; // the sign-in code and the one of check 2
    let lastSent = '';
    let past: { on: string; status: number; id?: string; newCode?: boolean } | null = null;
    for (let i = 0; i < 6 && !past; i++) {
      await endCooldown(redis, coolPerson.phone);
      const on = i % 2 === 0 ? 'A' : 'B';
      const res = await requestCode(on === 'A' ? a : b, coolPerson);
      sequence.push(`${on} ${res.status}${res.body?.new_code === false ? ' (no new code)' : ''}`);
      if (res.status === 200 && res.body?.new_code) {
        sent += 1;
        lastSent = res.body.id;
      } else past = { on, status: res.status, id: res.body?.id, newCode: res.body?.new_code };
    }
    await endCooldown(redis, coolPerson.phone);
    const otherName = past?.on === 'A' ? 'B' : 'A';
    const other = await requestCode(otherName === 'A' ? a : b, coolPerson);
    checks.push({
      name: 'Codes per phone (5 per hour) shared; past them, the newest is pointed at',
      ok:
        sent === 5 &&
        past?.status === 200 &&
        past.newCode === false &&
        past.id === lastSent &&
        other.status === 200 &&
        other.body?.new_code === false &&
        other.body?.id === lastSent,
      detail: `${sent} codes sent (${sequence.join(', ')}); then on ${otherName} → ${other.status} «${other.body?.message}»${other.body?.id === lastSent ? ', the newest code' : ''}`,
    });
  }

  // 4. Ten wrong codes in 24 h pause the guessing on the phone (docs/decisions/011): three
  //    tries per code, each try from its own address and sent to the other process. The
  //    delivery is never locked: a new code still goes out, and its first try (the owner's) is
  //    compared once; a second try on it is refused on both processes.
  {
    const person = people[1]!;
    const tries: number[] = [];
    let wrongSent = 0;
    for (let round = 0; wrongSent < 10; round++) {
      await endCooldown(redis, person.phone);
      const base = round % 2 === 0 ? a : b;
      const challenge = await requestCode(base, person, `198.51.100.${40 + round}`);
      if (challenge.status !== 200) {
        tries.push(-challenge.status);
        break;
      }
      const outbox = await call(base, `/dev/otp?phone=${person.phone}`);
      const wrong = String((Number(outbox.body?.code) + 1) % 10_000).padStart(4, '0');
      for (let t = 0; t < 3 && wrongSent < 10; t++, wrongSent++) {
        const verifyOn = (round + t) % 2 === 0 ? b : a;
        const res = await call(verifyOn, `/auth/${challenge.body.id}/verify`, {
          ip: `198.51.101.${wrongSent}`,
          json: { pin: wrong },
        });
        tries.push(res.status);
      }
    }
    // Ten wrong tries took four codes besides the sign-in's: the hour's five are used, and the
    // newest would be pointed at (otp.service.ts). This check is about the pause, so it
    // starts from a fresh code.
    await forgetCodesSent(redis, person.phone);
    const fresh = await requestCode(a, person, '198.51.102.1');
    const verifyFresh = (on: string, ip: string) =>
      call(on, `/auth/${fresh.body?.id}/verify`, { ip, json: { pin: '0000' } });
    const ownerTry = await verifyFresh(a, '198.51.102.2');
    const second = await verifyFresh(b, '198.51.102.3');
    checks.push({
      name: 'Pause after 10 wrong codes (24 h per phone) shared, delivery never locked',
      ok:
        tries.length === 10 &&
        tries.every((s) => s === 422) &&
        fresh.status === 200 &&
        [200, 422].includes(ownerTry.status) &&
        second.status === 429 &&
        PAUSED.test(second.body?.message),
      detail: `wrong tries alternating A/B → ${tries.join(' ')}; new code via A → ${fresh.status}; its first try → ${ownerTry.status}, a second via B → ${second.status} «${second.body?.message?.slice(0, 60)}…»`,
    });
  }

  // 5. At most 30 code requests per hour from one address, whatever the phones.
  {
    const ip = '198.51.100.33';
    const statuses: number[] = [];
    for (const [i, person] of people.slice(2, 32).entries()) {
      // Only the address should be what refuses: no phone is inside its own cool-down.
      await endCooldown(redis, person.phone);
      statuses.push((await requestCode(i % 2 === 0 ? a : b, person, ip)).status);
    }
    await endCooldown(redis, people[32]!.phone);
    await endCooldown(redis, people[33]!.phone);
    const onA = await requestCode(a, people[32]!, ip);
    const onB = await requestCode(b, people[33]!, ip);
    checks.push({
      name: 'Code requests per address (30 per hour) shared',
      ok:
        statuses.every((s) => s === 200) &&
        onA.status === 429 &&
        PER_IP.test(onA.body?.message) &&
        onB.status === 429 &&
        PER_IP.test(onB.body?.message),
      detail: `${statuses.filter((s) => s === 200).length} of 30 accepted alternating A/B; 31st via A → ${onA.status}, via B → ${onB.status}`,
    });
  }
  return checks;
}
