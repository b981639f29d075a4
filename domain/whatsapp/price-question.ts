import { foldText } from '../text';

// '¿A cómo está?' typed in the chat (decision 025): "precio papa", "a cómo está el lulo en
// Huila", "cuánto vale el café en Huila". The product's words and, after the last "en", a
// department's, to be matched by the caller against the catalogue and the departments.

export interface PriceQuestion {
  product: string;
  place: string | null;
}

const ASKING =
  /^(?:(?:el |los )?precios?|a como (?:esta|estan|va|van)|a cuanto (?:esta|estan|va|van)|cuanto (?:vale|valen|cuesta|cuestan))\b\s*(?:(?:de|del|de la|de los|de las|el|la|los|las)\b\s*)?/;

/** The product and place words of a text, however it is asked; null without product words. */
function split(folded: string): PriceQuestion | null {
  const at = folded.lastIndexOf(' en ');
  const product = (at > 0 ? folded.slice(0, at) : folded).trim();
  const place = at > 0 ? folded.slice(at + 4).trim() || null : null;
  return product ? { product, place } : null;
}

const clean = (text: string) =>
  foldText(text)
    .replace(/[¿?¡!.,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A typed price question ("precio papa"); null when the text does not ask a price. */
export function priceQuestion(text: string): PriceQuestion | null {
  const folded = clean(text);
  const asking = ASKING.exec(folded);
  if (!asking) return null;
  return split(folded.slice(asking[0].length));
}

/** The answer to "¿De qué producto?": the product, maybe with "en" and a department. */
export function priceWords(text: string): PriceQuestion | null {
  const folded = clean(text);
  const asking = ASKING.exec(folded);
  return split(asking ? folded.slice(asking[0].length) : folded);
}
