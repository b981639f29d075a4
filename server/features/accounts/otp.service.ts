import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_MESSAGES, type OtpChannel } from '../../../domain/accounts/login';
import { OTP } from '../../../domain/limits';
import { maskPhone } from '../../../domain/phone';
import type { Database } from '../../db/client';
import { HttpError, TooManyRequestsError } from '../../lib/http-error';
import type { LimitStore } from '../../platform/limits/limit-store';
import type { OtpDelivery } from '../../platform/otp/otp-delivery';
import {
  consumeChallenge,
  countTry,
  findChallenge,
  findLiveChallengeFor,
  forgetDevices,
  insertChallenge,
  isKnownDevice,
  rememberDevice,
  retireChallenges,
  useLink,
  type OtpChallengeRow,
} from './otp.queries';

// One-time codes: 4 digits from a CSPRNG, stored only as an HMAC bound to their challenge id,
// single use, valid 10 minutes. The limits lock the guessing, never the delivery
// (docs/decisions/011-one-time-code-limits-v2.md):
// - a challenge dies after 3 tries; a new code starts a new challenge;
// - the guessing client (address) backs off exponentially and has a daily cap;
// - a phone with many wrong tries pauses its guessing, except the first try of its newest code
//   once every few hours, so the owner who receives a fresh code can still use it;
// - a global budget of wrong tries raises an alert in the log and slows everyone's guessing;
// - the owner is told 'Alguien intentó entrar con tu número'.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const FAILURE_WINDOW = OTP.failureWindowHours * HOUR;
const OWNER_TRY_EVERY = OTP.ownerTryEveryHours * HOUR;

const keys = {
  ipCodes: (ip: string) => `otp:ip-codes:${ip}`,
  ipVerifications: (ip: string) => `otp:ip-verify:${ip}`,
  ipLookups: (ip: string) => `otp:ip-lookups:${ip}`,
  codes: (phone: string) => `otp:codes:${phone}`,
  cooldown: (phone: string) => `otp:cooldown:${phone}`,
  phoneFailures: (phone: string) => `otp:failures:${phone}`,
  ownerTry: (phone: string) => `otp:owner-try:${phone}`,
  ownerTryTaken: (phone: string) => `otp:owner-try-taken:${phone}`,
  notice: (phone: string) => `otp:notice:${phone}`,
  clientFailures: (ip: string) => `otp:client-failures:${ip}`,
  globalFailures: 'otp:global-failures',
  globalAlert: 'otp:global-alert',
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
  /**
   * The phone's guessing is paused and its owner's try taken: the code of a fresh message cannot
   * be compared before the wait, its link works now. Code requests and verifications both say it.
   */
  pausedUseLink:
    'Por tu seguridad, el código no se puede usar ahora; entra con el enlace que te enviamos.',
  pausedAskNew:
    'Por tu seguridad pausamos los intentos con este número por demasiados códigos incorrectos. Pide un código nuevo y escríbelo con cuidado: tendrá un solo intento.',
  clientBackoff: (wait: string) =>
    `Demasiados códigos incorrectos desde tu conexión. Intenta de nuevo en ${wait}.`,
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
  /** The hour's codes are used up but the newest still works: nothing new is sent. */
  useLatest: (channel: OtpChannel) =>
    `Ya te enviamos un código hace poco por ${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}. Escribe el último que recibiste.`,
};

/** What the owner of a phone is told when someone types a wrong code for it. */
export const INTRUSION_NOTICE =
  'Alguien intentó entrar con tu número en El campo en tus manos. Si no fuiste tú, no compartas tus códigos con nadie.';

/**
 * Who is asking: the client address, and the device secret the app sends when it has one (an
 * HttpOnly cookie and the app's storage; decision 011, "Remembered devices").
 */
export interface Requester {
  ip: string;
  device: string | null;
}

const deviceHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The key a challenge keeps of who asked for it: the device when it sent one, else the address. */
const requesterKey = ({ ip, device }: Requester) =>
  device ? `device:${deviceHash(device)}` : `ip:${ip}`;

/** Who a code proves: an account signing in, or a registration waiting for its phone. */
export type ChallengeOwner = { userId: number } | { registrationId: string };

const ownerColumns = (owner: ChallengeOwner) =>
  'userId' in owner ? { userId: owner.userId } : { registrationId: owner.registrationId };

const sameOwner = (challenge: OtpChallengeRow, owner: ChallengeOwner): boolean =>
  'userId' in owner
    ? challenge.userId === owner.userId
    : challenge.registrationId === owner.registrationId;

/** The challenge to verify, and when a new code may be asked for. */
export type CodeRequest = {
  id: string;
  channel: OtpChannel;
  expiresAt: Date;
  /** False when no new code went out: the phone's newest, still usable, is the one to type. */
  resent: boolean;
  /** The phone's guessing is paused for this requester: the message's link is the way in. */
  paused: boolean;
  resendAfterMs: number;
};

/** The token of a sign-in link: 24 random bytes (192 bits), base64url. */
const LINK_TOKEN = /^[\w-]{32}$/;
const linkHash = (token: string) => createHash('sha256').update(token).digest('hex');

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly limits: LimitStore,
    private readonly delivery: OtpDelivery,
    private readonly otpKey: Buffer,
    /** PUBLIC_URL: the sign-in links are `{linkBase}/entrar/{token}`. */
    private readonly linkBase: string,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.otpKey).update(`${challengeId}:${code}`).digest('hex');
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
    await this.countIp(keys.ipLookups(ip), OTP.perIpPhoneChecksPerHour);
  }

  async requestCode(input: {
    owner: ChallengeOwner;
    phone: string;
    channel: OtpChannel;
    requester: Requester;
  }): Promise<CodeRequest> {
    const { owner, phone } = input;
    const requester = requesterKey(input.requester);
    const device =
      'userId' in owner ? await this.knownDevice(owner.userId, input.requester.device) : null;
    await this.countIp(
      keys.ipCodes(device ? `device:${device}` : input.requester.ip),
      OTP.perIpCodeRequestsPerHour,
    );
    // Wrong codes never lock the delivery. While the phone is paused and its owner's try is
    // taken, a requester without a remembered device cannot have the code compared, but the
    // message still goes out (within the delivery limits below) and its sign-in link works:
    // the answer says so, as the verification would (decision 011, "The sign-in link").
    const paused =
      !device &&
      (await this.pauseWait(
        phone,
        await this.limits.events(keys.phoneFailures(phone), FAILURE_WINDOW),
        await this.globalSpent(),
      )) > 0;
    const sent = await this.limits.events(keys.codes(phone), HOUR);
    const now = new Date(this.now());
    const live = await findLiveChallengeFor(this.db, phone, requester, now, OTP.maxTriesPerCode);
    const liveForOwner = live && sameOwner(live, owner) ? live : null;
    if (sent.length >= OTP.maxCodesPerHour) {
      // Past the hour's codes, whoever asked for them: they all went to the owner's phone. The
      // newest, while usable, is the owner's way in (a challenge of their own on it sends
      // nothing and adds no guess); once it is dead, one more code every code-lifetime. So
      // someone asking codes for a phone all day cannot keep its owner out for longer than one
      // code's life (docs/decisions/011, "Delivery").
      const nextCode = sent[sent.length - 1]! + OTP.codeValidityMinutes * MINUTE;
      if (liveForOwner) {
        const resendAfter = Math.max(nextCode, liveForOwner.expiresAt.getTime()) - this.now();
        return this.pointAt(liveForOwner, owner, requester, resendAfter, paused);
      }
      if (nextCode > this.now()) {
        const wait = nextCode - this.now();
        throw new TooManyRequestsError(
          this.deliveryRefusal(paused, OTP_LIMIT_MESSAGES.hourly, wait),
          wait,
        );
      }
    }
    const cooling = await this.limits.startCooldown(
      keys.cooldown(phone),
      OTP.resendCooldownSeconds * SECOND,
    );
    if (cooling > 0) {
      // Someone else asked a minute ago: that code went to the owner too, so the newcomer gets
      // a challenge of their own on it instead of a wait (a stranger polling the phone never
      // keeps its owner from a challenge, and never gets the owner's).
      if (liveForOwner && liveForOwner.requester !== requester) {
        return this.pointAt(liveForOwner, owner, requester, cooling, paused);
      }
      throw new TooManyRequestsError(
        this.deliveryRefusal(paused, OTP_LIMIT_MESSAGES.cooldown, cooling),
        cooling,
      );
    }

    const id = randomUUID();
    const code = String(randomInt(0, 10 ** OTP.codeLength)).padStart(OTP.codeLength, '0');
    const channel = this.delivery.channelFor(input.channel);
    const expiresAt = new Date(this.now() + OTP.codeValidityMinutes * MINUTE);
    const token = randomBytes(24).toString('base64url');
    // A new code starts a new challenge: only the newest code of a phone can be used.
    await this.db.transaction(async (tx) => {
      await retireChallenges(tx, phone, new Date(this.now()));
      await insertChallenge(tx, {
        id,
        ...ownerColumns(owner),
        phone,
        channel,
        codeHash: this.hash(id, code),
        linkHash: linkHash(token),
        requester,
        expiresAt,
      });
    });
    await this.limits.record(keys.codes(phone), HOUR);
    try {
      const link = `${this.linkBase}/entrar/${token}`;
      await this.delivery.send({ phone, code, link, paused, channel });
    } catch (error) {
      // Nothing reached the person: let them ask again at once.
      await this.limits.clear(keys.cooldown(phone));
      await consumeChallenge(this.db, id, new Date(this.now()));
      throw error;
    }
    return {
      id,
      channel,
      expiresAt,
      resent: true,
      paused,
      resendAfterMs: OTP.resendCooldownSeconds * SECOND,
    };
  }

  /**
   * A delivery limit refuses a new message. While the phone is paused the newest message's code
   * cannot be used, but its link can: it was sent less than a code's life ago (within the 60 s,
   * or before the next message of the hour is due), so the answer points at it, in the words of
   * the verification (decision 011, "The sign-in link").
   */
  private deliveryRefusal(paused: boolean, message: (wait: string) => string, wait: number) {
    return paused ? OTP_LIMIT_MESSAGES.pausedUseLink : message(formatWait(wait));
  }

  /**
   * Nothing is sent: the phone's newest code is the one to type. The requester's own challenge
   * on it, or a new challenge of theirs sharing its code (own tries); a challenge is never
   * handed to someone who did not ask for it.
   */
  private async pointAt(
    live: OtpChallengeRow,
    owner: ChallengeOwner,
    requester: string,
    resendAfterMs: number,
    paused: boolean,
  ): Promise<CodeRequest> {
    const channel = live.channel as OtpChannel;
    const answer = { channel, expiresAt: live.expiresAt, resent: false, paused, resendAfterMs };
    if (live.requester === requester) return { id: live.id, ...answer };
    const id = randomUUID();
    await insertChallenge(this.db, {
      id,
      ...ownerColumns(owner),
      phone: live.phone,
      channel,
      codeId: live.codeId ?? live.id,
      codeHash: live.codeHash,
      requester,
      expiresAt: live.expiresAt,
    });
    return { id, ...answer };
  }

  /**
   * The guessing client: after its n-th wrong try in the window it waits 30 s × 2^(n−1), and
   * it has at most OTP.clientMaxFailures wrong tries in the window. While the global budget is
   * spent, any wrong try in the last hour holds it for an hour.
   */
  private clientWait(failures: number[], globalSpent: boolean): number {
    if (failures.length === 0) return 0;
    const now = this.now();
    if (failures.length >= OTP.clientMaxFailures) {
      return failures[failures.length - OTP.clientMaxFailures]! + FAILURE_WINDOW - now;
    }
    const latest = failures[failures.length - 1]!;
    const backoff = OTP.clientBackoffBaseSeconds * SECOND * 2 ** (failures.length - 1);
    return latest + (globalSpent ? Math.max(backoff, HOUR) : backoff) - now;
  }

  /**
   * How long a requester without a remembered device must wait before a fresh code of this
   * phone can be tried: 0 unless the phone is paused (OTP.phonePauseAfterFailures wrong tries
   * in the window) and its owner's try is taken or suspended by the global budget. Code
   * requests and verifications both answer it, so they never give contradicting advice.
   */
  private async pauseWait(phone: string, failures: number[], globalSpent: boolean) {
    if (failures.length < OTP.phonePauseAfterFailures) return 0;
    const unpaused =
      failures[failures.length - OTP.phonePauseAfterFailures]! + FAILURE_WINDOW - this.now();
    if (globalSpent) return unpaused;
    const taken = await this.limits.events(keys.ownerTryTaken(phone), OWNER_TRY_EVERY);
    if (taken.length === 0) return 0;
    return Math.min(taken[taken.length - 1]! + OWNER_TRY_EVERY - this.now(), unpaused);
  }

  /**
   * The phone: below OTP.phonePauseAfterFailures wrong tries in the window, no refusal. Above
   * it, only the first try of a challenge (its requester's own: challenges are never handed
   * over) gets through, once every OTP.ownerTryEveryHours (and not while the global budget is
   * spent). Answers the refusal, or null.
   */
  private async phoneRefusal(
    phone: string,
    failures: number[],
    ownerTry: { firstTry: boolean; globalSpent: boolean; taken: boolean },
  ): Promise<TooManyRequestsError | null> {
    if (failures.length < OTP.phonePauseAfterFailures || ownerTry.taken) return null;
    const wait = await this.pauseWait(phone, failures, ownerTry.globalSpent);
    if (wait > 0) return new TooManyRequestsError(OTP_LIMIT_MESSAGES.pausedUseLink, wait);
    // A second try on a code: the way in is a new code, whose first try may get through.
    if (!ownerTry.firstTry) {
      return new TooManyRequestsError(
        OTP_LIMIT_MESSAGES.pausedAskNew,
        OTP.resendCooldownSeconds * SECOND,
      );
    }
    // One atomic step: of parallel first tries, only one takes the owner's try.
    const slot = await this.limits.startCooldown(keys.ownerTry(phone), OWNER_TRY_EVERY);
    if (slot > 0) {
      const unpaused = await this.pauseWait(phone, failures, false);
      const wait = unpaused > 0 ? unpaused : slot;
      return new TooManyRequestsError(OTP_LIMIT_MESSAGES.pausedUseLink, wait);
    }
    await this.limits.record(keys.ownerTryTaken(phone), OWNER_TRY_EVERY);
    ownerTry.taken = true;
    return null;
  }

  private async globalSpent(): Promise<boolean> {
    const failures = await this.limits.events(keys.globalFailures, HOUR);
    return failures.length >= OTP.globalFailuresPerHour;
  }

  /** Whether the requester's device signed in to this challenge's account before. */
  private async knownDevice(userId: number | null, device: string | null): Promise<string | null> {
    if (userId === null || device === null) return null;
    const hash = deviceHash(device);
    return (await isKnownDevice(this.db, hash, userId)) ? hash : null;
  }

  /**
   * After a right code: the device is remembered for the account. Answers the secret it keeps
   * (the one it sent, or a new one when it sent none).
   */
  async rememberDevice(userId: number, device: string | null): Promise<string> {
    const secret = device ?? randomBytes(32).toString('base64url');
    await rememberDevice(this.db, deviceHash(secret), userId, new Date(this.now()));
    return secret;
  }

  /** Sign out everywhere: no device of the account is remembered any more. */
  async forgetDevices(userId: number): Promise<void> {
    await forgetDevices(this.db, userId);
  }

  /** Checks a code against its challenge; answers who it proves when it is right. */
  async verifyCode(input: {
    challengeId: string;
    pin: string;
    requester: Requester;
  }): Promise<ChallengeOwner & { phone: string }> {
    const { challengeId, pin } = input;
    const challenge = await findChallenge(this.db, challengeId);
    // A device that signed in to this account before is its owner's: its tries are limited on
    // their own (same back-off and cap as an address) and never by the phone's pause, so others'
    // wrong codes cannot keep it out (decision 011, "Remembered devices").
    const device = await this.knownDevice(challenge?.userId ?? null, input.requester.device);
    const client = device ? `device:${device}` : input.requester.ip;
    await this.countIp(keys.ipVerifications(client), OTP.perIpVerificationsPerHour);

    if (!challenge?.phone || challenge.consumedAt) {
      throw new HttpError(422, LOGIN_MESSAGES.invalidOrExpired);
    }
    const { phone } = challenge;

    // Both gates are checked before the try is counted (a refused try costs nothing), then
    // again after it is recorded, in one atomic step of the limit store each: guesses sent in
    // parallel cannot all pass.
    const globalSpent = await this.globalSpent();
    // The first try of the newest code (a new code retires the older ones), unless the global
    // budget is spent: what the owner who just received a code does.
    const ownerTry = { firstTry: challenge.attempts === 0, globalSpent, taken: false };
    const refuseIfWaiting = async (clientFailures: number[], phoneFailures: number[]) => {
      const clientWait = this.clientWait(clientFailures, globalSpent);
      if (clientWait > 0) {
        throw new TooManyRequestsError(
          OTP_LIMIT_MESSAGES.clientBackoff(formatWait(clientWait)),
          clientWait,
        );
      }
      if (device) return;
      const refusal = await this.phoneRefusal(phone, phoneFailures, ownerTry);
      if (refusal) throw refusal;
    };
    await refuseIfWaiting(
      await this.limits.events(keys.clientFailures(client), FAILURE_WINDOW),
      await this.limits.events(keys.phoneFailures(phone), FAILURE_WINDOW),
    );

    // Counting the try and checking that the challenge is still usable is one atomic update,
    // so parallel guesses cannot exceed the tries of a code.
    const attempts = await countTry(
      this.db,
      challengeId,
      new Date(this.now()),
      OTP.maxTriesPerCode,
    );
    if (attempts === null) {
      const usedUp = challenge.attempts >= OTP.maxTriesPerCode;
      throw new HttpError(
        422,
        usedUp ? OTP_LIMIT_MESSAGES.noTriesLeft : LOGIN_MESSAGES.invalidOrExpired,
      );
    }

    // The try counts as a wrong one BEFORE it is compared; a right code clears the counts. A
    // remembered device's tries do not count against the phone (only its owner holds it).
    const clientFailures = await this.limits.record(keys.clientFailures(client), FAILURE_WINDOW);
    const phoneFailures = device
      ? []
      : await this.limits.record(keys.phoneFailures(phone), FAILURE_WINDOW);
    const global = await this.limits.record(keys.globalFailures, HOUR);
    await refuseIfWaiting(clientFailures.slice(0, -1), phoneFailures.slice(0, -1));

    const expected = Buffer.from(challenge.codeHash, 'hex');
    const given = Buffer.from(this.hash(challenge.codeId ?? challengeId, pin), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      const consumed = await consumeChallenge(this.db, challengeId, new Date(this.now()));
      if (!consumed) throw new HttpError(422, LOGIN_MESSAGES.invalidOrExpired);
      // A remembered device leaves the phone's count as it is: its owner signing in often must
      // not hand a guesser a fresh allowance each time.
      if (!device) await this.limits.clear(keys.phoneFailures(phone));
      await this.limits.clear(keys.clientFailures(client));
      // The person just proved the phone is theirs: they may ask for another code at once
      // (sign in on a second device, or right after registering).
      await this.limits.clear(keys.cooldown(phone));
      return challenge.userId !== null
        ? { userId: challenge.userId, phone }
        : { registrationId: challenge.registrationId!, phone };
    }

    if (global.length >= OTP.globalFailuresPerHour) await this.alertGlobalBudget(global.length);
    await this.noticeOwner(phone, challenge.channel as OtpChannel);
    const left = OTP.maxTriesPerCode - attempts;
    const message = left > 0 ? OTP_LIMIT_MESSAGES.wrongCode(left) : OTP_LIMIT_MESSAGES.noTriesLeft;
    throw new HttpError(422, message, { pin: [message] });
  }

  /**
   * The sign-in link of a code message: right, unused and within its code's life, it proves the
   * phone like the right code (answers who). It is no guess: 192 random bits, never counted
   * against the phone, the address or the global budget, and never paused; the address is
   * limited like a verification. Single use: the atomic update empties its hash.
   */
  async signInWithLink(input: {
    token: string;
    requester: Requester;
  }): Promise<ChallengeOwner & { phone: string }> {
    await this.countIp(keys.ipVerifications(input.requester.ip), OTP.perIpVerificationsPerHour);
    const used = LINK_TOKEN.test(input.token)
      ? await useLink(this.db, linkHash(input.token), new Date(this.now()))
      : null;
    if (!used?.phone) throw new HttpError(422, LOGIN_MESSAGES.linkRefused);
    // The person proved the phone: they may ask for another code at once. The phone's count of
    // wrong tries stays (signing in must not hand a guesser a fresh allowance).
    await this.limits.clear(keys.cooldown(used.phone));
    return used.userId !== null
      ? { userId: used.userId, phone: used.phone }
      : { registrationId: used.registrationId!, phone: used.phone };
  }

  /** An alert in the log (error level), at most once every 10 minutes. */
  private async alertGlobalBudget(failures: number): Promise<void> {
    if ((await this.limits.startCooldown(keys.globalAlert, 10 * MINUTE)) > 0) return;
    this.log.error(
      { failuresLastHour: failures, budget: OTP.globalFailuresPerHour },
      'ALERTA: demasiados códigos de acceso incorrectos en la última hora (posible ataque de ' +
        'adivinanza); los intentos se frenan para todos hasta que baje',
    );
  }

  /**
   * Tells the owner on the channel the code went to, at most once every few hours per phone.
   * Never blocks or fails the answer: a notice that cannot be delivered is only logged.
   */
  private async noticeOwner(phone: string, channel: OtpChannel): Promise<void> {
    const wait = await this.limits.startCooldown(keys.notice(phone), OTP.noticeEveryHours * HOUR);
    if (wait > 0) return;
    this.delivery.notify({ phone, channel, text: INTRUSION_NOTICE }).catch((error: unknown) => {
      this.log.warn(
        { phone: maskPhone(phone), error: (error as Error).message },
        'intrusion notice not delivered',
      );
    });
  }
}
