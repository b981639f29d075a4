import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_MESSAGES, type OtpChannel } from '../../../domain/accounts/login';
import { REGISTRATION_MESSAGES, type Registration } from '../../../domain/accounts/registration';
import type { UserProfile } from '../../../domain/api/accounts';
import { OTP } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { PG_ERROR, pgErrorCode } from '../../db/errors';
import { municipalityIsIn, type ReferenceData } from '../../db/reference-data';
import { HttpError, notFound } from '../../lib/http-error';
import { signAccessToken } from '../../platform/auth/tokens';
import { OtpDeliveryError } from '../../platform/otp/otp-sender';
import { imageKeysOfUser } from '../listings';
import {
  bumpTokenVersion,
  completeRegistration,
  createPendingRegistration,
  deleteUser,
  findPendingFor,
  findPendingPhone,
  findProfile,
  findSignInInfo,
  findUserIdByPhone,
  type ConsentContext,
} from './accounts.queries';
import type { ChallengeOwner, CodeRequest, OtpService, Requester } from './otp.service';

// Accounts: registering (a place that fits, nothing that tells who has an account), whom a code
// proves, signing in (an account created when a pending registration's code is right), and
// leaving (one device, every device, or the account). Cookies are the routes' part.

/** A person the code or link proved, signed in: the token, the remembered device, the profile. */
export interface SignedIn {
  token: string;
  expiresAt: Date;
  device: string;
  profile: UserProfile;
}

export interface AccountsSettings {
  /** Signs the access tokens. */
  jwtKey: Uint8Array;
  accessTokenDays: number;
  now: () => number;
  /** Announces that an account's sessions changed (platform/auth/authenticate.ts). */
  sessionsChanged: (userId: number) => Promise<void>;
  /** Deletes stored photo files once their rows are gone. */
  removeFiles: (keys: string[]) => Promise<void>;
}

export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly otp: OtpService,
    private readonly settings: AccountsSettings,
  ) {}

  /** Whether the phone has an account (the lookup is counted per address). */
  async isRegistered(phone: string, ip: string): Promise<boolean> {
    await this.otp.countAccountLookup(ip);
    return (await findUserIdByPhone(this.db, phone)) !== null;
  }

  /**
   * Keeps a registration until its phone's code is verified; answers its id and when it ends.
   * Nothing blocks a registration, and the answer is the same whether the phone or the document
   * has an account (it tells nobody which do): a phone with an account is signed in by its code,
   * with nothing changed; a document another account gave is let through and listed for the
   * admins (docs/decisions/011 "Registration").
   */
  async register(
    input: Registration,
    consent: ConsentContext,
  ): Promise<{ registrationId: string; expiresAt: Date }> {
    await this.otp.countAccountLookup(consent.ip);
    this.checkPlace(input);
    const now = this.settings.now();
    const expiresAt = new Date(now + OTP.registrationValidityHours * 3_600_000);
    const registrationId = await createPendingRegistration(
      this.db,
      input,
      consent,
      expiresAt,
      new Date(now),
    );
    return { registrationId, expiresAt };
  }

  private checkPlace(input: Registration): void {
    if (input.municipality_id !== undefined) {
      const fits =
        input.department_id !== undefined &&
        municipalityIsIn(this.reference, input.municipality_id, input.department_id);
      if (!fits) {
        throw new HttpError(422, REGISTRATION_MESSAGES.municipalityMismatch, {
          municipalite_id: [REGISTRATION_MESSAGES.municipalityMismatch],
        });
      }
    } else if (
      input.department_id !== undefined &&
      !this.reference.departments.has(input.department_id)
    ) {
      throw new HttpError(422, 'Selecciona un departamento válido.', {
        department_id: ['Selecciona un departamento válido.'],
      });
    }
  }

  /**
   * Sends a code (or answers the one still usable) to the phone's account or pending
   * registration; a sender's failure is a 502 with the details in the log.
   */
  async requestCode(
    input: {
      phone: string;
      channel: OtpChannel;
      registration: string | undefined;
      requester: Requester;
    },
    log: Pick<FastifyBaseLogger, 'error'>,
  ): Promise<CodeRequest> {
    const { phone, registration, requester } = input;
    const owner = await this.challengeOwner(phone, registration, requester.ip);
    try {
      return await this.otp.requestCode({ owner, phone, channel: input.channel, requester });
    } catch (error) {
      if (error instanceof OtpDeliveryError) {
        log.error({ sender: error.sender, detail: error.detail }, 'OTP delivery failed');
        throw new HttpError(502, LOGIN_MESSAGES.sendFailed);
      }
      throw error;
    }
  }

  /**
   * Whom a code for this phone would prove: its account, or else the pending registration the
   * caller names (the id only the registering client got), or else, for the spec's client that
   * asks with phone and type only, the phone's pending registration made by the same requester,
   * else its newest (docs/decisions/011 "Registration"). Anything else: no account.
   */
  private async challengeOwner(
    phone: string,
    registration: string | undefined,
    ip: string,
  ): Promise<ChallengeOwner> {
    const userId = await findUserIdByPhone(this.db, phone);
    if (userId !== null) return { userId };
    // Still counted per IP, so probing numbers through this call is limited too.
    await this.otp.countAccountLookup(ip);
    const now = new Date(this.settings.now());
    if (registration) {
      if ((await findPendingPhone(this.db, registration, now)) === phone) {
        return { registrationId: registration };
      }
    } else {
      const pending = await findPendingFor(this.db, phone, ip, now);
      if (pending) return { registrationId: pending };
    }
    throw notFound(
      registration ? REGISTRATION_MESSAGES.registrationExpired : LOGIN_MESSAGES.notRegistered,
    );
  }

  /** A right code signs its owner in. */
  async signInWithCode(input: {
    challengeId: string;
    pin: string;
    requester: Requester;
  }): Promise<SignedIn> {
    return this.signIn(await this.otp.verifyCode(input), input.requester.device);
  }

  /** The link of a code message signs its owner in, like the code. */
  async signInWithLink(input: { token: string; requester: Requester }): Promise<SignedIn> {
    return this.signIn(await this.otp.signInWithLink(input), input.requester.device);
  }

  /**
   * A right code or sign-in link proved the phone: the account (created now for a pending
   * registration) gets a token, and this device is remembered.
   */
  private async signIn(
    proved: ChallengeOwner & { phone: string },
    deviceSecret: string | null,
  ): Promise<SignedIn> {
    const userId =
      'userId' in proved
        ? proved.userId
        : await this.createProvedAccount(proved.registrationId, proved.phone);
    const [profile, signInInfo] = await Promise.all([
      findProfile(this.db, userId),
      findSignInInfo(this.db, userId),
    ]);
    if (!profile || !signInInfo) throw notFound(LOGIN_MESSAGES.userNotFound);
    const { token, expiresAt } = await signAccessToken(
      this.settings.jwtKey,
      { userId, tokenVersion: signInInfo.tokenVersion },
      this.settings.accessTokenDays,
    );
    // This device proved the phone: from now on others' wrong codes never pause it.
    const device = await this.otp.rememberDevice(userId, deviceSecret);
    return { token, expiresAt, device, profile };
  }

  /**
   * The code of a pending registration was right: its account exists from now on. When the
   * phone got an account in the meantime, the code proved it: that account signs in, unchanged.
   */
  private async createProvedAccount(registrationId: string, phone: string): Promise<number> {
    try {
      const userId = await completeRegistration(this.db, registrationId);
      if (userId === null) throw new HttpError(422, LOGIN_MESSAGES.invalidOrExpired);
      return userId;
    } catch (error) {
      if (pgErrorCode(error) === PG_ERROR.uniqueViolation) {
        const userId = await findUserIdByPhone(this.db, phone);
        if (userId !== null) return userId;
      }
      throw error;
    }
  }

  async profile(userId: number): Promise<UserProfile> {
    const profile = await findProfile(this.db, userId);
    if (!profile) throw notFound(LOGIN_MESSAGES.userNotFound);
    return profile;
  }

  /** Deletes the account, its data and its photo files; every session of it ends. */
  async deleteAccount(userId: number): Promise<void> {
    const photoKeys = await imageKeysOfUser(this.db, userId);
    // Their reviews of others' listings go with the account (the foreign key cascades).
    await deleteUser(this.db, userId);
    await this.settings.sessionsChanged(userId);
    await this.settings.removeFiles(photoKeys);
  }

  /** Every token of the account stops working, and no device of it is remembered. */
  async signOutEverywhere(userId: number): Promise<void> {
    await bumpTokenVersion(this.db, userId);
    await this.otp.forgetDevices(userId);
    await this.settings.sessionsChanged(userId);
  }
}
