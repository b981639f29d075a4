import type { ListingDetail } from '../../../../domain/api/listings';
import { formatCop, formatPercent } from '../../../../domain/money';
import type { PriceTrend } from '../../../../domain/money';
import { kilosText, unitSingular } from '../../../../domain/listings/units';
import {
  KILOGRAMS_PER_UNIT,
  PER_KILOGRAM_SIZE_ID,
  comparablePrice,
} from '../../../../domain/prices/comparable-unit';

/**
 * 'Bulto de 50 kg · $ 2.400 el kilo': what a buyer compares, for a unit whose weight is known (a
 * stated bulto, carga… or a fixed one: libra, arroba, quintal, tonelada); null otherwise and for
 * the kilo itself.
 */
export function weightLine(
  listing: Pick<ListingDetail, 'price' | 'size_id' | 'unit_name' | 'unit_weight_kg'>,
): string | null {
  const { price, size_id: sizeId, unit_name: unitName, unit_weight_kg: weight } = listing;
  const compared = comparablePrice(price, sizeId, weight);
  if (compared.sizeId !== PER_KILOGRAM_SIZE_ID || sizeId === PER_KILOGRAM_SIZE_ID) return null;
  const kilos = KILOGRAMS_PER_UNIT[sizeId] ?? weight!;
  const unit = unitSingular(unitName);
  return `${unit.charAt(0).toLocaleUpperCase('es')}${unit.slice(1)} de ${kilosText(kilos)} kg · ${formatCop(
    Math.round(compared.price),
  )} el kilo`;
}

/** 'Kilogramos (kg)', or just the name when the abbreviation says the same. */
export function unitLabel(size: string, unitName: string): string {
  if (!unitName || !size || unitName.toLocaleLowerCase('es') === size.toLocaleLowerCase('es')) {
    return unitName || size;
  }
  return `${unitName} (${size})`;
}

/** Non-breaking spaces: '$ 2.000' and '(10,0 %)' never end on two lines. */
const whole = (text: string) => text.replaceAll(' ', '\u00a0');

/** 'Bajó $ 2.000 (10,0 %)'; 'Sin cambio' alone, as there is nothing to add. */
export function trendText(trend: PriceTrend): string {
  if (trend.direction === 'same') return trend.label;
  return `${trend.label} ${whole(formatCop(trend.absoluteChange))} ${whole(
    `(${formatPercent(trend.percentChange)})`,
  )}`;
}

/**
 * Street address and vereda: 'Km 3 vía a San Gil, vereda El Carmen'. A seller who shows only
 * vereda and municipality (decision 020) is told the line stays theirs; a buyer gets the vereda.
 */
export function addressLine(address: ListingDetail['address'], isOwner = false): string {
  const vereda = address.vereda?.trim();
  const line = [
    address.address.trim(),
    vereda && (/^vereda\b/i.test(vereda) ? vereda : `vereda ${vereda}`),
  ]
    .filter(Boolean)
    .join(', ');
  if (!address.address_private) return line;
  if (isOwner) return `${line} (solo tú la ves; los compradores ven la vereda y el municipio)`;
  return line
    ? `${line} (el vendedor muestra solo vereda y municipio)`
    : 'Privada: el vendedor muestra solo el municipio';
}

/** 6.246631 → '6,246631' (decimal comma, as written in Colombia). */
export function coordinate(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}
