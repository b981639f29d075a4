import type { SellerPriceVerdict } from '../prices/price-hint';
import { PRICE_HINT_TITLE, comparedPriceWords, inPlace } from '../prices/price-words';

// '¿Mi precio es justo?' in the chat's summary before 'Publicar': the web form's words
// (domain/prices/price-words.ts) in plain text. Only a bulto without its weight is said
// otherwise: the chat has no field to type it in at that step.

/** `unit` is the seller's unit in the singular ('bulto'). */
export function priceHintText(verdict: SellerPriceVerdict, unit: string): string {
  const words =
    verdict.kind === 'needs-weight'
      ? `Para comparar hace falta saber cuántos kilos trae cada ${unit}: ${inPlace(verdict.place)} se publica por kilo.`
      : comparedPriceWords(verdict, unit);
  return `${PRICE_HINT_TITLE} ${words}`;
}
