import type { PriceFigures } from '../../../domain/api/prices';
import { PRICE_ALERTS } from '../../../domain/limits';
import { formatCop } from '../../../domain/money';
import {
  PRICE_WORDS,
  perUnitText,
  priceRangeText,
  type MoneySpacing,
} from '../../../domain/prices/price-words';

// How the price reference reads on screen: pesos per unit and the range (the words shared with
// the WhatsApp chat, the trend and SIPSA's label, are domain/prices/price-words.ts).

type Unit = { abbreviation: string; per_kg: boolean };

export const PRICE_PAGE_MESSAGES = {
  title: 'Bolsa de precios',
  // A no-break hyphen: a 320 px screen cut 'SIPSA-/DANE' across two lines.
  intro: '¿A cómo está? Precios de lo que se publica aquí, y los mayoristas de SIPSA\u2011DANE.',
  searchLabel: 'Buscar producto',
  searchPlaceholder: 'Ej.: papa, café',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  department: 'Departamento',
  wholeCountry: 'Todo el país',
  loading: 'Cargando precios…',
  loadFailed: 'No pudimos cargar los precios.',
  empty: 'Todavía no hay precios para esta búsqueda.',
  emptyHint: 'Prueba con otra palabra, otra categoría o todo el país.',
  more: 'Ver más',
  fewData: PRICE_WORDS.fewData,
  median: PRICE_WORDS.median,
  range: PRICE_WORDS.range,
  history: 'Últimos 90 días',
  national: 'Todo el país',
  source:
    'Cálculo de El campo en tus manos con las publicaciones activas y vendidas de los últimos 30 días. Se dejan por fuera los precios muy alejados.',
  follow: 'Avísame si cambia el precio',
  unfollow: 'Dejar de seguir este precio',
  saving: 'Guardando…',
  followHint: (place: string) =>
    `Te avisamos en Notificaciones si el precio típico en ${place} sube o baja más de ${PRICE_ALERTS.movePercent} %.`,
  followedHint: (place: string) =>
    `Sigues este precio en ${place}: te avisaremos en Notificaciones si sube o baja más de ${PRICE_ALERTS.movePercent} %.`,
  changeFailed: 'No pudimos guardar el cambio. Inténtalo de nuevo.',
  followedTitle: 'Precios que sigues',
  followedIntro: `Te avisamos en Notificaciones cuando el precio típico sube o baja más de ${PRICE_ALERTS.movePercent} %.`,
  stopFollowing: 'Dejar de seguir',
} as const;

export const perUnit = (unit: Unit) => perUnitText(unit);

/**
 * An amount as shown on these screens: "$", the figure and a unit after it never break apart on
 * a narrow phone (no-break spaces; read and matched as ordinary spaces).
 */
export const amount = (value: number) => formatCop(value).replace(' ', '\u00a0');
export const SCREEN_SPACING: MoneySpacing = { amount, space: '\u00a0' };

export const priceText = (value: number, unit: Unit) =>
  `${amount(value)}\u00a0${perUnitText(unit, '\u00a0')}`;

export const rangeText = (figures: Pick<PriceFigures, 'p25' | 'p75'>, unit: Unit) =>
  figures.p25 === null || figures.p75 === null
    ? ''
    : priceRangeText(figures.p25, figures.p75, unit, SCREEN_SPACING);

/** The skeleton bars of a price card while the list loads. */
export const PRICE_CARD_BARS = [
  'h-5 w-2/3 rounded',
  'h-8 w-1/2 rounded',
  'h-4 w-full rounded',
  'h-10 w-full rounded-xl',
] as const;
