import { readItem, writeItem } from '../../lib/local-storage';
import { getStoredToken, getStoredUser } from '../../lib/session';
import { storageKeys } from '../../lib/storage-keys';

export type TourId = 'home' | 'create-product';

/** The token's subject (the user id the server put in it), when it can be read. */
function tokenSubject(): string | null {
  const payload = getStoredToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}

/**
 * Who the marks belong to (docs/product.md §4: "remembered per tour and per user"): the stored profile's
 * id, else the token's subject (the same id; the profile may have failed to load after login),
 * else the phone.
 */
export function tourUserId(): string {
  const user = getStoredUser();
  return String(user?.id ?? tokenSubject() ?? user?.phone ?? 'anonimo');
}

export function isTourCompleted(tour: TourId, userId = tourUserId()): boolean {
  return readItem(storageKeys.tourCompleted(tour, userId)) !== null;
}

/** Finished, closed or declined: the tour is not offered again to this person on this phone. */
export function markTourCompleted(tour: TourId, userId = tourUserId()): void {
  writeItem(storageKeys.tourCompleted(tour, userId), new Date().toISOString());
}
