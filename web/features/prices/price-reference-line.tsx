import { ChartNoAxesCombined } from 'lucide-react';
import { Link } from '../../lib/router';
import { unitSingular } from '../../../domain/listings/units';
import {
  referenceRange,
  sellerPriceVerdict,
  type SellerPriceVerdict,
} from '../../../domain/prices/price-hint';
import { PRICE_HINT_TITLE, comparedPriceWords, inPlace } from '../../../domain/prices/price-words';
import { paths } from '../../lib/paths';
import { usePriceReference } from './api/get-price-reference';
import { SCREEN_SPACING, rangeText } from './price-format';

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

/** The seller's words for a verdict; without the weight of a bulto, the form asks for it. */
function fairnessText(verdict: SellerPriceVerdict, unit: string): string {
  if (verdict.kind === 'needs-weight') {
    return `Escribe cuántos kilos trae cada ${unit} para comparar tu precio: ${inPlace(
      verdict.place,
    )} se publica por kilo.`;
  }
  return comparedPriceWords(verdict, unit, SCREEN_SPACING);
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
      <span className="font-semibold">{PRICE_HINT_TITLE}</span>{' '}
      {fairnessText(verdict, unitSingular(unitName))}
    </p>
  );
}
