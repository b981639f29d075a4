import type { QueryClient } from '@tanstack/react-query';
import type { ListingDetail } from '../../domain/api/listings';
import { listingQueryOptions } from '../features/listings/api/get-listing';
import { recordContact, type ContactChannel } from '../features/reviews/api/record-contact';
import { writeItem } from '../lib/local-storage';
import { hasSession } from '../lib/session';
import { storageKeys } from '../lib/storage-keys';

/**
 * A buyer's tap on 'Chatear por WhatsApp' or 'Llamar', recorded so the review form opens
 * (docs/product.md §4): the server counts it for the seller and accepts a review after either
 * channel; this device remembers the tap too. Fire and forget: the chat or the call never waits
 * for it. The listing's detail in the cache shows the contact at once, then is read again.
 */
export function recordContactTap(
  queryClient: QueryClient,
  listingId: number,
  channel: ContactChannel,
): void {
  if (!hasSession()) return;
  writeItem(storageKeys.whatsappContacted(listingId), '1');
  const detailKey = listingQueryOptions(listingId).queryKey;
  recordContact(listingId, channel)
    .then(async (answer) => {
      if (!answer.recorded) return;
      queryClient.setQueryData(detailKey, (current: ListingDetail | undefined) =>
        current
          ? { ...current, viewer: { reviewed: current.viewer?.reviewed ?? false, contacted: true } }
          : current,
      );
      // A read of the detail on its way (the screen's first) may have left before the contact
      // was recorded: it is dropped and the detail read again.
      await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
      return queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
    })
    .catch(() => undefined);
}

/**
 * How web/rendered-page.ts names a kept tap: this prefix, the page's path, the channel (its own
 * copy: that script imports nothing).
 */
const KEPT_TAP_PREFIX = 'contact_tap:';
/** What follows the prefix for a product page's tap: its listing, the channel. */
const PRODUCT_TAP = /^\/producto\/(\d{1,15}):(whatsapp|phone)$/;

export interface KeptContactTap {
  listing: number;
  channel: ContactChannel;
}

/**
 * Takes the contact taps a server-rendered page kept before its code arrived (decision 027),
 * and clears them. The product screen records them when it starts: by then the page's script
 * has stopped keeping taps (it stops as soon as the page is hydrated, before any effect runs),
 * so none is kept twice.
 */
export function takeKeptContactTaps(): KeptContactTap[] {
  const taps: KeptContactTap[] = [];
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    );
    for (const key of keys) {
      if (!key?.startsWith(KEPT_TAP_PREFIX)) continue;
      sessionStorage.removeItem(key);
      const [, listing, channel] = PRODUCT_TAP.exec(key.slice(KEPT_TAP_PREFIX.length)) ?? [];
      if (listing && (channel === 'whatsapp' || channel === 'phone')) {
        taps.push({ listing: Number(listing), channel });
      }
    }
  } catch {
    // Storage refused: nothing was kept.
  }
  return taps;
}
