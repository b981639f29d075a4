import { ApiError, OFFLINE_MESSAGE } from './api-client';

/**
 * What a failed action says: the server's refusal in its own words (a 422's first field message,
 * which says what to fix), the offline message, or `fallback` for a server failure or anything
 * else.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  if (error.status === 0) return OFFLINE_MESSAGE;
  return Object.values(error.errors)[0]?.[0] ?? error.message;
}
