import { toast } from './toast';

// Opening a WhatsApp chat from a contact button (docs/product.md §7 "External"): if the browser does not
// open the window, the number is copied so the person can paste it in WhatsApp themselves.

async function copyNumber(number: string, recipient: string) {
  try {
    await navigator.clipboard.writeText(number);
    toast.info(
      `No pudimos abrir WhatsApp. Copiamos el número ${number}: pégalo en WhatsApp para escribirle ${recipient}.`,
    );
  } catch {
    toast.info(`No pudimos abrir WhatsApp. Escríbele ${recipient} al ${number}.`);
  }
}

/**
 * Opens `url` (https://wa.me/…) in a new window, or copies `number` ('+57 300 123 4567') and
 * says so. `recipient` completes the message: 'al vendedor', 'a la tienda'.
 */
export function openWhatsAppChat(url: string, number: string, recipient: string): void {
  // Not 'noopener' in the features: with it window.open always returns null, and a blocked
  // window could not be told apart from an opened one.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else void copyNumber(number, recipient);
}
