import type { UserProfile } from '../../domain/api/accounts';
import { tokenState, type TokenState } from '../../domain/accounts/session';
import { readItem, removeItem, writeItem } from './local-storage';
import { renderScope } from './render-scope';
import { sessionKeys, storageKeys } from './storage-keys';

/**
 * The stored user (docs/product.md §3 "Session"): the profile the server gave, or only the phone when the
 * profile could not be fetched right after login.
 */
export type StoredUser = Partial<UserProfile> & { phone: string };

/** The stored access token, read from the primary key first and then its alias. */
export function getStoredToken(): string | null {
  const scope = renderScope();
  if (scope) return scope.token;
  for (const key of [storageKeys.accessToken, storageKeys.accessTokenAlias]) {
    const value = readItem(key)?.trim();
    if (value) return value;
  }
  return null;
}

/** 'missing', 'expired' (expiry read from the token payload) or 'valid'. */
export function sessionState(now = Date.now()): TokenState {
  return tokenState(getStoredToken(), now);
}

export function hasSession(): boolean {
  return sessionState() === 'valid';
}

/** Keeps the token under both keys of docs/product.md §3, and the user when known. */
export function storeSession(token: string, user: StoredUser): void {
  writeItem(storageKeys.accessToken, token);
  writeItem(storageKeys.accessTokenAlias, token);
  writeItem(storageKeys.hadSession, '1');
  storeUser(user);
}

export function storeUser(user: StoredUser): void {
  writeItem(storageKeys.user, JSON.stringify(user));
}

export function getStoredUser(): StoredUser | null {
  const scope = renderScope();
  if (scope) return scope.user;
  const raw = readItem(storageKeys.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

/** The name to greet: name, or first_name + last_name, or the phone (docs/product.md §2 "Account hub"). */
export function displayName(user: StoredUser | null): string {
  if (!user) return '';
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return user.name?.trim() || full || user.phone;
}

/**
 * Forgets the token (both keys) and the stored user. Device preferences stay, and so does the
 * mark that this device had a session (also for sessions stored before the mark existed).
 */
export function clearSession(): void {
  if (getStoredToken()) writeItem(storageKeys.hadSession, '1');
  for (const key of sessionKeys) removeItem(key);
}

/** Someone signed in on this device before (docs/product.md §2 "The guard"). */
export function hadSessionHere(): boolean {
  return readItem(storageKeys.hadSession) !== null;
}
