import { formatCop } from '../money';
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

export function digestNotificationText(count: number): { title: string; body: string } {
  return { title: NOTIFICATION_MESSAGES.digestTitle, body: NOTIFICATION_MESSAGES.digest(count) };
}
