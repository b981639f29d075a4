import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api-client';

export const ACTION_FAILED = 'No pudimos hacerlo. Inténtalo de nuevo.';

/** What a failed harvest or reservation action says: the server's refusal in its words. */
export function actionErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return ACTION_FAILED;
  if (error.status === 0) return OFFLINE_MESSAGE;
  if (error.status >= 500) return ACTION_FAILED;
  // A 422 names its field: its message says what to fix.
  return Object.values(error.errors)[0]?.[0] ?? error.message;
}
