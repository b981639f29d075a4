import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema';

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

/**
 * The phone's newest challenge while its code can still be used (open, not expired, tries
 * left), or null.
 */
export async function findLiveChallenge(
  db: Database,
  phone: string,
  now: Date,
  maxTries: number,
): Promise<OtpChallengeRow | null> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), usable(now, maxTries)))
    .orderBy(desc(otpChallenges.expiresAt))
    .limit(1);
  return row ?? null;
}

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
