import { LOGIN_MESSAGES } from '../../../../domain/accounts/login';
import type { UserProfile } from '../../../../domain/api/accounts';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/errors';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { deviceHeaders, keepDeviceSecret } from './device-secret';

export interface VerifiedLogin {
  token: string;
  user: UserProfile | null;
}

/** The server's message when it sent one, else the docs/product.md §8 fallback for that answer. */
function messageOr(error: ApiError, fallback: string): string {
  return error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : fallback;
}

/** docs/product.md §7: the token is data.access_token or token (at either level). */
function readToken(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  const data = (record.data && typeof record.data === 'object' ? record.data : {}) as Record<
    string,
    unknown
  >;
  for (const value of [data.access_token, data.token, record.access_token, record.token]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** POST /auth/{id}/verify with the 4-digit code; every failure carries docs/product.md §8's message. */
export async function verifyCode(
  challengeId: string,
  pin: string,
  signal?: AbortSignal,
): Promise<VerifiedLogin> {
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>(apiPath(apiPaths.accounts.verifyOtp, { id: challengeId }), {
      method: 'POST',
      form: { pin },
      auth: 'none',
      headers: deviceHeaders(),
      signal,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404)
      throw new ApiError(404, messageOr(error, LOGIN_MESSAGES.userNotFound));
    if (error.status === 422 || error.status === 400 || error.status === 401) {
      throw new ApiError(error.status, messageOr(error, LOGIN_MESSAGES.invalidOrExpired));
    }
    if (error.status === 429 || error.status === 0) throw error;
    throw new ApiError(error.status, LOGIN_MESSAGES.verifyFailed);
  }

  const token = readToken(answer);
  if (!token) {
    const failed = (answer as { success?: unknown } | null)?.success === false;
    throw new ApiError(200, failed ? LOGIN_MESSAGES.invalidOrExpired : LOGIN_MESSAGES.tokenMissing);
  }
  keepDeviceSecret(answer);
  const user = (answer as { data?: { user?: UserProfile } }).data?.user ?? null;
  return { token, user };
}
