import { formatCop } from '../money';
import { contactPhone, formatInternational, whatsappLink } from '../phone';

// docs/product.md §7 "External": a store is written to on WhatsApp with a fixed text, at its WhatsApp
// number or else its phone; a store without a WhatsApp-capable number is offered as a tel: link.

type RawPhone = string | number | null | undefined;

export interface StoreContactSource {
  name: string;
  whatsapp?: RawPhone;
  phone?: RawPhone;
}

/** A store product asked about from its dialog: named, with its price and unit when known. */
export interface StoreProductAsked {
  name: string;
  price: number | null;
  size: string | null;
}

export interface StoreContact {
  /** https://wa.me/57…?text=…, or null when neither number can receive WhatsApp. */
  whatsappUrl: string | null;
  /** The WhatsApp number written for people ('+57 300 123 4567'), to copy if no window opens. */
  whatsappNumber: string | null;
  /** tel:+57… for 'Llamar' and the fallback, or null when there is no usable number. */
  telUrl: string | null;
  /** The called number written for people. */
  telNumber: string | null;
}

/** 'Hola, quisiera más información de la tienda {store name}.' */
export function storeWhatsappText(storeName: string): string {
  return `Hola, quisiera más información de la tienda ${storeName.trim()}.`;
}

/**
 * 'Hola, quisiera más información de Semilla de maíz ($ 185.000 / Bulto 50 kg) de la tienda Agro
 * La Cosecha.': asked from the product's dialog, the store knows at once which product and price
 * the person saw; the store's own contact keeps the text above.
 */
export function storeProductWhatsappText(storeName: string, product: StoreProductAsked): string {
  const price = product.price !== null ? formatCop(product.price) : '';
  const unit = product.size?.trim() ?? '';
  const priced = [price, unit].filter(Boolean).join(' / ');
  return `Hola, quisiera más información de ${product.name.trim()}${
    priced ? ` (${priced})` : ''
  } de la tienda ${storeName.trim()}.`;
}

export function storeContact(
  store: StoreContactSource,
  product: StoreProductAsked | null = null,
): StoreContact {
  const whatsapp = contactPhone(store.whatsapp);
  const phone = contactPhone(store.phone);
  // WhatsApp: the store's WhatsApp number, or else its phone when that is a mobile.
  const chat = whatsapp.whatsapp ?? phone.whatsapp;
  // A call goes to the phone line first: the WhatsApp number may be someone's own mobile.
  const tel = phone.tel ?? whatsapp.tel;
  return {
    whatsappUrl: chat
      ? whatsappLink(
          chat,
          product ? storeProductWhatsappText(store.name, product) : storeWhatsappText(store.name),
        )
      : null,
    whatsappNumber: chat ? formatInternational(chat) : null,
    telUrl: tel ? `tel:${tel}` : null,
    telNumber: tel ? formatInternational(tel.replace(/^\+/, '')) : null,
  };
}
