import { apiPaths } from '../../domain/api/paths';
import { apiRequest } from '../lib/api-client';

/**
 * Signing out of this browser: the server removes the HttpOnly cookie its pages are rendered
 * with (decision 013). Fire and forget: the person is signed out of the app at once either way,
 * and a cookie left behind (offline) only renders the plain shell once its token is refused.
 */
export function forgetPageSession(): void {
  apiRequest(apiPaths.accounts.logout, { method: 'POST', auth: 'none' }).catch(() => undefined);
}
