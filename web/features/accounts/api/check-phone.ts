import { REGISTRATION_MESSAGES } from '../../../../domain/accounts/registration';
import type { accountsApi } from '../../../../domain/api/accounts';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

type PhoneCheckAnswer = z.infer<typeof accountsApi.phoneCheck.response>;
export type PhoneAvailability = 'available' | 'registered';

/**
 * POST /validatephone before registering: 404 means the number is free, 200 that it already has
 * an account (docs/product.md §7). A rate limit keeps the server's message (it says how long to wait) and
 * so does a lost connection; any other failure becomes the docs/product.md §8 phone-check message.
 */
export async function checkPhone(phone: string, signal?: AbortSignal): Promise<PhoneAvailability> {
  try {
    const answer = await apiRequest<PhoneCheckAnswer | null>(apiPaths.accounts.phoneCheck, {
      method: 'POST',
      form: { phone },
      auth: 'none',
      signal,
    });
    return answer?.registered === false ? 'available' : 'registered';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return 'available';
    if (error.status === 429 || error.status === 0) throw error;
    throw new ApiError(error.status, REGISTRATION_MESSAGES.phoneCheckFailed, error.errors);
  }
}
