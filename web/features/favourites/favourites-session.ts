import { useSyncExternalStore } from 'react';
import { SESSION_ENDED_EVENT } from '../../lib/session-events';
import { getStoredToken, getStoredUser, hasSession } from '../../lib/session';

// docs/product.md §4 "Favourites": they load only when a token and a user id exist, and once the server
// refuses them (401 or 403) they stay off for that token. A new login brings a new token, so
// the refusal is forgotten without anyone having to reset it.

let refusedToken: string | null | undefined;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** True when favourites may be loaded and toggled for the stored session. */
export function favouritesAllowed(): boolean {
  if (!hasSession() || getStoredUser()?.id == null) return false;
  return refusedToken === undefined || getStoredToken() !== refusedToken;
}

/** The server said 401 or 403: favourites stay off until the next session. */
export function refuseFavourites(): void {
  refusedToken = getStoredToken();
  notify();
}

/** For tests: start again as if the server had never refused. */
export function resetFavouritesRefusal(): void {
  refusedToken = undefined;
  notify();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener(SESSION_ENDED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener(SESSION_ENDED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useFavouritesAllowed(): boolean {
  // A server render knows the session too (decision 013): the hearts are in the page's HTML.
  return useSyncExternalStore(subscribe, favouritesAllowed, favouritesAllowed);
}
