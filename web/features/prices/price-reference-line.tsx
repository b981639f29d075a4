import { ChartNoAxesCombined } from 'lucide-react';
import { Link } from 'react-router';
import { kilosText, unitSingular } from '../../../domain/listings/units';
import {
  referenceRange,
  sellerPriceVerdict,
  type ReferenceRange,
  type SellerPriceVerdict,
} from '../../../domain/prices/price-hint';
import { paths } from '../../lib/paths';
import { usePriceReference } from './api/get-price-reference';
import { amount, rangeText } from './price-format';

type ReferenceFor = {
  productId: number;
  sizeId: number;
  unitWeightKg: number | null;
  departmentId: number | null;
};

/** The reference of a listing's product, unit and department (else the country), or null. */
export function useReferenceRange({ productId, sizeId, unitWeightKg, departmentId }: ReferenceFor) {
  const reference = usePriceReference(productId, departmentId);
  return reference.data ? referenceRange(reference.data, sizeId, unitWeightKg) : null;
}

const inPlace = (place: string | null) => (place ? `en ${place}` : 'en Colombia');

/**
 * Product detail: 'Precio de referencia en Antioquia: $ 1.175 – $ 1.525 / kg', linking to the
 * product in the Bolsa de precios. Nothing while there are too few listings to say.
 */
export function PriceReferenceLine(props: ReferenceFor) {
  const range = useReferenceRange(props);
  if (!range) return null;
  return (
    <Link
      to={paths.priceProduct(props.productId, range.place ? props.departmentId : null)}
      className="flex min-h-tap items-center gap-2 rounded-2xl bg-campo-50 px-4 py-2 text-campo-900 underline-offset-4 hover:underline"
    >
      <ChartNoAxesCombined aria-hidden="true" className="size-5 shrink-0 text-campo-700" />
      <span>
        Precio de referencia {inPlace(range.place)}:{' '}
        <span className="font-semibold">{rangeText(range.figures, range.unit)}</span>
      </span>
    </Link>
  );
}

const POSITION_TEXT = {
  dentro: 'queda dentro del rango',
  'por-encima': 'queda por encima del rango',
  'por-debajo': 'queda por debajo del rango',
} as const;

type Range = ReferenceRange['figures'];

/** '$ 2.200 – $ 2.800 el kilo, o sea $ 110.000 – $ 140.000 por bulto de 50 kg'. */
function rangeInUnits(figures: Range, unit: string, unitKg: number) {
  const kilos = kilosText(unitKg);
  return `${amount(figures.p25)} – ${amount(figures.p75)} el kilo, o sea ${amount(
    Math.round(figures.p25 * unitKg),
  )} – ${amount(Math.round(figures.p75 * unitKg))} por ${unit} de ${kilos}\u00a0kg`;
}

/** The seller's words for a verdict: their own unit first, the range in it beside the kilo's. */
function fairnessText(verdict: SellerPriceVerdict, unit: string): string {
  if (verdict.kind === 'needs-weight') {
    return `Escribe cuántos kilos trae cada ${unit} para comparar tu precio: ${inPlace(
      verdict.place,
    )} se publica por kilo.`;
  }
  const { position, range, unitKg, pricePerKg } = verdict;
  const where = inPlace(range.place);
  const rangeWords =
    unitKg !== null
      ? rangeInUnits(range.figures, unit, unitKg)
      : rangeText(range.figures, range.unit);
  if (position === 'error-arriba' || position === 'error-abajo') {
    const times = position === 'error-arriba' ? '10 veces o más' : 'la décima parte o menos de';
    const zero = position === 'error-arriba' ? '¿Le sobra un cero?' : '¿Le falta un cero?';
    return `Tu precio es ${times} lo que se publica ${where} (${rangeWords}). ${zero} Revísalo antes de publicar.`;
  }
  const yours =
    unitKg !== null && pricePerKg !== null
      ? `Tu ${unit} de ${kilosText(unitKg)}\u00a0kg sale a ${amount(Math.round(pricePerKg))} el kilo:`
      : 'Tu precio';
  return `${yours} ${POSITION_TEXT[position]} de lo que se publica ${where}: ${rangeWords}.`;
}

/**
 * "¿Mi precio es justo?" while a seller types the price: where it falls against the reference,
 * in their own unit, without blocking anything. A bulto without its weight asks for it, and a
 * price ten times off is named as a probable typo.
 */
export function PriceFairnessHint({
  price,
  unitName,
  ...props
}: ReferenceFor & { price: number; unitName: string }) {
  const reference = usePriceReference(props.productId, props.departmentId);
  const verdict = reference.data
    ? sellerPriceVerdict(reference.data, price, props.sizeId, props.unitWeightKg)
    : null;
  if (!verdict) return null;
  return (
    <p role="status" className="mt-2 rounded-xl bg-campo-50 px-3 py-2 text-sm text-campo-900">
      <span className="font-semibold">¿Mi precio es justo?</span>{' '}
      {fairnessText(verdict, unitSingular(unitName))}
    </p>
  );
}
