import type { ListingDetail } from '../../../../domain/api/listings';
import { formatCop, formatPercent } from '../../../../domain/money';
import type { PriceTrend } from '../../../../domain/money';

/** '40 bultos', '1 bulto', '300 kilogramos': the unit name reads better than its abbreviation. */
export function stockLabel(stock: number, size: string, unitName: string): string {
  const amount = formatCop(stock).replace(/^-?\$ /, stock < 0 ? '-' : '');
  const unit = stock === 1 ? size : unitName.toLocaleLowerCase('es') || size;
  return `${amount} ${unit}`.trim();
}

/** 'Kilogramos (kg)', or just the name when the abbreviation says the same. */
export function unitLabel(size: string, unitName: string): string {
  if (!unitName || !size || unitName.toLocaleLowerCase('es') === size.toLocaleLowerCase('es')) {
    return unitName || size;
  }
  return `${unitName} (${size})`;
}

/** 'Bajó $ 2.000 (10,0 %)'; 'Sin cambio' alone, as there is nothing to add. */
export function trendText(trend: PriceTrend): string {
  if (trend.direction === 'same') return trend.label;
  return `${trend.label} ${formatCop(trend.absoluteChange)} (${formatPercent(trend.percentChange)})`;
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
