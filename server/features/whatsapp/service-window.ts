import type { Database } from '../../db/client';
import { lastInboundMessages } from './whatsapp.queries';

// Meta's customer service window: for 24 hours after a person last wrote to the marketplace's
// number, free-form messages reach them (free of charge); outside it only an approved template
// does (decision 025, "Cost of a published listing"). The avisos of the notifications feature
// choose between the two with this.

const WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A message decided now leaves a little later (a batch of deliveries, a slow answer from Meta):
 * a window that closes within this margin counts as closed, so the free text is not refused.
 */
const MARGIN_MS = 10 * 60 * 1000;

/** Which of these phones (country code and number, digits only) are inside the window at `now`. */
export async function phonesInServiceWindow(
  db: Database,
  waIds: string[],
  now: number,
): Promise<Set<string>> {
  const last = await lastInboundMessages(db, [...new Set(waIds)]);
  const opensAfter = now - WINDOW_MS + MARGIN_MS;
  return new Set([...last].filter(([, sentAt]) => sentAt.getTime() > opensAfter).map(([id]) => id));
}
