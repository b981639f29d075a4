import { formatCop } from '../money';

// Public links of listings and sellers (docs/product.md §18, decision 014): the pages a person
// opens from WhatsApp without an account, and the text a share sends with them.

export const SHARING = {
  /** The farm description of Mi tienda. */
  descriptionMax: 300,
  /** Mi tienda counts opens of the shared links over this many days, today included. */
  opensDays: 7,
} as const;

export const SHARING_MESSAGES = {
  descriptionTooLong: `La descripción de tu finca puede tener hasta ${SHARING.descriptionMax} caracteres.`,
  descriptionSaved: 'Descripción guardada.',
  descriptionFailed: 'No se pudo guardar la descripción.',
  linkCopied: 'Enlace copiado.',
  copyFailed: 'No se pudo copiar el enlace. Mantén presionado el enlace para copiarlo.',
  loadFailed: 'No se pudo cargar tu tienda.',
} as const;

/** The public product card and the seller's storefront, outside the signed-in app. */
export const publicPaths = {
  listing: (id: number | string) => `/p/${encodeURIComponent(String(id))}`,
  seller: (id: number | string) => `/vendedor/${encodeURIComponent(String(id))}`,
} as const;

/**
 * 'Valeria D.' of 'Valeria Dueña Ruiz': how a person is named to someone without a session (the
 * storefront's seller, a reviewer), first name and the surname's initial.
 */
export function publicPersonName(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/);
  return second ? `${first} ${second[0]!.toLocaleUpperCase('es')}.` : first;
}

/** 'Papa criolla a $ 2.500 / kg: https://…/p/12' — what a share of a listing says. */
export function listingShareText(
  listing: { name: string; price: number; size: string },
  url: string,
): string {
  return `${listing.name} a ${formatCop(listing.price)} / ${listing.size} en El campo en tus manos: ${url}`;
}

/** What a share of a storefront says. */
export function storefrontShareText(sellerName: string, url: string): string {
  return `Mira los productos de ${sellerName} en El campo en tus manos: ${url}`;
}

/** A WhatsApp link that opens the app with `text` ready to send to any chat or group. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * A path inside this app to go back to after registering or signing in, or null. Only a plain
 * same-origin path: '/producto/12' yes; 'https://evil.example', '//evil.example', '/\\evil',
 * 'javascript:…' and anything with other characters no (an open redirect would let a link that
 * looks like ours send people to a look-alike site asking for their code).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  return /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(value) && !value.includes('//') ? value : null;
}
