import { formatCop } from '../money';
import { kilosText } from '../listings/units';
import type { SellerPriceVerdict } from '../prices/price-hint';

// '¿Mi precio es justo?' in the chat, before the farmer confirms: the same verdict as the web's
// form (domain/prices/price-hint.ts), said in one short line of plain text.

const where = (place: string | null) => (place ? `en ${place}` : 'en el país');

/**
 * `unit` is the seller's unit in the singular ('bulto'); `rangeUnit` the reference's own unit in
 * the singular when the comparison is not per kilo ('racimo').
 */
export function priceHintText(
  verdict: SellerPriceVerdict,
  unit: string,
  rangeUnit: string,
): string {
  if (verdict.kind === 'needs-weight') {
    return `¿Mi precio es justo? Para comparar, di cuántos kilos trae cada ${unit}: ${where(verdict.place)} se publica por kilo.`;
  }
  const { position, range, unitKg, pricePerKg } = verdict;
  const { p25, p75 } = range.figures;
  const rangeWords =
    unitKg !== null
      ? `${formatCop(p25)} a ${formatCop(p75)} el kilo, o sea ${formatCop(Math.round(p25 * unitKg))} a ${formatCop(Math.round(p75 * unitKg))} por ${unit} de ${kilosText(unitKg)} kg`
      : `${formatCop(p25)} a ${formatCop(p75)} por ${range.unit.per_kg ? 'kilo' : rangeUnit}`;
  if (position === 'error-arriba' || position === 'error-abajo') {
    const times = position === 'error-arriba' ? '10 veces o más' : 'la décima parte o menos de';
    const zero = position === 'error-arriba' ? '¿Le sobra un cero?' : '¿Le falta un cero?';
    return `¿Mi precio es justo? Tu precio es ${times} lo que se publica ${where(range.place)} (${rangeWords}). ${zero}`;
  }
  const positionText = {
    dentro: 'queda dentro del rango',
    'por-encima': 'queda por encima del rango',
    'por-debajo': 'queda por debajo del rango',
  }[position];
  const yours =
    unitKg !== null && pricePerKg !== null
      ? `Tu ${unit} sale a ${formatCop(Math.round(pricePerKg))} el kilo y`
      : 'Tu precio';
  return `¿Mi precio es justo? ${yours} ${positionText} de lo que se publica ${where(range.place)}: ${rangeWords}.`;
}
