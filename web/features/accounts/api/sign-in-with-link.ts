import { LOGIN_MESSAGES } from '../../../../domain/accounts/login';
import type { UserProfile } from '../../../../domain/api/accounts';
import { apiPaths } from '../../../../domain/api/paths';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { deviceHeaders, keepDeviceSecret } from './device-secret';

interface SignedIn {
  data: { access_token: string; device: string; user: UserProfile };
}

/**
 * POST /auth/link with the token of a code message's link (decision 011): it signs in like the
 * right code. A refused link answers 'Este enlace ya no sirve. Pide un código nuevo.'
 */
export async function signInWithLink(token: string): Promise<SignedIn['data']> {
  try {
    const answer = await apiRequest<SignedIn>(apiPaths.accounts.signInLink, {
      method: 'POST',
      json: { token },
      auth: 'none',
      headers: deviceHeaders(),
    });
    keepDeviceSecret(answer);
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      throw new ApiError(422, LOGIN_MESSAGES.linkRefused);
    }
    throw error;
  }
}
