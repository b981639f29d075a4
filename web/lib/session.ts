import { readItem, removeItem } from './local-storage';
import { sessionKeys, storageKeys } from './storage-keys';

/** The stored access token, read from the primary key first and then its alias. */
export function getStoredToken(): string | null {
  for (const key of [storageKeys.accessToken, storageKeys.accessTokenAlias]) {
    const value = readItem(key)?.trim();
    if (value) return value;
  }
  return null;
}

export function hasSession(): boolean {
  return getStoredToken() !== null;
}

/** Forgets the token (both keys) and the stored user. Device preferences stay. */
export function clearSession(): void {
  for (const key of sessionKeys) removeItem(key);
}
