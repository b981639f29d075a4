import { ClipboardList } from 'lucide-react';
import type { ListingDetail } from '../../../../domain/api/listings';
import { quantityText } from '../../../../domain/listings/units';
import { formatCop } from '../../../../domain/money';
import { placeLabel } from '../../../components/listing-card';
import type { PreviousPrice } from './listing-price-memory';
import { addressLine, coordinate, trendText, unitLabel, weightLine } from './product-detail-format';

const NOT_AVAILABLE = 'No disponible';
// A listing without an earlier price is not missing data: its price is simply new.
const NEW_PRICE = 'Ninguno: es un precio nuevo';
const NO_CHANGE_YET = 'Ninguna todavía: es un precio nuevo';

const centre = (value: string) => (value ? `${value} (centro del municipio)` : NOT_AVAILABLE);

type SpecsProps = { listing: ListingDetail; previous: PreviousPrice; sold: boolean };

/** 'Ficha técnica' (docs/product.md §2): every field of the listing, in plain words. */
export function ProductDetailSpecs({ listing, previous, sold }: SpecsProps) {
  const weight = weightLine(listing);
  const rows: [string, string][] = [
    ['Producto', listing.name],
    ['Unidad', unitLabel(listing.size, listing.unit_name)],
    ...(weight ? [['Peso y precio por kilo', weight] as [string, string]] : []),
    ['Categoría', listing.category.name],
    ['Subcategoría', listing.subcategory.name],
    // The form's word ('Stock' reads as English); a sold listing has nothing left for sale.
    [
      'Cantidad disponible',
      sold ? 'Ninguna: ya se vendió' : quantityText(listing.stock, listing.unit_name),
    ],
    ['Precio', formatCop(listing.price)],
    [
      'Precio anterior',
      previous.value === null
        ? NEW_PRICE
        : `${formatCop(previous.value)}${previous.fromMemory ? ' (en tu última visita)' : ''}`,
    ],
    ['Variación', previous.trend ? trendText(previous.trend) : NO_CHANGE_YET],
    [
      'Ubicación',
      placeLabel(
        listing.address.municipality || listing.municipality,
        listing.address.department || listing.department,
      ) || NOT_AVAILABLE,
    ],
    ['Dirección', addressLine(listing.address, listing.is_owner) || NOT_AVAILABLE],
    // The municipality's centre, never the farm (decision 020): said, so no one goes looking.
    ['Latitud', centre(coordinate(listing.latitude))],
    ['Longitud', centre(coordinate(listing.longitude))],
  ];

  return (
    <section
      aria-labelledby="ficha-tecnica"
      className="rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
    >
      <h2 id="ficha-tecnica" className="flex items-center gap-2 text-lg font-bold text-campo-900">
        <ClipboardList aria-hidden="true" className="size-5 text-campo-700" />
        Ficha técnica
      </h2>
      <dl className="mt-3 divide-y divide-tierra-100">
        {rows.map(([term, value]) => (
          // The value goes under its name when both do not fit side by side: in two columns,
          // at 320 px with 120 % text, 'Subcategoría' ran under its value.
          <div key={term} className="flex flex-wrap gap-x-3 gap-y-0.5 py-2.5">
            <dt className="min-w-0 flex-[2_1_7rem] text-tierra-700">{term}</dt>
            <dd className="min-w-0 flex-[3_1_8rem] break-words font-semibold text-tierra-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
