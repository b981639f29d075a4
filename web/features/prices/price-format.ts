import type { PriceFigures, WholesalePrice } from '../../../domain/api/prices';
import { formatLongDate } from '../../../domain/dates';
import { PRICE_ALERTS } from '../../../domain/limits';
import { formatCop, formatPercent } from '../../../domain/money';

// How the price reference reads on screen: pesos per unit, the range, the 30-day trend and the
// label of SIPSA's wholesale price.

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
  fewData: 'Pocos datos',
  median: 'Precio típico',
  range: 'La mitad se vende entre',
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

export const perUnit = (unit: Unit) => (unit.per_kg ? '/ kg' : `/ ${unit.abbreviation}`);

/**
 * An amount as shown on these screens: "$", the figure and a unit after it never break apart on
 * a narrow phone (no-break spaces; read and matched as ordinary spaces).
 */
export const amount = (value: number) => formatCop(value).replace(' ', '\u00a0');
const unitAfter = (unit: Unit) => `\u00a0${perUnit(unit).replace(' ', '\u00a0')}`;

export const priceText = (value: number, unit: Unit) => `${amount(value)}${unitAfter(unit)}`;

export const rangeText = (figures: Pick<PriceFigures, 'p25' | 'p75'>, unit: Unit) =>
  figures.p25 === null || figures.p75 === null
    ? ''
    : `${amount(figures.p25)} – ${amount(figures.p75)}${unitAfter(unit)}`;

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

/** The skeleton bars of a price card while the list loads. */
export const PRICE_CARD_BARS = [
  'h-5 w-2/3 rounded',
  'h-8 w-1/2 rounded',
  'h-4 w-full rounded',
  'h-10 w-full rounded-xl',
] as const;
