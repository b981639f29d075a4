import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LOGIN_MESSAGES, type OtpChannel } from '../../../domain/accounts/login';
import { OTP } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema';
import { HttpError, TooManyRequestsError } from '../../lib/http-error';
import type { LimitStore } from '../../platform/limits/limit-store';
import type { OtpDelivery } from '../../platform/otp/otp-delivery';

// One-time codes (issue "Accounts"): 4 digits from a CSPRNG, stored only as an HMAC bound to
// their challenge id, single use, valid 10 minutes. Limits carry the security: 5 tries per
// code, one code per 60 s and 5 per hour per phone, per-IP limits on both calls, and a lock
// while a phone has 10 wrong tries in the last 24 hours (at least one hour).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const keys = {
  ipCodes: (ip: string) => `otp:ip-codes:${ip}`,
  ipVerifications: (ip: string) => `otp:ip-verify:${ip}`,
  codes: (phone: string) => `otp:codes:${phone}`,
  cooldown: (phone: string) => `otp:cooldown:${phone}`,
  failures: (phone: string) => `otp:failures:${phone}`,
};

/** '45 s', '12 min', '3 h 5 min': how long the person must wait, rounded up. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 90) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export const OTP_LIMIT_MESSAGES = {
  cooldown: (wait: string) => `Espera ${wait} para pedir un nuevo código.`,
  hourly: (wait: string) =>
    `Ya pediste ${OTP.maxCodesPerHour} códigos en la última hora. Podrás pedir otro en ${wait}.`,
  locked: (wait: string) =>
    `Por tu seguridad bloqueamos el ingreso con este número por demasiados códigos incorrectos. Intenta de nuevo en ${wait}.`,
  ip: (wait: string) => `Demasiados intentos desde tu conexión. Intenta de nuevo en ${wait}.`,
  wrongCode: (left: number) =>
    left === 1
      ? 'Código incorrecto. Te queda 1 intento.'
      : `Código incorrecto. Te quedan ${left} intentos.`,
  noTriesLeft: 'Código incorrecto. Ya usaste los intentos de este código: pide uno nuevo.',
  sent: (channel: OtpChannel) =>
    channel === 'whatsapp'
      ? 'Te enviamos un código por WhatsApp.'
      : 'Te enviamos un código por SMS.',
};

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly limits: LimitStore,
    private readonly delivery: OtpDelivery,
    private readonly otpKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.otpKey).update(`${challengeId}:${code}`).digest('hex');
  }

  /** Refuses while the phone has too many recent wrong tries. */
  private async assertNotLocked(phone: string): Promise<void> {
    const failures = await this.limits.events(keys.failures(phone), OTP.failureWindowHours * HOUR);
    if (failures.length < OTP.lockAfterFailures) return;
    // Unlocked when enough failures leave the 24 h window, and never sooner than an hour after
    // the latest one.
    const leavesWindow =
      failures[failures.length - OTP.lockAfterFailures]! + OTP.failureWindowHours * HOUR;
    const minimum = failures[failures.length - 1]! + OTP.lockMinimumMinutes * MINUTE;
    const wait = Math.max(leavesWindow, minimum) - this.now();
    if (wait > 0) throw new TooManyRequestsError(OTP_LIMIT_MESSAGES.locked(formatWait(wait)), wait);
  }

  private async countIp(key: string, max: number): Promise<void> {
    const events = await this.limits.record(key, HOUR);
    if (events.length > max) {
      const wait = events[events.length - max - 1]! + HOUR - this.now();
      throw new TooManyRequestsError(OTP_LIMIT_MESSAGES.ip(formatWait(wait)), wait);
    }
  }

  /**
   * Per-IP limit for the calls that tell whether a number has an account (phone check,
   * registration), so nobody can walk through the numbering plan.
   */
  async countAccountLookup(ip: string): Promise<void> {
    await this.countIp(`otp:ip-lookups:${ip}`, OTP.perIpPhoneChecksPerHour);
  }

  async requestCode(input: {
    userId: number;
    phone: string;
    channel: OtpChannel;
    ip: string;
  }): Promise<{ id: string; channel: OtpChannel; expiresAt: Date }> {
    const { userId, phone, ip } = input;
    await this.countIp(keys.ipCodes(ip), OTP.perIpCodeRequestsPerHour);
    await this.assertNotLocked(phone);

    const sent = await this.limits.events(keys.codes(phone), HOUR);
    if (sent.length >= OTP.maxCodesPerHour) {
      const wait = sent[sent.length - OTP.maxCodesPerHour]! + HOUR - this.now();
      throw new TooManyRequestsError(OTP_LIMIT_MESSAGES.hourly(formatWait(wait)), wait);
    }
    const cooling = await this.limits.startCooldown(
      keys.cooldown(phone),
      OTP.resendCooldownSeconds * 1000,
    );
    if (cooling > 0)
      throw new TooManyRequestsError(OTP_LIMIT_MESSAGES.cooldown(formatWait(cooling)), cooling);

    const id = randomUUID();
    const code = String(randomInt(0, 10 ** OTP.codeLength)).padStart(OTP.codeLength, '0');
    const channel = this.delivery.channelFor(input.channel);
    const expiresAt = new Date(this.now() + OTP.codeValidityMinutes * MINUTE);
    await this.db.transaction(async (tx) => {
      // A new code replaces the previous one: only the latest challenge can be used.
      await tx
        .update(otpChallenges)
        .set({ consumedAt: new Date(this.now()) })
        .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.consumedAt)));
      await tx.insert(otpChallenges).values({
        id,
        userId,
        channel,
        codeHash: this.hash(id, code),
        expiresAt,
      });
    });
    await this.limits.record(keys.codes(phone), HOUR);
    try {
      await this.delivery.send({ phone, code, channel });
    } catch (error) {
      // Nothing reached the person: let them ask again at once.
      await this.limits.clear(keys.cooldown(phone));
      await this.db
        .update(otpChallenges)
        .set({ consumedAt: new Date(this.now()) })
        .where(eq(otpChallenges.id, id));
      throw error;
    }
    return { id, channel, expiresAt };
  }

  /** Checks a code against its challenge; answers the user id when it is right. */
  async verifyCode(input: {
    challengeId: string;
    pin: string;
    phoneOf: (userId: number) => Promise<string | null>;
    ip: string;
  }): Promise<number> {
    const { challengeId, pin, ip } = input;
    await this.countIp(keys.ipVerifications(ip), OTP.perIpVerificationsPerHour);

    const [challenge] = await this.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, challengeId));
    if (!challenge) throw new HttpError(422, LOGIN_MESSAGES.invalidOrExpired);
    const phone = await input.phoneOf(challenge.userId);
    if (!phone) throw new HttpError(404, LOGIN_MESSAGES.userNotFound);
    await this.assertNotLocked(phone);

    // Counting the try and checking that the challenge is still usable is one atomic update,
    // so parallel guesses cannot exceed the tries of a code.
    const [counted] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, challengeId),
          isNull(otpChallenges.consumedAt),
          gt(otpChallenges.expiresAt, new Date(this.now())),
          lt(otpChallenges.attempts, OTP.maxTriesPerCode),
        ),
      )
      .returning({ attempts: otpChallenges.attempts });
    if (!counted) {
      const usedUp = challenge.attempts >= OTP.maxTriesPerCode && !challenge.consumedAt;
      throw new HttpError(
        422,
        usedUp ? OTP_LIMIT_MESSAGES.noTriesLeft : LOGIN_MESSAGES.invalidOrExpired,
      );
    }

    // The try counts as a wrong one BEFORE it is compared, in one atomic step of the limit store:
    // parallel guesses that all passed the lock check above cannot all be compared. Only tries
    // within the lock are; a right code clears the count.
    const failures = await this.limits.record(keys.failures(phone), OTP.failureWindowHours * HOUR);
    if (failures.length > OTP.lockAfterFailures) await this.assertNotLocked(phone);

    const expected = Buffer.from(challenge.codeHash, 'hex');
    const given = Buffer.from(this.hash(challengeId, pin), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      const [consumed] = await this.db
        .update(otpChallenges)
        .set({ consumedAt: new Date(this.now()) })
        .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
        .returning({ userId: otpChallenges.userId });
      if (!consumed) throw new HttpError(422, LOGIN_MESSAGES.invalidOrExpired);
      await this.limits.clear(keys.failures(phone));
      return consumed.userId;
    }

    if (failures.length >= OTP.lockAfterFailures) await this.assertNotLocked(phone);
    const left = OTP.maxTriesPerCode - counted.attempts;
    throw new HttpError(
      422,
      left > 0 ? OTP_LIMIT_MESSAGES.wrongCode(left) : OTP_LIMIT_MESSAGES.noTriesLeft,
      {
        pin: [left > 0 ? OTP_LIMIT_MESSAGES.wrongCode(left) : OTP_LIMIT_MESSAGES.noTriesLeft],
      },
    );
  }
}
