import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownDevices, otpChallenges } from '../../db/schema';

// The sign-in codes' challenges. otp.service.ts holds the rules (limits, tries, notices).

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

/** Retires the phone's open challenges (a new code starts a new one). */
export async function retireChallenges(db: Database, phone: string, now: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
}

export async function insertChallenge(
  db: Database,
  values: typeof otpChallenges.$inferInsert,
): Promise<void> {
  await db.insert(otpChallenges).values(values);
}

/** A challenge whose code can still be used: open, not expired, tries left. */
const usable = (now: Date, maxTries: number) =>
  and(
    isNull(otpChallenges.consumedAt),
    gt(otpChallenges.expiresAt, now),
    lt(otpChallenges.attempts, maxTries),
  );

export async function findChallenge(db: Database, id: string): Promise<OtpChallengeRow | null> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
  return row ?? null;
}

/**
 * Counts one try, in one atomic update, while the challenge is still usable (open, not expired,
 * tries left): parallel guesses cannot exceed the tries of a code. The tries so far, or null.
 */
export async function countTry(
  db: Database,
  id: string,
  now: Date,
  maxTries: number,
): Promise<number | null> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), usable(now, maxTries)))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? null;
}

/** Closes the challenge (used, or its code never sent); false when it was already closed. */
export async function consumeChallenge(db: Database, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return row !== undefined;
}

/**
 * Uses a sign-in link, in one atomic update: its challenge, while within its code's life and
 * the link unused, loses the link's hash and is closed. Who it proves, or null.
 */
export async function useLink(
  db: Database,
  hash: string,
  now: Date,
): Promise<Pick<OtpChallengeRow, 'userId' | 'registrationId' | 'phone'> | null> {
  const [row] = await db
    .update(otpChallenges)
    .set({ linkHash: null, consumedAt: now })
    .where(and(eq(otpChallenges.linkHash, hash), gt(otpChallenges.expiresAt, now)))
    .returning({
      userId: otpChallenges.userId,
      registrationId: otpChallenges.registrationId,
      phone: otpChallenges.phone,
    });
  return row ?? null;
}

/**
 * The newest usable challenge of the phone asked for by `requester`, else the phone's newest
 * usable one of any requester (whose code a new challenge may share, never hand over).
 */
export async function findLiveChallengeFor(
  db: Database,
  phone: string,
  requester: string,
  now: Date,
  maxTries: number,
): Promise<OtpChallengeRow | null> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), usable(now, maxTries)))
    .orderBy(
      desc(sql`coalesce(${otpChallenges.requester} = ${requester}, false)`),
      desc(otpChallenges.expiresAt),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the device whose secret hashes to `secretHash` signed in to this account before. */
export async function isKnownDevice(
  db: Database,
  secretHash: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.secretHash, secretHash), eq(knownDevices.userId, userId)));
  return row !== undefined;
}

/** Remembers (or refreshes) a device that just signed in to the account. */
export async function rememberDevice(
  db: Database,
  secretHash: string,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ secretHash, userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: knownDevices.secretHash, set: { userId, lastUsedAt: now } });
}

/** Forgets every device of the account (sign out everywhere). */
export async function forgetDevices(db: Database, userId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
