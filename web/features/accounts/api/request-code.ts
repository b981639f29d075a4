import { LOGIN_MESSAGES } from '../../../../domain/accounts/login';
import type { OtpChannel } from '../../../../domain/accounts/login';
import type { accountsApi } from '../../../../domain/api/accounts';
import type { z } from 'zod';
import { OTP } from '../../../../domain/limits';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';
import { deviceHeaders } from './device-secret';

type RequestCodeAnswer = z.infer<typeof accountsApi.requestOtp.response>;

export interface CodeChallenge {
  /** Goes in the path of POST /auth/{id}/verify. */
  id: string;
  phone: string;
  channel: OtpChannel;
  /** Seconds the server wants before the next code, when it says. */
  resendAfter: number | null;
  /**
   * Set when the server sent no new code (the hour's codes were asked already): its message
   * says to type the newest one received.
   */
  noNewCode: string | null;
  /**
   * When the code stops working, by this device's clock (ms since the epoch): counted from its
   * arrival, since a cheap phone's clock may be far from the server's.
   */
  expiresAt: number;
}

/** docs/product.md §7: the challenge id comes as id, otp_id or uuid, possibly under data. */
function challengeId(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  for (const source of [record, record.data as Record<string, unknown> | undefined]) {
    if (!source || typeof source !== 'object') continue;
    for (const key of ['id', 'otp_id', 'uuid']) {
      const value = source[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return null;
}

/**
 * POST /auth: sends a one-time code by WhatsApp or SMS. The server's message is kept for a phone
 * without an account (404) and for the waits of a rate limit (429).
 */
export async function requestCode(
  phone: string,
  channel: OtpChannel,
  options: { registration?: string; signal?: AbortSignal } = {},
): Promise<CodeChallenge> {
  const { registration, signal } = options;
  let answer: Partial<RequestCodeAnswer> | null;
  try {
    answer = await apiRequest<Partial<RequestCodeAnswer> | null>(apiPaths.accounts.requestOtp, {
      method: 'POST',
      // `registration`: the code proves the phone of a new registration and creates the account.
      form: { phone, type: channel, ...(registration ? { registration } : {}) },
      auth: 'none',
      headers: deviceHeaders(),
      signal,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if ([0, 404, 422, 429].includes(error.status)) throw error;
    throw new ApiError(error.status, LOGIN_MESSAGES.sendFailed);
  }
  const id = challengeId(answer);
  if (!id) throw new ApiError(200, LOGIN_MESSAGES.otpFailed);
  const resendAfter = answer?.resend_after;
  return {
    id,
    phone,
    channel: answer?.channel ?? channel,
    resendAfter: typeof resendAfter === 'number' && resendAfter > 0 ? resendAfter : null,
    noNewCode: answer?.new_code === false ? (answer.message ?? null) : null,
    expiresAt: Date.now() + OTP.codeValidityMinutes * 60_000,
  };
}
