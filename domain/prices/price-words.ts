import type { WholesalePrice } from '../api/prices';
import { formatLongDate } from '../dates';
import { kilosText } from '../listings/units';
import { formatCop, formatPercent } from '../money';
import type { SellerPriceVerdict } from './price-hint';

// The Bolsa de precios in words, the same on the web and in the WhatsApp chat (decision 025):
// the typical price, the middle half, the 30-day trend, SIPSA's label ('¿A cómo está?' and
// /precios), and '¿Mi precio es justo?' of the listing forms and the chat's Vender.

/** How amounts are written: a screen keeps '$' and units with their figure (no-break spaces). */
export interface MoneySpacing {
  amount: (value: number) => string;
  space: string;
}
export const PLAIN_SPACING: MoneySpacing = { amount: formatCop, space: ' ' };

type Unit = { abbreviation: string; per_kg: boolean };

/** '/ kg' or '/ racimo'. */
export const perUnitText = (unit: Unit, space = ' ') =>
  unit.per_kg ? `/${space}kg` : `/${space}${unit.abbreviation}`;

/** '$ 1.000 – $ 1.500 / kg'. */
export const priceRangeText = (p25: number, p75: number, unit: Unit, s = PLAIN_SPACING) =>
  `${s.amount(p25)} – ${s.amount(p75)}${s.space}${perUnitText(unit, s.space)}`;

/** 'en Antioquia', or the whole country. */
export const inPlace = (place: string | null) => (place ? `en ${place}` : 'en Colombia');

export const PRICE_WORDS = {
  median: 'Precio típico',
  range: 'La mitad se vende entre',
  fewData: 'Pocos datos',
} as const;

export const listingsText = (count: number) =>
  `${count} ${count === 1 ? 'publicación' : 'publicaciones'}`;

/** 'Subió 4,5 % en 30 días' / 'Bajó …' / 'Sin cambio en 30 días'; null without a figure. */
export function trendText(change: number | null): string | null {
  if (change === null) return null;
  if (change === 0) return 'Sin cambio en 30 días';
  return `${change > 0 ? 'Subió' : 'Bajó'} ${formatPercent(Math.abs(change))} en 30 días`;
}

/** 'Precio mayorista SIPSA-DANE, Corabastos Bogotá, semana del 16 de noviembre de 2026'. */
export function wholesaleLabel(price: WholesalePrice): string {
  const city = price.city.replace(/,\s*D\.\s*C\.?$/i, '');
  const when =
    price.period === 'semana'
      ? `semana del ${formatLongDate(price.day)}`
      : formatLongDate(price.day);
  return `Precio mayorista SIPSA-DANE, ${price.market} ${city}, ${when}`;
}

export const PRICE_HINT_TITLE = '¿Mi precio es justo?';

const POSITION_TEXT = {
  dentro: 'queda dentro del rango',
  'por-encima': 'queda por encima del rango',
  'por-debajo': 'queda por debajo del rango',
} as const;

/**
 * Where the seller's price falls against the reference, in their own unit (`unit`, singular:
 * 'bulto'), the range in it beside the kilo's; a price ten times off is named as a probable typo.
 */
export function comparedPriceWords(
  verdict: Extract<SellerPriceVerdict, { kind: 'compared' }>,
  unit: string,
  s = PLAIN_SPACING,
): string {
  const { position, range, unitKg, pricePerKg } = verdict;
  const { p25, p75 } = range.figures;
  const where = inPlace(range.place);
  const rangeWords =
    unitKg !== null
      ? `${s.amount(p25)} – ${s.amount(p75)} el kilo, o sea ${s.amount(Math.round(p25 * unitKg))} – ${s.amount(
          Math.round(p75 * unitKg),
        )} por ${unit} de ${kilosText(unitKg)}${s.space}kg`
      : priceRangeText(p25, p75, range.unit, s);
  if (position === 'error-arriba' || position === 'error-abajo') {
    const times = position === 'error-arriba' ? '10 veces o más' : 'la décima parte o menos de';
    const zero = position === 'error-arriba' ? '¿Le sobra un cero?' : '¿Le falta un cero?';
    return `Tu precio es ${times} lo que se publica ${where} (${rangeWords}). ${zero} Revísalo antes de publicar.`;
  }
  const yours =
    unitKg !== null && pricePerKg !== null
      ? `Tu ${unit} de ${kilosText(unitKg)}${s.space}kg sale a ${s.amount(Math.round(pricePerKg))} el kilo:`
      : 'Tu precio';
  return `${yours} ${POSITION_TEXT[position]} de lo que se publica ${where}: ${rangeWords}.`;
}
