import { formatCop, formatPercent } from '../money';
import { percentChange } from '../prices/price-statistics';
import { NOTIFICATION_MESSAGES } from './notification-messages';

// What a notification says, the same in the app, in a push and in the API.

export interface ListingFacts {
  productName: string;
  price: number;
  previousPrice: number | null;
  sizeAbbreviation: string;
  municipality: string;
  department: string;
}

export function listingNotificationText(facts: ListingFacts): { title: string; body: string } {
  const price =
    facts.previousPrice === null
      ? formatCop(facts.price)
      : `${formatCop(facts.price)} (antes ${formatCop(facts.previousPrice)})`;
  return {
    title:
      facts.previousPrice === null
        ? NOTIFICATION_MESSAGES.listingTitle
        : NOTIFICATION_MESSAGES.priceDropTitle,
    body: `${facts.productName} · ${price} / ${facts.sizeAbbreviation} · ${facts.municipality}, ${facts.department}`,
  };
}

export interface PriceMoveFacts {
  productName: string;
  /** The department's name; null for the whole country. */
  department: string | null;
  /** 'kg' when compared per kilogram, else the unit's abbreviation. */
  unit: string;
  median: number;
  previousMedian: number;
}

/** The move in percent, one decimal, negative when it went down. */
export const priceMoveChange = (facts: Pick<PriceMoveFacts, 'median' | 'previousMedian'>) =>
  percentChange(facts.previousMedian, facts.median) ?? 0;

/** 'El precio de Papa pastusa en Boyacá subió 12 %: ahora $ 1.800 / kg'. */
export function priceNotificationText(facts: PriceMoveFacts): { title: string; body: string } {
  const change = priceMoveChange(facts);
  const place = facts.department ?? 'todo el país';
  // One decimal, as every percentage of the app, but a whole number reads without its ',0'.
  const percent = formatPercent(Math.abs(change)).replace(/,0 %$/, ' %');
  return {
    title: NOTIFICATION_MESSAGES.priceMoveTitle,
    body: `El precio de ${facts.productName} en ${place} ${change < 0 ? 'bajó' : 'subió'} ${percent}: ahora ${formatCop(facts.median)} / ${facts.unit}`,
  };
}

/** The day's digest: `count` things beyond the cap, `priceCount` of them price moves. */
export function digestNotificationText(
  count: number,
  priceCount = 0,
): { title: string; body: string } {
  const listings = count - priceCount;
  if (priceCount <= 0) {
    return { title: NOTIFICATION_MESSAGES.digestTitle, body: NOTIFICATION_MESSAGES.digest(count) };
  }
  if (listings <= 0) {
    return {
      title: NOTIFICATION_MESSAGES.priceDigestTitle,
      body: NOTIFICATION_MESSAGES.priceDigest(priceCount),
    };
  }
  return {
    title: NOTIFICATION_MESSAGES.mixedDigestTitle,
    body: NOTIFICATION_MESSAGES.mixedDigest(listings, priceCount),
  };
}

/**
 * An aviso by WhatsApp inside the 24-hour service window (free text, decision 016): what the
 * push says, the full link, and where to turn WhatsApp avisos off. Outside the window the
 * approved template carries the body line and the link instead.
 */
export function whatsAppAvisoText(
  text: { title: string; body: string },
  link: string,
  settingsLink: string,
): string {
  return `*${text.title}*\n${text.body}\n${link}\n\n${NOTIFICATION_MESSAGES.whatsAppOff(settingsLink)}`;
}
