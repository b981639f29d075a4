import type { ListingDetail } from '../../../../domain/api/listings';
import { PHONE } from '../../../../domain/limits';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import {
  contactPhone,
  digitsOnly,
  formatInternational,
  whatsappLink,
} from '../../../../domain/phone';
import { BRAND_NAME } from '../../../components/brand';
import { placeLabel } from '../../../components/listing-card';

export interface ListingContact {
  /** https://wa.me/57…?text=…, or null when the seller has no WhatsApp number. */
  whatsappUrl: string | null;
  /** The WhatsApp number written for people, '+57 300 123 4567', to copy when a window fails. */
  whatsappNumber: string | null;
  /** tel:+57… for the 'Llamar' link, or null. */
  telUrl: string | null;
  /** Why WhatsApp cannot be offered (docs/product.md §8 "Product"), or null when it can. */
  problem: string | null;
}

/**
 * The seller's number. Sellers register Colombian mobiles and the answer's country_code is
 * always '57': contactPhone adds it itself where it belongs (decision 002). Prefixing it here
 * would turn a landline into a WhatsApp number.
 */
function sellerNumber(provider: ListingDetail['provider']): string {
  const digits = digitsOnly(provider.phone ?? '');
  const code = digitsOnly(provider.country_code ?? '');
  return code !== '' && code !== PHONE.countryCode && digits.length === PHONE.digits
    ? '' // A number of another country: contactPhone only knows Colombian numbers.
    : digits;
}

/** The prefilled WhatsApp text (docs/product.md §7): the product, a link to its public page and the place. */
export function whatsappText(listing: ListingDetail, pageUrl: string): string {
  const place = placeLabel(listing.municipality, listing.department);
  return [
    `Hola, me interesa tu producto «${listing.name}» publicado en ${BRAND_NAME}.`,
    pageUrl,
    place && `Ubicación: ${place}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function listingContact(listing: ListingDetail, pageUrl: string): ListingContact {
  const raw = sellerNumber(listing.provider);
  if (raw === '') {
    return {
      whatsappUrl: null,
      whatsappNumber: null,
      telUrl: null,
      problem: LISTING_MESSAGES.noPhone,
    };
  }
  const phone = contactPhone(raw);
  return {
    whatsappUrl: phone.whatsapp
      ? whatsappLink(phone.whatsapp, whatsappText(listing, pageUrl))
      : null,
    whatsappNumber: phone.whatsapp ? formatInternational(phone.whatsapp) : null,
    telUrl: phone.tel ? `tel:${phone.tel}` : null,
    problem: phone.whatsapp ? null : LISTING_MESSAGES.badPhone,
  };
}
