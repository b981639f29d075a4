import { ChartNoAxesCombined } from 'lucide-react';
import { Link } from 'react-router';
import { priceFairness, referenceRange } from '../../../domain/prices/price-hint';
import { paths } from '../../lib/paths';
import { usePriceReference } from './api/get-price-reference';
import { rangeText } from './price-format';

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

/**
 * "¿Mi precio es justo?" while a seller types the price: where it falls against the reference,
 * without blocking anything.
 */
export function PriceFairnessHint({ price, ...props }: ReferenceFor & { price: number }) {
  const range = useReferenceRange(props);
  if (!range) return null;
  const position = priceFairness(price, props.sizeId, props.unitWeightKg, range);
  return (
    <p role="status" className="mt-2 rounded-xl bg-campo-50 px-3 py-2 text-sm text-campo-900">
      <span className="font-semibold">¿Mi precio es justo?</span> Tu precio{' '}
      {POSITION_TEXT[position]} de lo que se publica {inPlace(range.place)}:{' '}
      {rangeText(range.figures, range.unit)}.
    </p>
  );
}
